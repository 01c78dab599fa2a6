import type { ReactNode } from 'react';
import { RequireUser } from '@tp/web-kit/require-user';

/** The admin screens are for users with the isAdmin flag; others are sent to /login. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return <RequireUser allow={(user) => user.isAdmin}>{children}</RequireUser>;
}
