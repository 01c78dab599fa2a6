import { useState } from 'react';
import { errorMessage } from '@tp/web-kit/api-error';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { navigate } from '@tp/web-kit/navigate';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { ResendCodeButton } from '@tp/web-kit/resend-code-button';
import { useSubmission } from '@tp/web-kit/use-submission';
import { login } from '@tp/web-kit/session';
import { getPendingVerification, getUser } from '@tp/web-kit/session-store';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { CodeInput } from '../../../components/code-input';
import { usePublicTexts } from '../../../components/public-texts';
import { verifyEmailAndSignIn } from '../api/sign-in';
import './auth-card.css';

interface VerifyForm {
  email: string;
  code: string;
}

/** /verify: the e-mailed code proves the address and signs in; then on to /myclasses. */
export function VerifyPage() {
  const t = usePublicTexts();
  const [form] = Form.useForm<VerifyForm>();
  const email = Form.useWatch('email', form) ?? '';
  const { busy, problem, setProblem, submit: send } = useSubmission();
  const [notice, setNotice] = useState<string>();
  const known = getPendingVerification()?.email ?? getUser()?.email ?? '';

  const submit = async ({ email: address, code }: VerifyForm) => {
    await send(async () => {
      login(await verifyEmailAndSignIn(address.trim().toLowerCase(), Number(code.trim())));
      message.success('Email is validated');
      navigate('/myclasses');
    });
  };

  return (
    <div className="tp-login">
      <Card className="tp-login-card">
        <h1 className="tp-login-title">{t('verifyTitle')}</h1>
        <p>{t('verifyIntro')}</p>
        <ProblemAlert problem={problem} />
        <Form<VerifyForm> form={form} layout="vertical" initialValues={{ email: known, code: '' }} onFinish={submit} requiredMark={false} disabled={busy}>
          <Form.Item label={t('emailAddress')} required extra={notice}>
            <div className="tp-login-code-row">
              <Form.Item name="email" noStyle rules={[{ required: true, message: inInterfaceLanguage('Please enter email') }]}>
                <Input inputMode="email" autoComplete="email" aria-label={t('emailAddress')} />
              </Form.Item>
              <ResendCodeButton email={email} purpose="verify" onSent={setNotice} onError={(failure) => setProblem(errorMessage(failure))} />
            </div>
          </Form.Item>
          <Form.Item label={t('code')} name="code" rules={[{ required: true, message: inInterfaceLanguage('Code is required') }]}>
            <CodeInput />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('verify')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
