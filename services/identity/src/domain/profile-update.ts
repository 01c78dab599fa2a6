import type { SignedInUser, TokenUser } from '@tp/contracts';
import { AppError, badRequest, conflict, forbidden, revokeUserTokensIssuedBefore, unauthorized, withTransaction } from '@tp/service-kit';
import { findUserByEmail, findUserById, updateUser } from '../data-access/user-repository';
import { joinDependents, parseDependents } from './email-address';
import { codeFromRequest, requireCode } from './email-codes';
import { gradeValue } from './field-rules';
import type { IdentityDeps } from './identity-deps';
import { lockedFieldProblem, NEW_EMAIL_CODE_MESSAGE, profileProblem, type ProfileUpdate } from './profile-rules';
import { signedIn } from './sign-in';
import { announceUser, isDuplicateEmail } from './user-events';
import type { UserPatch, UserRow } from './user';

/** The signed-in user's own record; a token that outlived its account is refused. */
export async function ownRecord(deps: IdentityDeps, caller: TokenUser): Promise<UserRow> {
  const row = await findUserById(deps.pool, caller.id);
  if (!row) throw unauthorized('Your account no longer exists. Please sign in again.');
  return row;
}

/**
 * /user/updateUserProfile: the profile rules in order, the locked role and e-mail, the current password for a new
 * one, and the code e-mailed to the user's own address. A new e-mail also needs the code e-mailed to it: the user
 * must own the address they will sign in with (and a stolen session alone cannot move the account to another
 * address). A new password or e-mail ends every earlier session; the answer carries a fresh token either way, since
 * the client stores the result as its user record.
 */
export async function updateOwnProfile(deps: IdentityDeps, caller: TokenUser, input: ProfileUpdate): Promise<SignedInUser> {
  const row = await ownRecord(deps, caller);
  if (input.id !== undefined && input.id !== '' && input.id !== row.id) throw forbidden('You can only update your own profile.');
  const problem = profileProblem(row, input);
  if (problem) throw badRequest(problem);
  const locked = lockedFieldProblem(row, input);
  if (locked) throw forbidden(locked);
  const newEmail = input.email !== undefined && input.email !== row.email ? input.email : undefined;
  const newEmailCode = newEmail ? codeFromRequest(input.newEmailCode) : undefined;
  if (newEmail && !newEmailCode) throw badRequest(NEW_EMAIL_CODE_MESSAGE);
  const newPassword = input.password ? input.password : undefined;
  if (newPassword && !(await deps.passwords.verify(row.password_hash, input.currentPassword ?? ''))) throw badRequest('Current password is not correct');
  const code = codeFromRequest(input.code)!;
  await requireCode(deps.codes, row.email, code, { consume: false });
  if (newEmail) await requireNewEmailCode(deps, newEmail, newEmailCode!, { consume: false });
  // Only someone who proved the address learns that another account holds it.
  if (newEmail && (await findUserByEmail(deps.pool, newEmail))) throw conflict('Another account already uses this e-mail.');

  const patch = await profilePatch(deps, row, input, newPassword);
  const updated = await withTransaction(deps.pool, async (db) => {
    await requireCode(deps.codes, row.email, code, { consume: true });
    if (newEmail) await requireNewEmailCode(deps, newEmail, newEmailCode!, { consume: true });
    const changed = (await updateUser(db, row.id, { ...patch, email: newEmail }))!;
    await announceUser(db, 'user.updated', changed);
    return changed;
  }).catch((err: unknown) => {
    if (isDuplicateEmail(err)) throw conflict('Another account already uses this e-mail.');
    throw err;
  });
  if (newPassword || newEmail) await revokeUserTokensIssuedBefore(deps.redis, row.id, Date.now());
  return signedIn(deps, updated);
}

/** The new address's code, its refusals saying which of the two codes they are about. */
async function requireNewEmailCode(deps: IdentityDeps, email: string, code: string, options: { consume: boolean }): Promise<void> {
  try {
    await requireCode(deps.codes, email, code, options);
  } catch (err) {
    if (err instanceof AppError && err.status === 400) throw badRequest(`New e-mail: ${err.message}`);
    throw err;
  }
}

async function profilePatch(deps: IdentityDeps, row: UserRow, input: ProfileUpdate, newPassword: string | undefined): Promise<UserPatch> {
  const trimmed = (value: string | undefined) => (value === undefined ? undefined : value.trim());
  const patch: UserPatch = {
    name: trimmed(input.name),
    phone: trimmed(input.phone),
    address: trimmed(input.address),
    city: trimmed(input.city),
    state: trimmed(input.state),
    country: trimmed(input.country),
    zip: trimmed(input.zip),
  };
  if (row.role === 'Parent' && input.dependent !== undefined) patch.dependent = joinDependents(parseDependents(input.dependent).emails);
  if (row.role === 'Student') {
    patch.school = trimmed(input.school);
    const grade = gradeValue(input.gradeInSchoolYear);
    if (typeof grade === 'number' && grade !== row.grade_in_school_year) {
      patch.gradeInSchoolYear = grade;
      patch.gradeInSchoolYearAt = new Date();
    }
  }
  if (newPassword) patch.passwordHash = await deps.passwords.hash(newPassword);
  return patch;
}
