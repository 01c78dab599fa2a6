import type { z } from 'zod';
import type { Role, updateUserProfileRequest } from '@tp/contracts';
import { isEmail, parseDependents } from './email-address';
import { firstBroken, GRADE_RANGE_MESSAGE, gradeValue, isPhone, newPasswordProblem, PHONE_FORMAT_MESSAGE } from './field-rules';
import type { UserRow } from './user';

export type ProfileUpdate = z.infer<typeof updateUserProfileRequest>;

export const ROLE_LOCKED_MESSAGE = 'contact admin to change your role';
export const EMAIL_LOCKED_MESSAGE = 'Students and parents cannot change their e-mail. Please contact admin to change it.';
export const NEW_EMAIL_CODE_MESSAGE = 'Code for the new e-mail is required';

/** A field left out of the request keeps its stored value. */
function effective(given: string | undefined, stored: string): string {
  return (given ?? stored).trim();
}

/**
 * Profile rules in the profile form's order (the password confirmation is the client's), then the phone and
 * grade formats.
 * `dependent` is the parent's list of children; other roles' links are set at sign-up or by an admin.
 */
export function profileProblem(row: UserRow, input: ProfileUpdate): string | undefined {
  const role: Role = row.role;
  const phone = effective(input.phone, row.phone);
  const grade = input.gradeInSchoolYear === undefined ? row.grade_in_school_year ?? undefined : gradeValue(input.gradeInSchoolYear);
  const newPassword = input.password ?? '';
  return firstBroken([
    () => role === 'Parent' && input.dependent !== undefined && !parseDependents(input.dependent).allValid && 'Dependent email format error',
    () => role === 'Parent' && !phone && 'Phone is required',
    () => role === 'Student' && !effective(input.school, row.school) && 'School is required',
    () => role === 'Student' && grade === undefined && 'Grade is required',
    () => newPassword !== '' && !input.currentPassword && 'Current password is required',
    () => (input.code === undefined || input.code === '') && 'Code is required',
    () => input.name !== undefined && !input.name && 'Name is required',
    () => phone !== '' && !isPhone(phone) && PHONE_FORMAT_MESSAGE,
    () => grade === 'invalid' && GRADE_RANGE_MESSAGE,
    () => newPassword !== '' && newPasswordProblem(newPassword),
    () => input.email !== undefined && input.email !== row.email && !isEmail(input.email) && 'Invalid email',
  ]);
}

/** Only an admin changes a role, and students and parents keep their e-mail. */
export function lockedFieldProblem(row: UserRow, input: ProfileUpdate): string | undefined {
  if (input.role && input.role.toLowerCase() !== row.role.toLowerCase()) return ROLE_LOCKED_MESSAGE;
  if (input.email !== undefined && input.email !== row.email && row.role !== 'Teacher') return EMAIL_LOCKED_MESSAGE;
  return undefined;
}
