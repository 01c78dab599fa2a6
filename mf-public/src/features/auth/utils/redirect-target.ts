import { LOGIN_DEFAULT_REDIRECT } from '@tp/contracts/constants';
import { safeRedirectPath } from '@tp/web-kit/safe-redirect';
import { siteOrigin } from '@tp/web-kit/site-origin';

/**
 * Where to go after signing in: the `redirect` query parameter when it is a page of this site as the
 * browser reads it (web-kit's safeRedirectPath), otherwise /myclasses. Back to /login would only show the form again.
 */
export function redirectTarget(search: string, origin: string = siteOrigin()): string {
  const target = safeRedirectPath(new URLSearchParams(search).get('redirect'), origin);
  return new URL(target, origin).pathname === '/login' ? LOGIN_DEFAULT_REDIRECT : target;
}

/** The sign-up link keeps the redirect the visitor came with, once made safe. */
export function signUpLink(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  return wanted ? `/register?redirect=${encodeURIComponent(redirectTarget(search))}` : '/register';
}
