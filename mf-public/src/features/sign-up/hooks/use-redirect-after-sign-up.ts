import { useEffect } from 'react';
import { navigate } from '@tp/web-kit/navigate';

/** The pause between 'Register successfully' and the sign-in page. */
export const REDIRECT_DELAY_MS = 2000;

/** The sign-in page, carrying the sign-up's redirect on. */
export function signInAfterSignUp(redirect: string | null): string {
  return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}

/** Once the family is registered, waits {@link REDIRECT_DELAY_MS} and goes to sign in (left early, it never fires). */
export function useRedirectAfterSignUp(registered: boolean, redirect: string | null): void {
  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate(signInAfterSignUp(redirect)), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registered, redirect]);
}
