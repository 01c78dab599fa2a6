import { emailGroupProblem, type EmailGroupView } from '@tp/contracts';
import { badRequest, conflict, notFound, withTransaction, type Pool, type Queryable } from '@tp/service-kit';
import { isUuid } from '@tp/contracts/uuid';
import { deleteGroup, findGroup, insertGroup, knownUserIds, listGroups, updateGroup } from '../data-access/group-repository';
import type { GroupRow } from './email-group';

export const GROUP_NOT_FOUND = 'This group no longer exists. Reload the groups and try again.';
export const USERS_UNKNOWN = 'Some of the chosen users no longer exist. Reload the users and choose again.';

export const isGroupId = (id: string) => isUuid(id);

export function toGroupView(row: GroupRow): EmailGroupView {
  return { _id: row.id, name: row.name, recipient: row.users.map((user) => user._id), users: row.users };
}

export async function groupViews(db: Queryable): Promise<EmailGroupView[]> {
  return (await listGroups(db)).map(toGroupView);
}

/**
 * The group form's rules (a name, at least one user), then: each user is one the service knows and not deleted
 * (so a group never holds an id that reaches nobody). Users are kept once each, in the order given.
 */
async function checkedGroup(db: Queryable, request: { name: string; users: string[] }) {
  const problem = emailGroupProblem(request);
  if (problem) throw badRequest(problem);
  const users = [...new Set(request.users)];
  const known = await knownUserIds(db, users);
  if (users.some((id) => !known.has(id))) throw badRequest(USERS_UNKNOWN);
  return { name: request.name.trim(), users };
}

/** Two groups with one name (whatever its case) cannot be told apart in the picker: the second is refused. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict(`A group named "${name}" already exists. Please choose another name.`);
    throw err;
  }
}

export async function addGroup(pool: Pool, request: { name: string; users: string[] }): Promise<EmailGroupView> {
  return withTransaction(pool, async (db) => {
    const group = await checkedGroup(db, request);
    const id = await uniqueName(group.name, () => insertGroup(db, group.name, group.users));
    return toGroupView((await findGroup(db, id))!);
  });
}

export async function editGroup(pool: Pool, request: { id: string; name: string; users: string[] }): Promise<EmailGroupView> {
  if (!isGroupId(request.id)) throw notFound(GROUP_NOT_FOUND);
  return withTransaction(pool, async (db) => {
    const group = await checkedGroup(db, request);
    if (!(await uniqueName(group.name, () => updateGroup(db, request.id, group.name, group.users)))) throw notFound(GROUP_NOT_FOUND);
    return toGroupView((await findGroup(db, request.id))!);
  });
}

export async function removeGroup(pool: Pool, id: string): Promise<void> {
  if (!isGroupId(id) || !(await deleteGroup(pool, id))) throw notFound(GROUP_NOT_FOUND);
}
