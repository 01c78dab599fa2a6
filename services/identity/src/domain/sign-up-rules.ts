import type { z } from 'zod';
import type { registerFamilyRequest } from '@tp/contracts';
import { isEmail } from './email-address';
import { firstBroken, GRADE_RANGE_MESSAGE, gradeValue, isPhone, newPasswordProblem, PHONE_FORMAT_MESSAGE } from './field-rules';

export type FamilySignUp = z.infer<typeof registerFamilyRequest>;

/**
 * Sign-up rules in the sign-up form's order (the password confirmations are checked by the client only), then the
 * phone, grade and password formats. A parent who already has an account proves it with the code, not a password.
 * Whether they have one is only looked up once the code is right; until then (`parentHasAccount` left out) the
 * parent's password rules wait, so their answer cannot tell who has an account.
 */
export function signUpProblem(input: FamilySignUp, parentHasAccount?: boolean): string | undefined {
  const { parent, student } = input;
  const grade = gradeValue(student.gradeInSchoolYear);
  return firstBroken([
    () => input.code === undefined || input.code === '' ? 'Code is required' : undefined,
    () => !parent.name && 'Parent Name is required',
    () => !parent.phone && 'Phone is required',
    () => parentHasAccount === false && !parent.password && 'Parent Password is required',
    () => !student.name && 'Student Name is required',
    () => !student.email && 'Student Email is required',
    () => (!isEmail(parent.email) || !isEmail(student.email)) && 'Invalid email',
    () => parent.email === student.email && 'Parent and Student email should be different',
    () => !student.school && 'School is required',
    () => grade === undefined && 'Grade is required',
    () => !student.password && 'Student Password is required',
    () => !isPhone(parent.phone) && PHONE_FORMAT_MESSAGE,
    () => grade === 'invalid' && GRADE_RANGE_MESSAGE,
    () => parentHasAccount === false && newPasswordProblem(parent.password),
    () => newPasswordProblem(student.password),
  ]);
}
