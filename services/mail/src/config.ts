import { z } from 'zod';
import { baseConfigSchema } from '@tp/service-kit';

export const mailConfigSchema = baseConfigSchema.extend({
  SERVICE_NAME: z.string().default('mail'),
  PORT: z.coerce.number().int().min(0).default(4102),
  /** Where e-mail goes; unset in local runs, where messages are written to the log instead. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Tutoring Platform <no-reply@tutor.local>'),
  /** Milliseconds between two passes of the sender over pending e-mails. */
  MAIL_SEND_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** SMTP connections kept open at once, per replica. */
  MAIL_POOL_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(3),
  /** Messages sent a second at most, per replica (0: no limit but the connections). */
  MAIL_RATE_PER_SECOND: z.coerce.number().int().min(0).default(10),
  /** Milliseconds an admin's small send may hold its request for the final status (larger sends answer at once). */
  MAIL_SEND_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
  /** The address people open the site at (https://tutor.example.com): uploaded images in e-mails point there. */
  SITE_URL: z.string().url().optional(),
  /** Identity answers /internal/users: the users announced before mail kept its copy of them. */
  IDENTITY_URL: z.string().url().default('http://127.0.0.1:4101'),
  /** Exercise answers /internal/teachers/:id/students: who a teacher's correction e-mail may go to. */
  EXERCISE_URL: z.string().url().default('http://127.0.0.1:4105'),
  /** Milliseconds before a call to exercise is given up (the teacher then gets a 503). */
  INTERNAL_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Correction e-mails one teacher may send in any minute, and in any hour (every replica counts together). */
  CORRECTION_EMAILS_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  CORRECTION_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(30),
});

export type MailConfig = z.infer<typeof mailConfigSchema>;
