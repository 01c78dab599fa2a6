import { useEffect, type ReactNode } from 'react';
import { currentPathWithQuery, navigate } from '@tp/web-kit/navigate';
import type { SessionUser } from '@tp/web-kit/session-store';
import { useSession } from '@tp/web-kit/use-session';

export type FamilyRole = 'Student' | 'Parent';

interface SignedInOnlyProps {
  /** Roles allowed on the screen; leave out to let any signed-in user in. */
  roles?: readonly FamilyRole[];
  /** False on the cart screens: admins have no cart (§6), whatever their role. */
  allowAdmins?: boolean;
  children: (user: SessionUser) => ReactNode;
}

/**
 * SPEC §2/§6 guarding: a visitor goes to `/login?redirect=<this page>`, a signed-in user of another role to `/login`
 * (which sends them on to their default page).
 */
export function SignedInOnly({ roles, allowAdmins = true, children }: SignedInOnlyProps) {
  const user = useSession();
  const allowed = !!user && (!roles || (roles as readonly string[]).includes(user.role)) && (allowAdmins || !user.isAdmin);
  useEffect(() => {
    if (!user) navigate(`/login?redirect=${encodeURIComponent(currentPathWithQuery()).replace(/%2F/gi, '/')}`, { replace: true });
    else if (!allowed) navigate('/login', { replace: true });
  }, [user, allowed]);
  return user && allowed ? <>{children(user)}</> : null;
}
