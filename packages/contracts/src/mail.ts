import { z } from 'zod';
import { emailAddressSchema } from './email-address';

/** §3 Email status. */
export const EmailStatus = { Pending: 0, Sent: 1, Failed: 2, PartiallySuccessful: 3 } as const;
export type EmailStatusValue = (typeof EmailStatus)[keyof typeof EmailStatus];

/** Any service asks mail to send an e-mail by publishing this; mail records and sends it. */
export const mailRequestedPayload = z.object({
  kind: z.enum(['verification-code', 'reset-code', 'correction', 'announcement']),
  to: z.array(emailAddressSchema).min(1),
  subject: z.string().min(1),
  html: z.string(),
  text: z.string().optional(),
});
export type MailRequestedPayload = z.infer<typeof mailRequestedPayload>;
