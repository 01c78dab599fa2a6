import { z } from 'zod';

export const ROLES = ['Student', 'Parent', 'Teacher'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Claims identity puts in every access token; every service reads the same shape. */
export interface TokenUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  isAdmin: boolean;
}
