import { request } from '@tp/web-kit/api-client';

/** POST /api/login/resetPassword {email, code (number), password}; resolves to the server's message. */
export async function resetPassword(email: string, code: number, password: string): Promise<string> {
  return (await request({ method: 'POST', path: '/login/resetPassword', body: { email, code, password } })).msg;
}
