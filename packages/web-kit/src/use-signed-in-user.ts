import type { SessionUser } from '@tp/web-kit/session-store';
import { useSession } from '@tp/web-kit/use-session';

/**
 * The signed-in user, for a screen whose route lets visitors in not at all (`access` other than 'public'): the
 * route's guard draws the screen only while someone is signed in, so here there always is one.
 */
export function useSignedInUser(): SessionUser {
  const user = useSession();
  if (!user) throw new Error('useSignedInUser() is for screens whose route is closed to visitors (its access is not \'public\')');
  return user;
}
