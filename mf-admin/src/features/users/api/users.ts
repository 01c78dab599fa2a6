import { userList, userRecord, type UserListItem, type UserRecord } from '@tp/contracts/users';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** GET /api/admin/getUsers?keyword: users whose name or e-mail holds the keyword. */
export async function fetchUsers(keyword: string, signal?: AbortSignal): Promise<UserListItem[]> {
  return userList.parse(await apiGet('/admin/getUsers', { keyword }, signal)).list;
}

/** POST /api/admin/createUser {name, email, password, role}. */
export async function createUser(body: { name: string; email: string; password: string; role: string }): Promise<void> {
  await apiPost('/admin/createUser', body);
}

/** POST /api/admin/deleteUser {id}. */
export async function deleteUser(id: string): Promise<void> {
  await apiPost('/admin/deleteUser', { id });
}

/** GET /api/admin/getUserById?id: the user record; the form edits name, email, isAdmin, role, dependent. */
export async function fetchUser(id: string, signal?: AbortSignal): Promise<UserRecord> {
  return userRecord.parse(await apiGet('/admin/getUserById', { id }, signal));
}

/** POST /api/admin/updateUser {_id, name, email, isAdmin, password, role, dependent}. */
export async function updateUser(body: { _id: string; name: string; email: string; isAdmin: boolean; role: string; dependent?: string; password?: string }): Promise<void> {
  await apiPost('/admin/updateUser', body);
}
