import argon2 from 'argon2';
import type { PasswordHasher } from '../domain/password-hasher';

/** argon2id with OWASP's minimum (19 MiB, 2 passes): safe, and quick enough for a busy small server. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches. Without a stored hash (unknown e-mail) a dummy hash is checked anyway, so the
 * answer takes as long and does not tell which e-mails have accounts.
 */
async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-password-of-anyone');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

export const argon2Passwords: PasswordHasher = { hash: hashPassword, verify: verifyPassword };
