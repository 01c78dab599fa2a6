import type { Role } from '@tp/contracts/roles';
import type { SessionUser } from '@tp/web-kit/session-store';

/**
 * Who may open a screen, said once on its route (a remote's `src/app/routes.tsx`):
 * - 'public': everyone, visitors too;
 * - 'signed-in': any signed-in user;
 * - 'admin': users with the isAdmin flag, whatever their role;
 * - `{ roles }`: signed-in users with one of these roles, administrators among them too unless `admins: false`
 *   (administrators have no cart, whatever their role).
 * The others are sent to /login (RequireUser).
 */
export type ScreenAccess = 'public' | 'signed-in' | 'admin' | { roles: readonly [Role, ...Role[]]; admins?: boolean };

/** Whether `user` (null: a visitor) may open a screen with this access. */
export function mayOpen(access: ScreenAccess, user: SessionUser | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'signed-in') return true;
  if (access === 'admin') return user.isAdmin;
  return access.roles.includes(user.role) && (access.admins !== false || !user.isAdmin);
}
