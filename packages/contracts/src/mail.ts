import { z } from 'zod';
import { emailAddressSchema } from './email-address';

/** An e-mail's status: Pending until no recipient is waiting, then Sent, Failed or Partially successful. */
export const EmailStatus = { Pending: 0, Sent: 1, Failed: 2, PartiallySuccessful: 3 } as const;
export type EmailStatusValue = (typeof EmailStatus)[keyof typeof EmailStatus];

/**
 * Who an e-mail comes from: `admin` for those an admin sends, the only ones the admin e-mail list shows; `system`
 * for the platform's own (codes, notices), which can carry secrets such as a live code. Left out, it is `system`.
 */
export const mailOrigin = z.enum(['admin', 'system']);
export type MailOrigin = z.infer<typeof mailOrigin>;

/** What an e-mail is: reminders are the platform's own too, but wait behind everything else (a code is awaited). */
export const mailKind = z.enum(['verification-code', 'reset-code', 'correction', 'announcement', 'reminder-due-soon', 'reminder-overdue', 'weekly-digest']);
export type MailKind = z.infer<typeof mailKind>;

/** Any service asks mail to send an e-mail by publishing this; mail records and sends it. */
export const mailRequestedPayload = z.object({
  kind: mailKind,
  origin: mailOrigin.default('system'),
  to: z.array(emailAddressSchema).min(1),
  subject: z.string().min(1),
  html: z.string(),
  text: z.string().optional(),
  /** Reminders only: the signed one-click unsubscribe link, sent as List-Unsubscribe (RFC 8058). */
  unsubscribeUrl: z.string().url().max(2000).optional(),
});
export type MailRequestedPayload = z.infer<typeof mailRequestedPayload>;
