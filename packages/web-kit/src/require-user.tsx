import { useEffect, type ReactNode } from 'react';
import { currentPathWithQuery, navigate } from '@tp/web-kit/navigate';
import type { SessionUser } from '@tp/web-kit/session-store';
import { useSession } from '@tp/web-kit/use-session';

interface RequireUserProps {
  /** Who may see the screen; leave out to let any signed-in user in. */
  allow?: (user: SessionUser) => boolean;
  children: ReactNode;
}

/**
 * Screen guarding, applied by AreaRoutes from the access a route states: a visitor goes to
 * `/login?redirect=<this page>` and comes back after signing in; a signed-in user the screen is not for goes to
 * `/login`, which sends them on to their own default page.
 */
export function RequireUser({ allow, children }: RequireUserProps) {
  const user = useSession();
  const allowed = !!user && (!allow || allow(user));
  useEffect(() => {
    if (!user) navigate(`/login?redirect=${encodeURIComponent(currentPathWithQuery()).replace(/%2F/gi, '/')}`, { replace: true });
    else if (!allowed) navigate('/login', { replace: true });
  }, [user, allowed]);
  if (!user || !allowed) return null;
  return <>{children}</>;
}
