import { z } from 'zod';
import { ROLES } from '@tp/contracts/roles';
import { apiGet, request } from '@tp/web-kit/api-client';
import type { SessionUser } from '@tp/web-kit/session-store';
import type { profileBody } from '../utils/profile-rules';

const profile = z.looseObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  dependent: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip: z.string(),
  school: z.string(),
  currentGrade: z.number().nullable(),
});
export type Profile = z.infer<typeof profile>;

/** GET /api/user/getUserProfile (§7): the signed-in user's own record. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return profile.parse(await apiGet('/user/getUserProfile', undefined, signal));
}

/** POST /api/user/updateUserProfile (§7): answers the stored user record with a fresh token, and a message. */
export async function updateProfile(body: ReturnType<typeof profileBody>): Promise<{ user: SessionUser; msg: string }> {
  const { result, msg } = await request<SessionUser>({ method: 'POST', path: '/user/updateUserProfile', body });
  z.looseObject({ _id: z.string(), token: z.string().min(1) }).parse(result);
  return { user: result, msg };
}
