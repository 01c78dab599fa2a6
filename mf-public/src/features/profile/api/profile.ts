import { signedInUser, userRecord, type SignedInUser, type UserRecord } from '@tp/contracts/users';
import { apiGet, request } from '@tp/web-kit/api-client';
import type { profileBody } from '../utils/profile-rules';

/** GET /api/user/getUserProfile: the signed-in user's own record. */
export async function fetchProfile(signal?: AbortSignal): Promise<UserRecord> {
  return userRecord.parse(await apiGet('/user/getUserProfile', undefined, signal));
}

/** POST /api/user/updateUserProfile: answers the stored user record with a fresh token, and a message. */
export async function updateProfile(body: ReturnType<typeof profileBody>): Promise<{ user: SignedInUser; msg: string }> {
  const { result, msg } = await request({ method: 'POST', path: '/user/updateUserProfile', body });
  return { user: signedInUser.parse(result), msg };
}
