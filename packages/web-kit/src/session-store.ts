import type { SignedInUser } from '@tp/contracts/users';

/** The signed-in user record with its token, kept in local storage. The editor's uploads read it too. */
export const USER_STORAGE_KEY = 'userInfo';
/** Set by a 402 answer: the e-mail still needs verifying; holds `{ email }` when it is known. */
export const PENDING_VERIFICATION_KEY = 'pendingVerification';
/**
 * Fired on window whenever the session changes. Local storage is the one source of truth and every change is
 * announced on window, so even a second copy of web-kit (a remote running alone) stays in sync.
 */
export const SESSION_EVENT = 'tp:session-changed';

export type SessionUser = SignedInUser;

export interface PendingVerification {
  email?: string;
}

function readJson<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function announce() {
  window.dispatchEvent(new CustomEvent(SESSION_EVENT));
}

/** The stored user, or null when signed out (or when what is stored is not a user record). */
export function getUser(): SessionUser | null {
  const user = readJson<SessionUser>(USER_STORAGE_KEY);
  return user && typeof user === 'object' && typeof user.token === 'string' ? user : null;
}

export function getToken(): string | undefined {
  return getUser()?.token;
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  announce();
}

export function clearUser(): void {
  if (localStorage.getItem(USER_STORAGE_KEY) === null) return;
  localStorage.removeItem(USER_STORAGE_KEY);
  announce();
}

export function getPendingVerification(): PendingVerification | null {
  return readJson<PendingVerification>(PENDING_VERIFICATION_KEY);
}

export function setPendingVerification(pending: PendingVerification): void {
  localStorage.setItem(PENDING_VERIFICATION_KEY, JSON.stringify(pending));
  announce();
}

export function clearPendingVerification(): void {
  if (localStorage.getItem(PENDING_VERIFICATION_KEY) === null) return;
  localStorage.removeItem(PENDING_VERIFICATION_KEY);
  announce();
}

/** Calls `listener` after every session change, in this page (any copy of web-kit) or in another tab. */
export function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY || event.key === PENDING_VERIFICATION_KEY) listener();
  };
  window.addEventListener(SESSION_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
