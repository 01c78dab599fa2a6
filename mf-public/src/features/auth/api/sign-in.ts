import { publicConfig, signedInUser, type PublicConfig, type SignedInUser } from '@tp/contracts/users';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** POST /api/login/authUser {email, password}. A 402 answer sends the browser to /verify (web-kit). */
export async function signInWithPassword(email: string, password: string): Promise<SignedInUser> {
  return signedInUser.parse(await apiPost('/login/authUser', { email, password }));
}

/** POST /api/login/googleAuth {credential}: the Google ID token from the Google button. */
export async function signInWithGoogle(credential: string): Promise<SignedInUser> {
  return signedInUser.parse(await apiPost('/login/googleAuth', { credential }));
}

/** GET /api/public/config: whether Google sign-in is on (a Google client id is configured). */
export async function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return publicConfig.parse(await apiGet('/public/config', undefined, signal));
}

/** POST /api/public/verifyEmail {email, code}: the e-mailed code proves the address and signs the user in. */
export async function verifyEmailAndSignIn(email: string, code: number): Promise<SignedInUser> {
  return signedInUser.parse(await apiPost('/public/verifyEmail', { email, code }));
}
