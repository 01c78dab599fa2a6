import { parentPrefill, type ParentPrefill } from '@tp/contracts/users';
import { apiPost, request } from '@tp/web-kit/api-client';
import type { registerFamilyBody } from '../utils/sign-up-rules';

/**
 * POST /api/login/validateEmailByCode {email, code}: checks the parent's code; when the e-mail is an existing
 * parent's, their contact details come back (null for a new parent).
 */
export async function validateParentCode(email: string, code: number): Promise<ParentPrefill | null> {
  return parentPrefill.nullable().parse((await apiPost('/login/validateEmailByCode', { email, code })) ?? null);
}

/** POST /api/login/registerFamily {parent, student, code}; resolves to the server's message. */
export async function registerFamily(body: ReturnType<typeof registerFamilyBody>): Promise<string> {
  return (await request({ method: 'POST', path: '/login/registerFamily', body })).msg;
}
