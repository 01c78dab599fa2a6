import { apiGet, apiPost } from '@tp/web-kit/api-client';
import { navigate } from '@tp/web-kit/navigate';
import { clearPendingVerification, clearUser, getToken, getUser, storeUser, type SessionUser } from '@tp/web-kit/session-store';

/** Signing in stores the user record (with its token and role) and marks the session signed in. */
export function login(user: SessionUser): void {
  clearPendingVerification();
  storeUser(user);
}

/** Ends the session on the server (the token is revoked), clears it here, and goes to /login. */
export async function logout(): Promise<void> {
  clearPendingVerification();
  if (getToken()) await apiPost('/user/logout').catch(() => undefined);
  clearUser();
  navigate('/login');
}

/**
 * At start the stored session is refreshed from the server. A token the server refuses ends the session
 * through the client's 401 rule; a network failure keeps what is stored.
 */
export async function refreshSession(): Promise<SessionUser | null> {
  const token = getToken();
  if (!token) return null;
  try {
    const fresh = await apiGet<SessionUser>('/user/getUserInfo');
    if (getToken() !== token) return getUser();
    storeUser({ ...fresh, token: fresh.token || token });
    return getUser();
  } catch {
    return getUser();
  }
}
