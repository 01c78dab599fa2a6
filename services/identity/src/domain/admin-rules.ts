import type { z } from 'zod';
import type { adminCreateUserRequest, adminUpdateUserRequest } from '@tp/contracts';
import { isEmail, parseDependents } from './email-address';
import { firstBroken, GRADE_RANGE_MESSAGE, gradeValue, isPhone, newPasswordProblem, PHONE_FORMAT_MESSAGE } from './field-rules';
import { isUuid } from '@tp/contracts/uuid';
import type { UserRow } from './user';

export type AdminCreateUser = z.infer<typeof adminCreateUserRequest>;
export type AdminUpdateUser = z.infer<typeof adminUpdateUserRequest>;

export function isUserId(value: string): boolean {
  return isUuid(value);
}

/** Admin create: e-mail required, then its format, then the rest (the password confirmation is the client's). */
export function createUserProblem(input: AdminCreateUser): string | undefined {
  return firstBroken([
    () => !input.email && 'Email is required',
    () => !isEmail(input.email) && 'Email address is invalid',
    () => !input.name && 'Name is required',
    () => !input.password && 'Password is required',
    () => newPasswordProblem(input.password),
  ]);
}

/** Admin edit: a parent's dependents must be e-mails (so must anyone's); phone and grade keep their formats. */
export function updateUserProblem(row: UserRow, input: AdminUpdateUser): string | undefined {
  const role = input.role ?? row.role;
  const phone = input.phone?.trim() ?? '';
  return firstBroken([
    () => input.dependent !== undefined && !parseDependents(input.dependent).allValid && 'Dependent email format error',
    () => input.email !== undefined && !input.email && 'Email is required',
    () => input.email !== undefined && !isEmail(input.email) && 'Email address is invalid',
    () => input.name !== undefined && !input.name && 'Name is required',
    () => !!input.password && newPasswordProblem(input.password),
    () => phone !== '' && !isPhone(phone) && PHONE_FORMAT_MESSAGE,
    () => role === 'Parent' && input.phone !== undefined && !phone && 'Phone is required',
    () => input.gradeInSchoolYear !== undefined && gradeValue(input.gradeInSchoolYear) === 'invalid' && GRADE_RANGE_MESSAGE,
  ]);
}

/** Changes that make the user's earlier tokens wrong: they are revoked, and the user signs in again. */
export function endsSessions(row: UserRow, input: AdminUpdateUser): boolean {
  return (
    !!input.password ||
    (input.email !== undefined && input.email !== row.email) ||
    (input.role !== undefined && input.role !== row.role) ||
    (input.isAdmin !== undefined && input.isAdmin !== row.is_admin)
  );
}
