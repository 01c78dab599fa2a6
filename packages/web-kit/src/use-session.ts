import { useSyncExternalStore } from 'react';
import {
  getPendingVerification,
  getUser,
  PENDING_VERIFICATION_KEY,
  subscribe,
  USER_STORAGE_KEY,
  type PendingVerification,
  type SessionUser,
} from '@tp/web-kit/session-store';

function cachedReader<T>(key: string, read: () => T): () => T {
  let raw: string | null | undefined;
  let value: T;
  return () => {
    const now = localStorage.getItem(key);
    if (now !== raw) {
      raw = now;
      value = read();
    }
    return value;
  };
}

const readUser = cachedReader(USER_STORAGE_KEY, getUser);
const readPending = cachedReader(PENDING_VERIFICATION_KEY, getPendingVerification);

/** The signed-in user (null when signed out), re-rendering on every change from any remote or tab. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, readUser, () => null);
}

/** The pending e-mail verification (set by a 402 answer), or null. */
export function usePendingVerification(): PendingVerification | null {
  return useSyncExternalStore(subscribe, readPending, () => null);
}
