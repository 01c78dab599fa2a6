import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage, type ApiError } from '@tp/web-kit/api-error';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { navigate } from '@tp/web-kit/navigate';
import { login } from '@tp/web-kit/session';
import { useSession } from '@tp/web-kit/use-session';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Divider } from '@tp/web-kit/ui/divider';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { signInWithGoogle, signInWithPassword } from '../api/sign-in';
import { usePublicConfig } from '../hooks/use-public-config';
import { redirectTarget, signUpLink } from '../utils/redirect-target';
import { GoogleSignInButton } from './google-sign-in-button';
import { usePublicTexts } from '../../../components/public-texts';
import './auth-card.css';

interface Credentials {
  email: string;
  password: string;
}

/** /login: e-mail and password, Google sign-in when configured, then on to the redirect target. */
export function LoginPage() {
  const t = usePublicTexts();
  const { search } = useLocation();
  const target = redirectTarget(search);
  const user = useSession();
  const { googleClientId } = usePublicConfig();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // A signed-in visitor (or one who just signed in) goes on to the target.
  useEffect(() => {
    if (user) navigate(target, { replace: true });
  }, [user, target]);

  const signIn = async ({ email, password }: Credentials) => {
    setError(undefined);
    setBusy(true);
    try {
      login(await signInWithPassword(email.trim().toLowerCase(), password));
    } catch (failure) {
      // A 402 already went to /verify: nothing to say here.
      if (!(failure as ApiError).redirected) setError(errorMessage(failure, 'Invalid email or password'));
    } finally {
      setBusy(false);
    }
  };

  const onGoogleCredential = useCallback(async (credential: string) => {
    setError(undefined);
    try {
      login(await signInWithGoogle(credential));
    } catch (failure) {
      if (!(failure as ApiError).redirected) setError(errorMessage(failure, 'Google login failed'));
    }
  }, []);
  const onGoogleFailure = useCallback(() => setError(inInterfaceLanguage('Google login failed')), []);

  return (
    <div className="tp-login">
      <Card className="tp-login-card">
        <h1 className="tp-login-title">{t('signInTitle')}</h1>
        {error ? <Alert type="error" showIcon title={error} className="tp-login-alert" role="alert" /> : null}
        <Form<Credentials> layout="vertical" onFinish={signIn} requiredMark={false} disabled={busy}>
          <Form.Item
            label={t('emailAddress')}
            name="email"
            rules={[
              { required: true, message: t('inputEmail') },
              { type: 'email', message: t('validEmail') },
            ]}
          >
            <Input type="email" autoComplete="email" placeholder={t('enterEmail')} />
          </Form.Item>
          <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('inputPassword') }]}>
            <Input.Password autoComplete="current-password" placeholder={t('enterPassword')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('signInTitle')}
          </Button>
        </Form>
        <div className="tp-login-links">
          <Link to="/resetPassword">{t('forgotPassword')}</Link>
          <span>
            {t('newHere')} <Link to={signUpLink(search)}>{t('signUp')}</Link>
          </span>
        </div>
        {googleClientId ? (
          <>
            <Divider plain>{t('or')}</Divider>
            <GoogleSignInButton clientId={googleClientId} onCredential={onGoogleCredential} onFailure={onGoogleFailure} />
          </>
        ) : null}
      </Card>
    </div>
  );
}
