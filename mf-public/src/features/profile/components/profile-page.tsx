import { useState } from 'react';
import type { Role } from '@tp/contracts/roles';
import type { UserRecord } from '@tp/contracts/users';
import { errorMessage } from '@tp/web-kit/api-error';
import { gradeOptions } from '@tp/web-kit/grade';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { ResendCodeButton } from '@tp/web-kit/resend-code-button';
import { login } from '@tp/web-kit/session';
import { useApi } from '@tp/web-kit/use-api';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Select } from '@tp/web-kit/ui/select';
import { AddressFields, PhoneField } from '../../../components/contact-fields';
import { CodeInput } from '../../../components/code-input';
import { usePublicTexts } from '../../../components/public-texts';
import { fetchProfile, updateProfile } from '../api/profile';
import { useProfileTexts } from './profile-texts';
import { ReminderSwitches } from './reminder-switches';
import { changedEmail, emailLocked, NEW_EMAIL_CODE_MESSAGE, profileBody, profileProblem, type ProfileForm } from '../utils/profile-rules';
import './profile-page.css';

function formValues(profile: UserRecord): ProfileForm {
  return {
    name: profile.name, email: profile.email, role: profile.role, dependent: profile.dependent, phone: profile.phone,
    address: profile.address, city: profile.city, state: profile.state, country: profile.country, zip: profile.zip,
    school: profile.school, gradeInSchoolYear: profile.currentGrade, currentPassword: '', password: '', confirm: '', code: '',
    newEmailCode: '',
  };
}

/** /profile: a visitor goes to /login and comes back here after signing in. */
export function ProfilePage() {
  const t = useProfileTexts();
  const { data: profile, loading, error } = useApi((signal) => fetchProfile(signal), []);
  if (loading && !profile) return <Loading />;
  if (error || !profile) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('profileNotLoaded'))} />;
  return <ProfileEditor profile={profile} />;
}

/**
 * The profile rules are checked in order before anything is sent; the code e-mailed to the user's own address is
 * always required, and a teacher's new e-mail also needs the code e-mailed to that address (it proves the address
 * is theirs). Saving stores the answer as the session's user record.
 */
function ProfileEditor({ profile }: { profile: UserRecord }) {
  const t = useProfileTexts();
  const tp = usePublicTexts();
  const [form] = Form.useForm<ProfileForm>();
  const { busy, problem, setProblem, submit: send } = useSubmission();
  const [notice, setNotice] = useState<string>();
  const [newEmailNotice, setNewEmailNotice] = useState<{ email: string; msg: string }>();
  const [storedEmail, setStoredEmail] = useState(profile.email);
  const role = profile.role;
  const newEmail = changedEmail(Form.useWatch('email', form), storedEmail);

  const submit = async () => {
    const values = { ...formValues(profile), ...form.getFieldsValue(true) } as ProfileForm;
    await send(async () => {
      const { user, msg } = await updateProfile(profileBody(profile._id, values, storedEmail));
      login(user);
      setStoredEmail(values.email.trim().toLowerCase());
      form.setFieldsValue({ currentPassword: '', password: '', confirm: '', code: '', newEmailCode: '' });
      message.success(msg);
    }, { check: () => profileProblem(values, storedEmail) });
  };

  return (
    <div className="tp-profile">
      <Card>
        <h1>{t('profile')}</h1>
        <ProblemAlert problem={problem === NEW_EMAIL_CODE_MESSAGE ? t('newEmailCodeRequired') : problem} />
        <Form<ProfileForm> form={form} layout="vertical" initialValues={formValues(profile)} onFinish={submit} disabled={busy}>
          <div className="tp-profile-grid">
            <Form.Item label={t('name')} name="name"><Input autoComplete="name" /></Form.Item>
            <Form.Item
              label={t('email')}
              name="email"
              normalize={(value: string) => value.toLowerCase()}
              extra={emailLocked(role) ? t('emailLocked') : undefined}
            >
              <Input inputMode="email" disabled={emailLocked(role)} autoComplete="email" />
            </Form.Item>
            <Form.Item label={t('role')} name="role" extra={t('roleLocked')}>
              <RoleInput />
            </Form.Item>
            {role === 'Parent' ? (
              <Form.Item label={t('dependent')} name="dependent" extra={t('dependentHelp')}>
                <Input />
              </Form.Item>
            ) : null}
            <PhoneField required={role === 'Parent'} />
            {role === 'Student' ? (
              <>
                <Form.Item label={tp('school')} name="school" required><Input /></Form.Item>
                <Form.Item label={tp('grade')} name="gradeInSchoolYear" required>
                  <Select options={gradeOptions()} placeholder={tp('selectGrade')} aria-label={tp('grade')} />
                </Form.Item>
              </>
            ) : null}
            <AddressFields />
          </div>
          <h2 className="tp-profile-section">{t('changePassword')}</h2>
          <div className="tp-profile-grid">
            <Form.Item label={t('currentPassword')} name="currentPassword"><Input.Password autoComplete="current-password" /></Form.Item>
            <Form.Item label={t('newPassword')} name="password"><Input.Password autoComplete="new-password" /></Form.Item>
            <Form.Item label={t('confirmPassword')} name="confirm"><Input.Password autoComplete="new-password" /></Form.Item>
          </div>
          <Form.Item label={tp('code')} required extra={notice ?? t('codeHelp', { email: storedEmail })}>
            <div className="tp-profile-code-row">
              <Form.Item name="code" noStyle>
                <CodeInput aria-label={tp('code')} />
              </Form.Item>
              <ResendCodeButton email={storedEmail} purpose="profile" onSent={setNotice} onError={(failure) => setProblem(errorMessage(failure))} />
            </div>
          </Form.Item>
          {newEmail ? (
            <Form.Item
              label={t('newEmailCode')}
              required
              extra={newEmailNotice?.email === newEmail ? newEmailNotice.msg : t('newEmailCodeHelp', { email: newEmail })}
            >
              <div className="tp-profile-code-row">
                <Form.Item name="newEmailCode" noStyle>
                  <CodeInput aria-label={t('newEmailCode')} />
                </Form.Item>
                <ResendCodeButton
                  email={newEmail}
                  purpose="profile"
                  label={t('sendToNewEmail')}
                  onSent={(msg) => setNewEmailNotice({ email: newEmail, msg })}
                  onError={(failure) => setProblem(errorMessage(failure))}
                />
              </div>
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('update')}
          </Button>
        </Form>
      </Card>
      <ReminderSwitches role={role} />
    </div>
  );
}

/** The role, read-only and named in the interface's language; the form keeps the stored role. */
function RoleInput({ id, value }: { id?: string; value?: Role }) {
  const t = useProfileTexts();
  return <Input id={id} value={value ? t(value) : ''} readOnly aria-readonly="true" />;
}
