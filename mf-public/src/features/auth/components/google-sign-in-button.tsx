import { useEffect, useRef, useState } from 'react';
import { Button } from '@tp/web-kit/ui/button';
import { usePublicTexts } from '../../../components/public-texts';
import { loadGoogleIdentity } from '../api/google-identity';

export interface GoogleSignInButtonProps {
  clientId: string;
  onCredential: (credential: string) => void;
  /** A sign-in attempt that Google ended without a credential: only then does the page say 'Google login failed'. */
  onFailure: () => void;
}

/**
 * Google's own sign-in button (Google Identity Services), shown only when a Google client id is configured. When
 * Google's script cannot be loaded nobody has tried anything yet: the button shows disabled with a short note.
 */
export function GoogleSignInButton({ clientId, onCredential, onFailure }: GoogleSignInButtonProps) {
  const t = usePublicTexts();
  const host = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!current || !host.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => (credential ? onCredential(credential) : onFailure()),
        });
        google.accounts.id.renderButton(host.current, { theme: 'outline', size: 'large', text: 'signin_with', width: 320 });
      },
      () => current && setUnavailable(true),
    );
    return () => {
      current = false;
    };
  }, [clientId, onCredential, onFailure]);

  if (unavailable) {
    return (
      <div className="tp-login-google-unavailable" data-testid="google-sign-in">
        <Button block disabled>
          {t('signInWithGoogle')}
        </Button>
        <p>{t('googleUnavailable')}</p>
      </div>
    );
  }
  return <div ref={host} data-testid="google-sign-in" style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />;
}
