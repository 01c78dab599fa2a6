import { createHmac, timingSafeEqual } from 'node:crypto';
import { reminderKinds, type ReminderKind } from '@tp/contracts';
import type { UnsubscribeTokens } from '../domain/reminder-settings';

const TOKEN_PATTERN = new RegExp(`^([0-9a-f-]{36})\\.(${reminderKinds.join('|')})\\.([A-Za-z0-9_-]{43})$`);

/**
 * The tokens of one-click unsubscribe links: `<user id>.<kind>.<HMAC of both>`, signed with a key of their own derived
 * from the deployment's INTERNAL_SECRET (so a token can never stand for an internal call's). A token names one user and
 * one kind: changing either breaks the signature. They do not expire: an old e-mail's link keeps working.
 * Without a secret nothing is signed and no token is valid.
 */
export function unsubscribeTokens(secret: string | undefined): UnsubscribeTokens {
  const key = secret ? createHmac('sha256', secret).update('unsubscribe-links').digest() : undefined;
  const signatureOf = (key: Buffer, userId: string, kind: ReminderKind) => createHmac('sha256', key).update(`${userId}\n${kind}`).digest('base64url');
  return {
    sign(userId, kind) {
      if (!key) return undefined;
      return `${userId}.${kind}.${signatureOf(key, userId, kind)}`;
    },
    verify(token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!key || !match) return undefined;
      const [, userId, kind] = match as unknown as [string, string, ReminderKind, string];
      const expected = Buffer.from(signatureOf(key, userId, kind));
      const given = Buffer.from(match[3]);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : undefined;
    },
  };
}
