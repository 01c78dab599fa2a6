import { emailGroupList, emailGroupView, type EmailGroupView } from '@tp/contracts/admin-emails';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** GET /api/admin/getGroupEmails: every group, by name, with its users. */
export async function fetchGroups(signal?: AbortSignal): Promise<EmailGroupView[]> {
  return emailGroupList.parse(await apiGet('/admin/getGroupEmails', undefined, signal)).list;
}

/** POST /api/admin/addGroupEmail {name, users (user ids)}. */
export async function addGroup(name: string, users: string[]): Promise<EmailGroupView> {
  return emailGroupView.parse(await apiPost('/admin/addGroupEmail', { name, users }));
}

/** POST /api/admin/editGroupEmail {id, name, users}. */
export async function editGroup(id: string, name: string, users: string[]): Promise<EmailGroupView> {
  return emailGroupView.parse(await apiPost('/admin/editGroupEmail', { id, name, users }));
}

/** POST /api/admin/deleteGroupEmail {id}. */
export async function deleteGroup(id: string): Promise<void> {
  await apiPost('/admin/deleteGroupEmail', { id });
}
