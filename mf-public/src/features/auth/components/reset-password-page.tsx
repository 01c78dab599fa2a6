import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { ResendCodeButton } from '@tp/web-kit/resend-code-button';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { CodeInput } from '../../../components/code-input';
import { usePublicTexts } from '../../../components/public-texts';
import { resetPassword } from '../api/password-reset';
import { resetProblem, type ResetForm } from '../utils/reset-rules';
import './auth-card.css';

const EMPTY: ResetForm = { email: '', code: '', password: '', confirm: '' };

/** /resetPassword: e-mail with Send, the e-mailed code, new password and confirmation, Reset. */
export function ResetPasswordPage() {
  const t = usePublicTexts();
  const [form] = Form.useForm<ResetForm>();
  const email = Form.useWatch('email', form) ?? '';
  const { busy, problem, setProblem, submit: send } = useSubmission();
  const [notice, setNotice] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = async () => {
    const values = { ...EMPTY, ...form.getFieldsValue(true) } as ResetForm;
    await send(async () => setDone(await resetPassword(values.email.trim().toLowerCase(), Number(values.code.trim()), values.password)), { check: () => resetProblem(values) });
  };

  return (
    <div className="tp-login">
      <Card className="tp-login-card">
        <h1 className="tp-login-title">{t('resetTitle')}</h1>
        <ProblemAlert problem={problem} />
        {done ? (
          <Alert type="success" showIcon role="status" className="tp-login-alert" title={done} description={<Link to="/login">{t('signIn')}</Link>} />
        ) : null}
        <Form<ResetForm> form={form} layout="vertical" initialValues={EMPTY} onFinish={submit} disabled={busy || !!done}>
          <Form.Item label={t('emailAddress')} required extra={notice}>
            <div className="tp-login-code-row">
              <Form.Item name="email" noStyle>
                <Input inputMode="email" autoComplete="email" aria-label={t('emailAddress')} />
              </Form.Item>
              <ResendCodeButton email={email} purpose="reset" label={t('send')} onSent={setNotice} onError={(failure) => setProblem(errorMessage(failure))} />
            </div>
          </Form.Item>
          <Form.Item label={t('code')} name="code" required>
            <CodeInput />
          </Form.Item>
          <Form.Item label={t('newPassword')} name="password" required>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item label={t('confirmPassword')} name="confirm" required>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('reset')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
