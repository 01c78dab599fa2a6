import { LOGIN_DEFAULT_REDIRECT } from '@tp/contracts/constants';

/**
 * Where to go after signing in (SPEC §2): the `redirect` query parameter when it is a path of this site,
 * otherwise /myclasses. Another origin (`//evil.example`, `https://...`) is never followed.
 */
export function redirectTarget(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) return LOGIN_DEFAULT_REDIRECT;
  if (wanted === '/login' || wanted.startsWith('/login?')) return LOGIN_DEFAULT_REDIRECT;
  return wanted;
}

/** The sign-up link keeps the redirect the visitor came with (SPEC §2). */
export function signUpLink(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  return wanted ? `/register?redirect=${encodeURIComponent(redirectTarget(search))}` : '/register';
}
