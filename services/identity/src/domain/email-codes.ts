import { randomInt } from 'node:crypto';
import type { Language } from '@tp/contracts';
import { addToOutbox, badRequest, tooManyRequests, withTransaction, type Pool } from '@tp/service-kit';
import { findUserByEmail } from '../data-access/user-repository';
import { codeEmail, type CodePurpose } from './code-email';
import type { CodeStore } from './code-store';

export interface CodeDeps {
  codes: CodeStore;
  pool: Pool;
  codeTtlSeconds: number;
}

/** Six random digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes travel as numbers, which drops leading zeros: put them back. Undefined when none was given. */
export function codeFromRequest(code: number | string | undefined): string | undefined {
  if (code === undefined || code === '') return undefined;
  const digits = String(code);
  return digits.length < 6 ? digits.padStart(6, '0') : digits;
}

/**
 * Sends a new code to `email`: at most one per resend lock (60 s) unless the last one was used. The e-mail is
 * an outbox event, so it goes out once the mail service gets it, even if the broker is down right now. It is written
 * in the language of the account at that address, or, for an address without one (a sign-up, a new e-mail on a
 * profile), in `requestLanguage`: the language the person asking sees the site in.
 */
export async function sendCode(deps: CodeDeps, email: string, purpose: CodePurpose, requestLanguage: Language): Promise<void> {
  const lock = await deps.codes.lock(email);
  if (!lock.locked) throw tooManyRequests(`A code was sent to this e-mail a moment ago. Please wait ${lock.waitSeconds} seconds before asking for another.`);
  const code = newCode();
  try {
    const language = (await findUserByEmail(deps.pool, email))?.interface_language ?? requestLanguage;
    await deps.codes.save(email, code);
    await withTransaction(deps.pool, (db) => addToOutbox(db, 'mail.requested', codeEmail(email, code, purpose, deps.codeTtlSeconds, language)));
  } catch (err) {
    await deps.codes.unlock(email).catch(() => undefined);
    throw err;
  }
}

/** Like sendCode, but quietly does nothing when a code went out less than the resend lock ago (it still works). */
export async function sendCodeUnlessRecent(deps: CodeDeps, email: string, purpose: CodePurpose, requestLanguage: Language): Promise<boolean> {
  try {
    await sendCode(deps, email, purpose, requestLanguage);
    return true;
  } catch (err) {
    if ((err as { status?: number }).status === 429) return false;
    throw err;
  }
}

/**
 * Checks the code sent to `email`, refusing with a sentence that says what to do. With `consume` a right code is
 * used up (single use). A wrong code counts as a try; after too many the code stops working.
 */
export async function requireCode(codes: CodeStore, email: string, code: string, { consume }: { consume: boolean }): Promise<void> {
  const check = await codes.check(email, code, { consume });
  switch (check.outcome) {
    case 'ok':
      return;
    case 'wrong':
      throw badRequest(`The code is not correct. ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`);
    case 'void':
      throw badRequest('This code was tried too many times and no longer works. Please ask for a new code.');
    case 'used':
      throw badRequest('This code was already used. Please ask for a new code.');
    case 'missing':
      throw badRequest('There is no valid code for this e-mail: it has expired or was never sent. Please ask for a new code.');
  }
}
