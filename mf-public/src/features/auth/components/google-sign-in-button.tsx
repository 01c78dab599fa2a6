import { useEffect, useRef } from 'react';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let scriptLoading: Promise<GoogleIdentity> | undefined;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google sign-in did not start'));
    };
    script.onerror = () => {
      scriptLoading = undefined;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

export interface GoogleSignInButtonProps {
  clientId: string;
  onCredential: (credential: string) => void;
  onFailure: () => void;
}

/** Google's own sign-in button (Google Identity Services), shown only when a Google client id is configured. */
export function GoogleSignInButton({ clientId, onCredential, onFailure }: GoogleSignInButtonProps) {
  const host = useRef<HTMLDivElement>(null);
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
      () => current && onFailure(),
    );
    return () => {
      current = false;
    };
  }, [clientId, onCredential, onFailure]);
  return <div ref={host} data-testid="google-sign-in" style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />;
}
