import { Link, useParams } from 'react-router';
import { ROLES } from '@tp/contracts/roles';
import type { UserRecord } from '@tp/contracts/users';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Checkbox } from '@tp/web-kit/ui/checkbox';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Select } from '@tp/web-kit/ui/select';
import { fetchUser, updateUser } from '../api/users';
import { dependentToSend, userEditProblem, type UserEditForm } from '../utils/user-rules';
import { useAdminTexts } from '../../../components/admin-texts';
import { useRoleLabel } from '../../../components/use-role-label';
import './user-list-page.css';

/** /admin/user/{id}/edit: name, e-mail, role, admin flag, a parent's dependents, a new password. */
export function UserEditPage() {
  const t = useAdminTexts();
  const { id = '' } = useParams();
  const { data: user, loading, error, reload } = useApi((signal) => fetchUser(id, signal), [id]);
  if (loading && !user) return <Loading />;
  if (error || !user) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('userNotFound'))} />;
  return <UserEditor key={user._id} user={user} onSaved={reload} />;
}

function UserEditor({ user, onSaved }: { user: UserRecord; onSaved: () => void }) {
  const t = useAdminTexts();
  const roleLabel = useRoleLabel();
  const [form] = Form.useForm<UserEditForm>();
  const role = Form.useWatch('role', form) ?? user.role;
  const { busy, problem, submit: send } = useSubmission();
  const initial: UserEditForm = { name: user.name, email: user.email, role: user.role, isAdmin: user.isAdmin, dependent: user.dependent, password: '', confirm: '' };

  const submit = async () => {
    const values = { ...initial, ...form.getFieldsValue(true) } as UserEditForm;
    await send(async () => {
      await updateUser({
        _id: user._id,
        name: values.name.trim(),
        email: values.email.trim().toLowerCase(),
        role: values.role,
        isAdmin: values.isAdmin,
        dependent: dependentToSend(user.role, values),
        ...(values.password ? { password: values.password } : {}),
      });
      message.success('Information updated successfully');
      onSaved();
    }, { check: () => userEditProblem(values) });
  };

  return (
    <div className="tp-admin-user-edit">
      <Card>
        <div className="tp-admin-user-edit-head">
          <h1>{t('editUser')}</h1>
          <Link to="/admin/userlist">{t('backToUsers')}</Link>
        </div>
        <ProblemAlert problem={problem} />
        <Form<UserEditForm> form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={busy}>
          <Form.Item label={t('personName')} name="name"><Input /></Form.Item>
          <Form.Item label={t('email')} name="email"><Input inputMode="email" /></Form.Item>
          <Form.Item label={t('role')} name="role">
            <Select options={ROLES.map((value) => ({ value, label: roleLabel(value) }))} aria-label={t('role')} />
          </Form.Item>
          <Form.Item name="isAdmin" valuePropName="checked">
            <Checkbox>{t('isAdmin')}</Checkbox>
          </Form.Item>
          {role === 'Parent' ? (
            <Form.Item label={t('dependent')} name="dependent" extra={t('dependentHint')}>
              <Input />
            </Form.Item>
          ) : null}
          <Form.Item label={t('newPassword')} name="password" extra={t('newPasswordHint')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item label={t('confirmPassword')} name="confirm"><Input.Password autoComplete="new-password" /></Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('update')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
