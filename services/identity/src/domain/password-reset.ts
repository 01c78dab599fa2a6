import { badRequest, notFound, revokeUserTokensIssuedBefore, withTransaction } from '@tp/service-kit';
import { findUserByEmail, updateUser } from '../data-access/user-repository';
import { isEmail } from './email-address';
import { codeFromRequest, requireCode } from './email-codes';
import { newPasswordProblem } from './field-rules';
import type { IdentityDeps } from './identity-deps';

export interface ResetPasswordInput {
  email?: string;
  code?: number | string;
  password?: string;
}

/**
 * Reset, checked in this order: e-mail, code, then the new password. The code proves the address, so it also
 * counts as verified; every token issued before now stops working.
 */
export async function resetPassword(deps: IdentityDeps, input: ResetPasswordInput): Promise<void> {
  const email = input.email ?? '';
  const code = codeFromRequest(input.code);
  const password = input.password ?? '';
  if (!email) throw badRequest('Please enter email');
  if (!code) throw badRequest('Please enter code');
  if (!isEmail(email)) throw badRequest('Invalid email');
  if (!password) throw badRequest('Please enter a new password');
  const weak = newPasswordProblem(password);
  if (weak) throw badRequest(weak);

  await requireCode(deps.codes, email, code, { consume: false });
  const row = await findUserByEmail(deps.pool, email);
  if (!row) throw notFound('No account uses this e-mail. Please sign up first.');
  const passwordHash = await deps.passwords.hash(password);
  await withTransaction(deps.pool, async (db) => {
    await requireCode(deps.codes, email, code, { consume: true });
    await updateUser(db, row.id, { passwordHash, emailVerified: true });
  });
  await revokeUserTokensIssuedBefore(deps.redis, row.id, Date.now());
}
