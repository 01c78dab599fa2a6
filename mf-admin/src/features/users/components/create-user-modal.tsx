import { ROLES } from '@tp/contracts/roles';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { Modal } from '@tp/web-kit/ui/modal';
import { Radio } from '@tp/web-kit/ui/radio';
import { createUser } from '../api/users';
import { newUserProblem, type NewUserForm } from '../utils/user-rules';

const EMPTY: NewUserForm = { name: '', email: '', role: 'Student', password: '', confirm: '' };
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

interface CreateUserModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** /admin/userlist Create User: name, e-mail, role, password and confirmation, checked in order (`newUserProblem`). */
export function CreateUserModal({ open, onClose, onCreated }: CreateUserModalProps) {
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
    <Modal title="Create User" open={open} onCancel={close} onOk={() => form.submit()} okText="Create" confirmLoading={busy} destroyOnHidden>
      <ProblemAlert problem={problem} />
      <Form<NewUserForm> form={form} layout="vertical" initialValues={EMPTY} onFinish={submit}>
        <Form.Item label="Name" name="name"><Input /></Form.Item>
        <Form.Item label="Email" name="email" required><Input inputMode="email" /></Form.Item>
        <Form.Item label="Role" name="role" required>
          <Radio.Group options={ROLE_OPTIONS} optionType="button" />
        </Form.Item>
        <Form.Item label="Password" name="password"><Input.Password autoComplete="new-password" /></Form.Item>
        <Form.Item label="Confirm Password" name="confirm"><Input.Password autoComplete="new-password" /></Form.Item>
      </Form>
    </Modal>
  );
}
