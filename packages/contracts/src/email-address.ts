import { z } from 'zod';

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The platform's one rule for an e-mail address, used where addresses are accepted (identity) and where they are
 * sent to (the mail.requested contract), so nothing accepted at sign-up is refused when the code is e-mailed.
 * zod's pattern: an ASCII local part without leading, trailing or double dots; a domain of letters, digits and
 * hyphens ending in a top-level domain of two or more letters. Stricter than RFC 5322 on purpose: it refuses what
 * SMTP peers commonly refuse (`a@b.c`, `ü@example.de`, `a..b@x.co`, `x@mail_server.com`).
 */
export const emailAddressSchema = z.string().max(EMAIL_MAX_LENGTH).email();

export function isEmailAddress(value: string): boolean {
  return emailAddressSchema.safeParse(value).success;
}
