import type { ReactNode } from 'react';
import { RequireUser } from '@tp/web-kit/require-user';
import type { Role } from '@tp/contracts/roles';
import type { SessionUser } from '@tp/web-kit/session-store';


interface SignedInOnlyProps {
  /** Roles allowed on the screen; leave out to let any signed-in user in. */
  roles?: readonly Role[];
  /** False on the cart screens: admins have no cart, whatever their role. */
  allowAdmins?: boolean;
  children: (user: SessionUser) => ReactNode;
}

/** Guarding of the learning screens (web-kit's RequireUser with the roles a screen is for). */
export function SignedInOnly({ roles, allowAdmins = true, children }: SignedInOnlyProps) {
  const allow = (user: SessionUser) => (!roles || (roles as readonly string[]).includes(user.role)) && (allowAdmins || !user.isAdmin);
  return <RequireUser allow={allow}>{children}</RequireUser>;
}
