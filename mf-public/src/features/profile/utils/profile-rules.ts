import { isEmailAddress } from '@tp/contracts/email-address';
import { linkedEmails } from '@tp/contracts/family-links';
import type { ContactDetails } from '@tp/contracts/users';
import type { Role } from '@tp/contracts/roles';

/** What the profile form holds (the updateUserProfile fields, plus the confirmation). */
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
  /** The code e-mailed to a new address, which proves it is the user's. */
  newEmailCode: string;
}

const blank = (value: string | undefined) => !value || !value.trim();

/** The rule's message, as identity also answers it (not one of the specification's: the page translates it). */
export const NEW_EMAIL_CODE_MESSAGE = 'Code for the new e-mail is required';

/** The e-mail as it will be saved, when it is a new one (a blank field is left to the server's 'Invalid email'). */
export function changedEmail(typed: string | undefined, storedEmail: string): string | undefined {
  const email = (typed ?? '').trim().toLowerCase();
  return email && email !== storedEmail.toLowerCase() ? email : undefined;
}

/**
 * Profile rules, checked in the order below; the first broken one is the message shown. A new e-mail also needs
 * the code sent to it.
 */
export function profileProblem(form: ProfileForm, storedEmail: string): string | undefined {
  const rules: [broken: boolean, message: string][] = [
    [form.password !== form.confirm, 'Passwords do not match'],
    [form.role === 'Parent' && !linkedEmails(form.dependent).every(isEmailAddress), 'Dependent email format error'],
    [form.role === 'Parent' && blank(form.phone), 'Phone is required'],
    [form.role === 'Student' && blank(form.school), 'School is required'],
    [form.role === 'Student' && (form.gradeInSchoolYear === null || form.gradeInSchoolYear === undefined), 'Grade is required'],
    [!!form.password && !form.currentPassword, 'Current password is required'],
    [blank(form.code), 'Code is required'],
    [changedEmail(form.email, storedEmail) !== undefined && blank(form.newEmailCode), NEW_EMAIL_CODE_MESSAGE],
  ];
  return rules.find(([broken]) => broken)?.[1];
}

/** Students and parents keep their e-mail; teachers may change theirs. */
export function emailLocked(role: Role): boolean {
  return role === 'Student' || role === 'Parent';
}

/**
 * The body of POST /api/user/updateUserProfile: the e-mail lowercased, the code as a number, and the new
 * address's code when the e-mail changes.
 */
export function profileBody(id: string, form: ProfileForm, storedEmail: string) {
  const { confirm: _confirm, code, newEmailCode, gradeInSchoolYear, dependent, school, password, currentPassword, ...fields } = form;
  return {
    ...fields,
    id,
    email: form.email.trim().toLowerCase(),
    code: Number(code.trim()),
    ...(changedEmail(form.email, storedEmail) ? { newEmailCode: Number(newEmailCode.trim()) } : {}),
    ...(password ? { password, currentPassword } : {}),
    ...(form.role === 'Parent' ? { dependent: linkedEmails(dependent).join(';') } : {}),
    ...(form.role === 'Student' ? { school, gradeInSchoolYear } : {}),
  };
}
