import type { TokenUser, UserRecord } from '@tp/contracts';
import { badRequest, forbidden, notFound, withTransaction } from '@tp/service-kit';
import { findUserByEmail, updateUser } from '../data-access/user-repository';
import { hasDependent } from './email-address';
import { isPhone, PHONE_FORMAT_MESSAGE } from './field-rules';
import type { IdentityDeps } from './identity-deps';
import { ownRecord } from './profile-update';
import { announceUser } from './user-events';
import { toUserRecord } from './user-view';

export interface FamilyMemberEdit {
  email: string;
  name: string;
  phone?: string;
}

/**
 * /user/updateStudent and /user/updateParent (the class register screen's info cards): a family member edits the
 * name (and a parent's phone) of themselves or of a linked member. Linked means the edited account lists the
 * caller in its own `dependent`, so nobody gains rights over an account by adding its e-mail to their own list.
 * The e-mail identifies the account and is never changed here (students and parents may not change theirs).
 */
export async function editFamilyMember(deps: IdentityDeps, caller: TokenUser, role: 'Student' | 'Parent', edit: FamilyMemberEdit): Promise<UserRecord> {
  const me = await ownRecord(deps, caller);
  const target = await findUserByEmail(deps.pool, edit.email);
  if (!target || target.role !== role) throw notFound(role === 'Student' ? 'No student found with this e-mail.' : 'No parent found with this e-mail.');
  if (target.id !== me.id && !hasDependent(target.dependent, me.email)) throw forbidden('You can only edit your own details or those of your linked family members.');
  let phone: string | undefined;
  if (role === 'Parent' && edit.phone !== undefined) {
    phone = edit.phone.trim();
    if (!phone) throw badRequest('Phone is required');
    if (!isPhone(phone)) throw badRequest(PHONE_FORMAT_MESSAGE);
  }
  const updated = await withTransaction(deps.pool, async (db) => {
    const changed = (await updateUser(db, target.id, { name: edit.name, phone }))!;
    await announceUser(db, 'user.updated', changed);
    return changed;
  });
  return toUserRecord(updated);
}
