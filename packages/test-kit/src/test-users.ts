import { randomUUID } from 'node:crypto';
import type { Role, UserChangedPayload } from '@tp/contracts';

/** A user as identity announces them: a random id, a name and address no other test uses; `overrides` set the rest. */
export function newUser(role: Role = 'Student', overrides: Partial<UserChangedPayload> = {}): UserChangedPayload {
  const suffix = randomUUID().slice(0, 8);
  return { id: randomUUID(), name: `${role} ${suffix}`, email: `${role.toLowerCase()}-${suffix}@example.test`, role, isAdmin: false, dependent: '', phone: '', ...overrides };
}

/** A name no other test uses. */
export const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
