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
  /** Exercise answers /internal/teachers/:id/students: who a teacher's correction e-mail may go to. */
  EXERCISE_URL: z.string().url().default('http://127.0.0.1:4105'),
  /** Milliseconds before a call to exercise is given up (the teacher then gets a 503). */
  INTERNAL_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
});

export type MailConfig = z.infer<typeof mailConfigSchema>;
