import { userList, type UserListItem } from '@tp/contracts/users';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/admin/getUsers?keyword: the users the pickers list (all of them for an empty keyword). */
export async function fetchPickerUsers(keyword: string, signal?: AbortSignal): Promise<UserListItem[]> {
  return userList.parse(await apiGet('/admin/getUsers', { keyword }, signal)).list;
}
