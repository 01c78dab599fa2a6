export interface ResetForm {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

/** Reset-password rules in order (e-mail, code, matching passwords); the first broken one is shown. */
export function resetProblem({ email, code, password, confirm }: ResetForm): string | undefined {
  if (!email.trim()) return 'Please enter email';
  if (!code.trim()) return 'Please enter code';
  if (password !== confirm) return 'Passwords do not match';
  return undefined;
}
