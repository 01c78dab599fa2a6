import { isEmailAddress } from '@tp/contracts/email-address';
import { linkedEmails } from '@tp/contracts/family-links';
import type { ContactDetails } from '@tp/contracts/identity';
import type { Role } from '@tp/contracts/roles';

/** What the profile form holds (SPEC §7 updateUserProfile fields, plus the confirmation). */
export interface ProfileForm extends ContactDetails {
  name: string;
  email: string;
  role: Role;
  dependent: string;
  school: string;
  gradeInSchoolYear: number | null | undefined;
  currentPassword: string;
  password: string;
  confirm: string;
  code: string;
}

const blank = (value: string | undefined) => !value || !value.trim();

/** SPEC §5 profile rules in the spec's order; the first broken one is the message shown. */
export function profileProblem(form: ProfileForm): string | undefined {
  const rules: [broken: boolean, message: string][] = [
    [form.password !== form.confirm, 'Passwords do not match'],
    [form.role === 'Parent' && !linkedEmails(form.dependent).every(isEmailAddress), 'Dependent email format error'],
    [form.role === 'Parent' && blank(form.phone), 'Phone is required'],
    [form.role === 'Student' && blank(form.school), 'School is required'],
    [form.role === 'Student' && (form.gradeInSchoolYear === null || form.gradeInSchoolYear === undefined), 'Grade is required'],
    [!!form.password && !form.currentPassword, 'Current password is required'],
    [blank(form.code), 'Code is required'],
  ];
  return rules.find(([broken]) => broken)?.[1];
}

/** §6: students and parents keep their e-mail; teachers may change theirs. */
export function emailLocked(role: Role): boolean {
  return role === 'Student' || role === 'Parent';
}

/** The body of POST /api/user/updateUserProfile (§7): the e-mail lowercased, the code as a number. */
export function profileBody(id: string, form: ProfileForm) {
  const { confirm: _confirm, code, gradeInSchoolYear, dependent, school, password, currentPassword, ...fields } = form;
  return {
    ...fields,
    id,
    email: form.email.trim().toLowerCase(),
    code: Number(code.trim()),
    ...(password ? { password, currentPassword } : {}),
    ...(form.role === 'Parent' ? { dependent: linkedEmails(dependent).join(';') } : {}),
    ...(form.role === 'Student' ? { school, gradeInSchoolYear } : {}),
  };
}
