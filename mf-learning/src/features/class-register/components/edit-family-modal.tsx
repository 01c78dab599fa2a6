import { useId, useState } from 'react';
import { errorMessage } from '@tp/web-kit/api-error';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { formatPhone } from '@tp/web-kit/format-phone';
import { refreshSession } from '@tp/web-kit/session';
import { getUser } from '@tp/web-kit/session-store';
import { Alert } from '@tp/web-kit/ui/alert';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { updateParent, updateStudent } from '../api/family-info';
import { useRegisterTexts } from '../register-texts';
import type { FamilyMember } from '../utils/saved-member';

interface EditFamilyModalProps {
  kind: 'Student' | 'Parent';
  title: string;
  member: FamilyMember;
  onClose: () => void;
  /** Called with what identity saved (billing's view of it follows through an event, a moment later). */
  onSaved: (saved: FamilyMember) => void;
}

interface Values {
  name: string;
  phone?: string;
}

/** Edits a name (and a parent's phone); the e-mail identifies the person and stays locked. */
export function EditFamilyModal({ kind, title, member, onClose, onSaved }: EditFamilyModalProps) {
  const t = useRegisterTexts();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const emailId = useId(); // the read-only e-mail has no form field name, so its label is tied to it by id

  const save = async ({ name, phone }: Values) => {
    setBusy(true);
    setError(undefined);
    try {
      // Only what this card edits: the card compares it with billing's view, which has no phone for a student.
      if (kind === 'Parent') {
        const saved = await updateParent({ email: member.email, name: name.trim(), phone: phone ?? '' });
        onSaved({ email: member.email, name: saved.name, phone: saved.phone ?? '' });
      } else {
        const saved = await updateStudent({ email: member.email, name: name.trim() });
        onSaved({ email: member.email, name: saved.name, phone: member.phone });
      }
      void message.success('Information updated successfully');
      // Their own card: the header's user menu is titled with the stored user's name, so the record is refreshed.
      if (member.email === getUser()?.email) void refreshSession();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={title} okText={t('save')} onOk={() => form.submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} /> : null}
      <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={{ name: member.name, phone: member.phone ?? '' }} onFinish={(values) => void save(values)}>
        <Form.Item label={t('name')} name="name" rules={[{ required: true, whitespace: true, message: inInterfaceLanguage(`${kind} Name is required`) }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('email')} htmlFor={emailId}>
          <Input id={emailId} value={member.email} readOnly aria-readonly="true" />
        </Form.Item>
        {kind === 'Parent' ? (
          <Form.Item label={t('phone')} name="phone" normalize={(value: string) => formatPhone(value)} rules={[{ required: true, message: inInterfaceLanguage('Phone is required') }]}>
            <Input autoComplete="tel" maxLength={12} placeholder="ddd-ddd-dddd" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
