import { isEmailAddress } from '@tp/contracts/email-address';

export interface NewUserForm {
  name: string;
  email: string;
  role: string;
  password: string;
  confirm: string;
}

export interface UserEditForm {
  name: string;
  email: string;
  role: string;
  isAdmin: boolean;
  dependent: string;
  password: string;
  confirm: string;
}

/** Admin create user, in order: e-mail required, its format, passwords match; the first broken rule is shown. */
export function newUserProblem({ email, password, confirm }: NewUserForm): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!isEmailAddress(email.trim())) return 'Email address is invalid';
  if (password !== confirm) return 'Passwords do not match';
  return undefined;
}

/** A parent's children as typed: 'a@x.com; b@x.com', empty entries ignored. */
export function dependentEmails(dependent: string): string[] {
  return dependent.split(';').map((entry) => entry.trim()).filter(Boolean);
}

/** Admin edit user: a parent's dependent e-mails must be e-mails; password and confirmation match. */
export function userEditProblem({ role, dependent, password, confirm }: UserEditForm): string | undefined {
  if (role === 'Parent' && !dependentEmails(dependent).every(isEmailAddress)) return 'Dependent email format error';
  if (password !== confirm) return 'Passwords do not match';
  return undefined;
}

/**
 * The `dependent` to send on an admin edit, or undefined to leave it as it is. A parent's list is their children.
 * A user who stops being a parent loses that list (identity stores what is sent, '' clears it). A student's own
 * `dependent` names their parent and the form does not show it, so it is kept while the role stays.
 */
export function dependentToSend(previousRole: string, { role, dependent }: Pick<UserEditForm, 'role' | 'dependent'>): string | undefined {
  if (role === 'Parent') return dependentEmails(dependent).map((email) => email.toLowerCase()).join(';');
  return role === previousRole ? undefined : '';
}
