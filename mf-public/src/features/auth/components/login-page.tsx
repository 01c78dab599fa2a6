import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage, type ApiError } from '@tp/web-kit/api-error';
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
import './auth-card.css';

interface Credentials {
  email: string;
  password: string;
}

/** /login: e-mail and password, Google sign-in when configured, then on to the redirect target. */
export function LoginPage() {
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
  const onGoogleFailure = useCallback(() => setError('Google login failed'), []);

  return (
    <div className="tp-login">
      <Card className="tp-login-card">
        <h1 className="tp-login-title">Sign In</h1>
        {error ? <Alert type="error" showIcon title={error} className="tp-login-alert" role="alert" /> : null}
        <Form<Credentials> layout="vertical" onFinish={signIn} requiredMark={false} disabled={busy}>
          <Form.Item
            label="Email Address"
            name="email"
            rules={[
              { required: true, message: 'Please input your email' },
              { type: 'email', message: 'Please enter a valid email' },
            ]}
          >
            <Input type="email" autoComplete="email" placeholder="Enter email" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please input your password' }]}>
            <Input.Password autoComplete="current-password" placeholder="Enter password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Sign In
          </Button>
        </Form>
        <div className="tp-login-links">
          <Link to="/resetPassword">Forgot password?</Link>
          <span>
            New here? <Link to={signUpLink(search)}>Sign up</Link>
          </span>
        </div>
        {googleClientId ? (
          <>
            <Divider plain>or</Divider>
            <GoogleSignInButton clientId={googleClientId} onCredential={onGoogleCredential} onFailure={onGoogleFailure} />
          </>
        ) : null}
      </Card>
    </div>
  );
}
