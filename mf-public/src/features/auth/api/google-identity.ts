/** The part of Google Identity Services the sign-in button uses. */
export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let scriptLoading: Promise<GoogleIdentity> | undefined;

/** Loads Google's script once per page; a failed load is forgotten, so the next visit to /login tries again. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else {
        scriptLoading = undefined;
        reject(new Error('Google sign-in did not start'));
      }
    };
    script.onerror = () => {
      scriptLoading = undefined;
      script.remove();
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}
