import type { ReactNode } from 'react';
import { RequireUser } from '@tp/web-kit/require-user';

/** The teacher screens need the role Teacher; others are sent to /login. */
export function TeacherOnly({ children }: { children: ReactNode }) {
  return <RequireUser allow={(user) => user.role === 'Teacher'}>{children}</RequireUser>;
}
