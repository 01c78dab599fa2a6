import type { TokenUser, UserRecord } from '@tp/contracts';
import { badRequest, conflict, forbidden, notFound, revokeUserTokensIssuedBefore, withTransaction } from '@tp/service-kit';
import { deleteUserRow, findUserByEmail, findUserById, findUsersLinkedTo, insertUser, updateUser } from '../data-access/user-repository';
import { joinDependents, parseDependents, withDependent, withoutDependent } from './email-address';
import { createUserProblem, endsSessions, isUserId, updateUserProblem, type AdminCreateUser, type AdminUpdateUser } from './admin-rules';
import { gradeValue } from './field-rules';
import type { IdentityDeps } from './identity-deps';
import { announceDeletion, announceUser, isDuplicateEmail } from './user-events';
import { toUserRecord } from './user-view';
import type { UserPatch, UserRow } from './user';

const EMAIL_TAKEN = 'A user with this e-mail already exists.';

export async function findUserOrFail(deps: IdentityDeps, id: string): Promise<UserRow> {
  if (!isUserId(id)) throw badRequest('The user id is not valid.');
  const row = await findUserById(deps.pool, id);
  if (!row) throw notFound('No user found with this id. It may have been deleted.');
  return row;
}

/** Admin-created accounts are verified: the admin vouches for the address. */
export async function createUser(deps: IdentityDeps, input: AdminCreateUser): Promise<UserRecord> {
  const problem = createUserProblem(input);
  if (problem) throw badRequest(problem);
  if (await findUserByEmail(deps.pool, input.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await deps.passwords.hash(input.password);
  const row = await withTransaction(deps.pool, async (db) => {
    const created = await insertUser(db, { name: input.name, email: input.email, passwordHash, role: input.role, emailVerified: true });
    await announceUser(db, 'user.registered', created);
    return created;
  }).catch((err: unknown) => {
    if (isDuplicateEmail(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  });
  return toUserRecord(row);
}

/**
 * Admin edit (only an admin sets role and isAdmin). An admin cannot take away their own admin rights, so the
 * platform always keeps one. A new e-mail is carried into the family members' lists; a new password, e-mail, role
 * or admin flag ends the user's earlier sessions.
 */
export async function updateUserAsAdmin(deps: IdentityDeps, admin: TokenUser, input: AdminUpdateUser): Promise<UserRecord> {
  const row = await findUserOrFail(deps, input._id);
  const problem = updateUserProblem(row, input);
  if (problem) throw badRequest(problem);
  if (row.id === admin.id && input.isAdmin === false) throw forbidden('You cannot remove your own administrator rights. Ask another administrator.');
  const newEmail = input.email !== undefined && input.email !== row.email ? input.email : undefined;
  if (newEmail && (await findUserByEmail(deps.pool, newEmail))) throw conflict(EMAIL_TAKEN);
  const patch = await adminPatch(deps, row, input);
  const updated = await withTransaction(deps.pool, async (db) => {
    const changed = (await updateUser(db, row.id, { ...patch, email: newEmail }))!;
    await announceUser(db, 'user.updated', changed);
    if (newEmail) {
      for (const member of await findUsersLinkedTo(db, row.email)) {
        const relinked = (await updateUser(db, member.id, { dependent: withDependent(withoutDependent(member.dependent, row.email), newEmail) }))!;
        await announceUser(db, 'user.updated', relinked);
      }
    }
    return changed;
  }).catch((err: unknown) => {
    if (isDuplicateEmail(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  });
  if (endsSessions(row, input)) await revokeUserTokensIssuedBefore(deps.redis, row.id, Date.now());
  return toUserRecord(updated);
}

async function adminPatch(deps: IdentityDeps, row: UserRow, input: AdminUpdateUser): Promise<UserPatch> {
  const trimmed = (value: string | undefined) => (value === undefined ? undefined : value.trim());
  const grade = gradeValue(input.gradeInSchoolYear);
  const gradeChanged = input.gradeInSchoolYear !== undefined && grade !== 'invalid' && (grade ?? null) !== row.grade_in_school_year;
  return {
    name: input.name,
    role: input.role,
    isAdmin: input.isAdmin,
    dependent: input.dependent === undefined ? undefined : joinDependents(parseDependents(input.dependent).emails),
    phone: trimmed(input.phone),
    address: trimmed(input.address),
    city: trimmed(input.city),
    state: trimmed(input.state),
    country: trimmed(input.country),
    zip: trimmed(input.zip),
    school: trimmed(input.school),
    gradeInSchoolYear: gradeChanged ? ((grade as number | undefined) ?? null) : undefined,
    gradeInSchoolYearAt: gradeChanged ? (grade === undefined ? null : new Date()) : undefined,
    sRegister: input.sRegister,
    passwordHash: input.password ? await deps.passwords.hash(input.password) : undefined,
  };
}

/** Deletes the account, ends its sessions and takes its e-mail out of its family members' lists. */
export async function deleteUserAsAdmin(deps: IdentityDeps, admin: TokenUser, id: string): Promise<void> {
  if (!isUserId(id)) throw badRequest('The user id is not valid.');
  if (id === admin.id) throw forbidden('You cannot delete your own account. Ask another administrator.');
  await withTransaction(deps.pool, async (db) => {
    const row = await deleteUserRow(db, id);
    if (!row) throw notFound('No user found with this id. It may have been deleted already.');
    for (const member of await findUsersLinkedTo(db, row.email)) {
      const unlinked = (await updateUser(db, member.id, { dependent: withoutDependent(member.dependent, row.email) }))!;
      await announceUser(db, 'user.updated', unlinked);
    }
    await announceDeletion(db, row);
  });
  await revokeUserTokensIssuedBefore(deps.redis, id, Date.now());
}
