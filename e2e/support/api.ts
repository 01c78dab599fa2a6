import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { apiClient } from '@tp/test-kit';

export const gateway = () => apiClient(inject('baseUrl'));

/** A unique e-mail for this test, so runs and tests never collide. */
export function uniqueEmail(label: string) {
  return `${label}-${randomBytes(4).toString('hex')}@e2e.test`;
}

export async function signIn(email: string, password: string) {
  const res = await gateway().post('/api/login/authUser', { email, password });
  if (res.body.code !== 200) throw new Error(`sign-in as ${email}: ${res.body.code} ${res.body.msg}`);
  return { user: res.body.result, api: apiClient(inject('baseUrl'), res.body.result.token) };
}

export async function signInAdmin() {
  const { email, password } = inject('admin');
  return signIn(email, password);
}
