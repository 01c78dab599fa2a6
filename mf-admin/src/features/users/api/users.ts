import { z } from 'zod';
import { ROLES } from '@tp/contracts/roles';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

const editableUser = z.looseObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  dependent: z.string(),
});
export type EditableUser = z.infer<typeof editableUser>;

/** A row of the user list: the editable fields and when the account was made. */
const listedUser = editableUser.extend({ createdAt: z.string() });
export type ListedUser = z.infer<typeof listedUser>;

/** GET /api/admin/getUsers?keyword (§7): users whose name or e-mail holds the keyword. */
export async function fetchUsers(keyword: string, signal?: AbortSignal): Promise<ListedUser[]> {
  return z.object({ list: z.array(listedUser) }).parse(await apiGet('/admin/getUsers', { keyword }, signal)).list;
}

/** POST /api/admin/createUser {name, email, password, role} (§7). */
export async function createUser(body: { name: string; email: string; password: string; role: string }): Promise<void> {
  await apiPost('/admin/createUser', body);
}

/** POST /api/admin/deleteUser {id} (§7). */
export async function deleteUser(id: string): Promise<void> {
  await apiPost('/admin/deleteUser', { id });
}

/** GET /api/admin/getUserById?id (§7): name, email, isAdmin, role, dependent. */
export async function fetchUser(id: string, signal?: AbortSignal): Promise<EditableUser> {
  return editableUser.parse(await apiGet('/admin/getUserById', { id }, signal));
}

/** POST /api/admin/updateUser {_id, name, email, isAdmin, password, role, dependent} (§7). */
export async function updateUser(body: { _id: string; name: string; email: string; isAdmin: boolean; role: string; dependent?: string; password?: string }): Promise<void> {
  await apiPost('/admin/updateUser', body);
}
