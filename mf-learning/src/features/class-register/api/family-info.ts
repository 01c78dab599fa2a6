import { userRecord, type UserRecord } from '@tp/contracts/users';
import { apiPost } from '@tp/web-kit/api-client';

/** POST /api/user/updateStudent {email, name}: the e-mail names the student, it is not changed. Answers the saved record. */
export async function updateStudent(body: { email: string; name: string }): Promise<UserRecord> {
  return userRecord.parse(await apiPost('/user/updateStudent', body));
}

/** POST /api/user/updateParent {email, name, phone}. Answers the saved record. */
export async function updateParent(body: { email: string; name: string; phone: string }): Promise<UserRecord> {
  return userRecord.parse(await apiPost('/user/updateParent', body));
}
