import { useCallback } from 'react';
import type { Role } from '@tp/contracts/roles';
import { useAdminTexts } from './admin-texts';

const ROLE_KEYS = { Student: 'roleStudent', Parent: 'roleParent', Teacher: 'roleTeacher' } as const satisfies Record<Role, string>;

/** A role as the interface names it; the value sent stays the role itself. A role not known is shown as it came. */
export function useRoleLabel(): (role: string) => string {
  const t = useAdminTexts();
  return useCallback((role: string) => (Object.hasOwn(ROLE_KEYS, role) ? t(ROLE_KEYS[role as Role]) : role), [t]);
}
