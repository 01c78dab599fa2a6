import { useState } from 'react';
import { errorMessage } from '@tp/web-kit/api-error';
import { formatPhone } from '@tp/web-kit/format-phone';
import { Alert } from '@tp/web-kit/ui/alert';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { updateParent, updateStudent } from '../api/family-info';

export interface FamilyMember {
  name: string;
  email: string;
  phone?: string | null;
}

interface EditFamilyModalProps {
  kind: 'Student' | 'Parent';
  title: string;
  member: FamilyMember;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  name: string;
  phone?: string;
}

/** Edits a name (and a parent's phone); the e-mail identifies the person and stays locked (§5). */
export function EditFamilyModal({ kind, title, member, onClose, onSaved }: EditFamilyModalProps) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const save = async ({ name, phone }: Values) => {
    setBusy(true);
    setError(undefined);
    try {
      if (kind === 'Parent') await updateParent({ email: member.email, name: name.trim(), phone: phone ?? '' });
      else await updateStudent({ email: member.email, name: name.trim() });
      void message.success('Information updated successfully');
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={title} okText="Save" onOk={() => form.submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} /> : null}
      <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={{ name: member.name, phone: member.phone ?? '' }} onFinish={(values) => void save(values)}>
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: `${kind} Name is required` }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Email">
          <Input value={member.email} readOnly aria-readonly="true" />
        </Form.Item>
        {kind === 'Parent' ? (
          <Form.Item label="Phone" name="phone" normalize={(value: string) => formatPhone(value)} rules={[{ required: true, message: 'Phone is required' }]}>
            <Input autoComplete="tel" maxLength={12} placeholder="ddd-ddd-dddd" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
