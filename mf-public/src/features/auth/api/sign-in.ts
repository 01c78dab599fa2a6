import { z } from 'zod';
import { ROLES } from '@tp/contracts/roles';
import { apiGet, apiPost } from '@tp/web-kit/api-client';
import type { SessionUser } from '@tp/web-kit/session-store';

/** What sign-in answers (SPEC §3 user record + token); extra fields are kept as they come. */
const signedInUser = z.looseObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  token: z.string().min(1),
});

/** Checks the parts the session relies on, then keeps the record exactly as the server sent it. */
function toSessionUser(answer: unknown): SessionUser {
  signedInUser.parse(answer);
  return answer as SessionUser;
}

const publicConfig = z.object({ googleClientId: z.string().nullable() });
export type PublicConfig = z.infer<typeof publicConfig>;

/** POST /api/login/authUser {email, password} (SPEC §7). A 402 answer sends the browser to /verify (web-kit). */
export async function signInWithPassword(email: string, password: string): Promise<SessionUser> {
  return toSessionUser(await apiPost('/login/authUser', { email, password }));
}

/** POST /api/login/googleAuth {credential}: the Google ID token from the Google button. */
export async function signInWithGoogle(credential: string): Promise<SessionUser> {
  return toSessionUser(await apiPost('/login/googleAuth', { credential }));
}

/** GET /api/public/config: whether Google sign-in is on (a Google client id is configured). */
export async function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return publicConfig.parse(await apiGet('/public/config', undefined, signal));
}

/** POST /api/public/verifyEmail {email, code} (§7): the e-mailed code proves the address and signs the user in. */
export async function verifyEmailAndSignIn(email: string, code: number): Promise<SessionUser> {
  return toSessionUser(await apiPost('/public/verifyEmail', { email, code }));
}
