import { z } from 'zod';

export const ROLES = ['Student', 'Parent', 'Teacher'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The spec's other spelling of a role: the parent role is also seen as 'parent'. No other casing is a role. */
const OTHER_SPELLINGS: Readonly<Record<string, Role>> = { parent: 'Parent' };

/** `value` with the parent role's other spelling made canonical; anything else as it came. */
export function canonicalRoleSpelling(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(OTHER_SPELLINGS, value) ? OTHER_SPELLINGS[value] : value;
}

/** Claims identity puts in every access token; every service reads the same shape. */
export interface TokenUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  isAdmin: boolean;
}
