import { z } from 'zod';
import { apiPost } from '@tp/web-kit/api-client';
import type { FamilyMember } from '../utils/saved-member';

/** The user record identity answers with: what it saved. */
const savedMember = z.looseObject({ name: z.string(), email: z.string(), phone: z.string().nullable().optional() });

/** POST /api/user/updateStudent {email, name}: the e-mail names the student, it is not changed. */
export async function updateStudent(body: { email: string; name: string }): Promise<FamilyMember> {
  return savedMember.parse(await apiPost('/user/updateStudent', body));
}

/** POST /api/user/updateParent {email, name, phone}. */
export async function updateParent(body: { email: string; name: string; phone: string }): Promise<FamilyMember> {
  return savedMember.parse(await apiPost('/user/updateParent', body));
}
