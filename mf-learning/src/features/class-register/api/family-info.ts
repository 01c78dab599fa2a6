import { apiPost } from '@tp/web-kit/api-client';

/** POST /api/user/updateStudent {email, name}: the e-mail names the student, it is not changed. */
export async function updateStudent(body: { email: string; name: string }): Promise<void> {
  await apiPost('/user/updateStudent', body);
}

/** POST /api/user/updateParent {email, name, phone}. */
export async function updateParent(body: { email: string; name: string; phone: string }): Promise<void> {
  await apiPost('/user/updateParent', body);
}
