import type { SignedInUser } from '@tp/contracts';
import { badRequest, emailNotVerified, notFound, withTransaction } from '@tp/service-kit';
import { findUserByEmail, updateUser } from '../data-access/user-repository';
import { isEmail } from './email-address';
import { requireCode, sendCodeUnlessRecent } from './email-codes';
import type { IdentityDeps } from './identity-deps';
import { toUserRecord } from './user-view';
import type { UserRow } from './user';

/** The user record the client keeps, with a fresh access token. */
export async function signedIn(deps: Pick<IdentityDeps, 'signer'>, row: UserRow): Promise<SignedInUser> {
  return { ...toUserRecord(row), token: await deps.signer.sign(row) };
}

export function requireEmail(email: string): void {
  if (!email) throw badRequest('Please enter email');
  if (!isEmail(email)) throw badRequest('Invalid email');
}

/**
 * Password sign-in. A wrong e-mail or password get the same answer. A right password on an address not yet
 * verified is refused with 402 and a code is e-mailed (the client goes to /verify).
 */
export async function signInWithPassword(deps: IdentityDeps, email: string, password: string): Promise<SignedInUser> {
  requireEmail(email);
  if (!password) throw badRequest('Please enter your password');
  const row = await findUserByEmail(deps.pool, email);
  const matches = await deps.passwords.verify(row?.password_hash, password);
  if (!row || !matches) throw badRequest('Invalid email or password');
  if (!row.email_verified) {
    const sent = await sendCodeUnlessRecent(deps, row.email, 'verify', row.interface_language);
    throw emailNotVerified(
      sent
        ? `Please verify your e-mail address: we sent a code to ${row.email}.`
        : `Please verify your e-mail address with the code we sent to ${row.email} a moment ago.`,
    );
  }
  return signedIn(deps, row);
}

/** /public/verifyEmail: the e-mailed code proves the address; the account is verified and signed in. */
export async function verifyEmailAndSignIn(deps: IdentityDeps, email: string, code: string | undefined): Promise<SignedInUser> {
  requireEmail(email);
  if (!code) throw badRequest('Code is required');
  await requireCode(deps.codes, email, code, { consume: false });
  const existing = await findUserByEmail(deps.pool, email);
  if (!existing) throw notFound('No account uses this e-mail. Please sign up first.');
  const row = await withTransaction(deps.pool, async (db) => {
    await requireCode(deps.codes, email, code, { consume: true });
    return (await updateUser(db, existing.id, { emailVerified: true }))!;
  });
  return signedIn(deps, row);
}

/** Google sign-in for an existing account; Google has verified the address, so ours is verified too. */
export async function signInWithGoogle(deps: IdentityDeps, credential: string): Promise<SignedInUser> {
  if (!deps.google) throw badRequest('Google sign-in is not configured on this platform. Please sign in with your e-mail and password.');
  const email = await deps.google.emailOf(credential);
  const row = await findUserByEmail(deps.pool, email);
  if (!row) throw notFound('No account for this Google e-mail. Please sign up first.');
  const verified = row.email_verified ? row : (await updateUser(deps.pool, row.id, { emailVerified: true }))!;
  return signedIn(deps, verified);
}
