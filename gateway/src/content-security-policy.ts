import type { HelmetOptions } from 'helmet';

/** Where Google's sign-in button comes from: its script, its frame, its styles and its calls. */
export const GOOGLE_SIGN_IN_ORIGIN = 'https://accounts.google.com';

/**
 * The site's Content-Security-Policy. Scripts come from this origin only and may not `eval` (no code of the site
 * needs it: web-kit's `zod-without-eval` keeps zod from compiling validators). Google's origin is allowed only when Google
 * sign-in is configured: otherwise nothing of the page loads from there.
 */
export function contentSecurityPolicy({ googleSignIn }: { googleSignIn: boolean }): HelmetOptions['contentSecurityPolicy'] {
  const google = googleSignIn ? [GOOGLE_SIGN_IN_ORIGIN] : [];
  return {
    directives: {
      'script-src': ["'self'", ...google],
      'frame-src': ["'self'", ...google],
      'connect-src': ["'self'", ...google],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'", ...google],
    },
  };
}
