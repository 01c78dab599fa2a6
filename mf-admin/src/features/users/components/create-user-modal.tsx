import { ROLES } from '@tp/contracts/roles';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { Modal } from '@tp/web-kit/ui/modal';
import { Radio } from '@tp/web-kit/ui/radio';
import { createUser } from '../api/users';
import { newUserProblem, type NewUserForm } from '../utils/user-rules';
import { useAdminTexts } from '../../../components/admin-texts';
import { useRoleLabel } from '../../../components/use-role-label';

const EMPTY: NewUserForm = { name: '', email: '', role: 'Student', password: '', confirm: '' };

interface CreateUserModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** /admin/userlist Create User: name, e-mail, role, password and confirmation, checked in order (`newUserProblem`). */
export function CreateUserModal({ open, onClose, onCreated }: CreateUserModalProps) {
  const t = useAdminTexts();
  const roleLabel = useRoleLabel();
  const [form] = Form.useForm<NewUserForm>();
  const { busy, problem, setProblem, submit: send } = useSubmission();

  const close = () => {
    form.resetFields();
    setProblem(undefined);
    onClose();
  };

  const submit = async () => {
    const values = { ...EMPTY, ...form.getFieldsValue(true) } as NewUserForm;
    const sent = await send(
      () => createUser({ name: values.name.trim(), email: values.email.trim().toLowerCase(), password: values.password, role: values.role }),
      { check: () => newUserProblem(values) },
    );
    if (!sent) return;
    form.resetFields();
    onCreated();
  };

  return (
    <Modal title={t('createUser')} open={open} onCancel={close} onOk={() => form.submit()} okText={t('create')} confirmLoading={busy} destroyOnHidden>
      <ProblemAlert problem={problem} />
      <Form<NewUserForm> form={form} layout="vertical" initialValues={EMPTY} onFinish={submit}>
        <Form.Item label={t('personName')} name="name"><Input /></Form.Item>
        <Form.Item label={t('email')} name="email" required><Input inputMode="email" /></Form.Item>
        <Form.Item label={t('role')} name="role" required>
          <Radio.Group options={ROLES.map((role) => ({ value: role, label: roleLabel(role) }))} optionType="button" />
        </Form.Item>
        <Form.Item label={t('password')} name="password"><Input.Password autoComplete="new-password" /></Form.Item>
        <Form.Item label={t('confirmPassword')} name="confirm"><Input.Password autoComplete="new-password" /></Form.Item>
      </Form>
    </Modal>
  );
}
