import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { baseConfigSchema } from '@tp/service-kit';

const repoUploads = fileURLToPath(new URL('../../../.var/uploads', import.meta.url));

export const catalogConfigSchema = baseConfigSchema.extend({
  SERVICE_NAME: z.string().default('catalog'),
  PORT: z.coerce.number().int().min(0).default(4103),
  /** Where uploaded files are kept (the disk FileStore); served back under /uploads/. */
  UPLOAD_DIR: z.string().min(1).default(repoUploads),
  /** Question-bank answers /internal/sources?ids=… (the sources a class form picked) and /internal/homework/:id. */
  QUESTION_BANK_URL: z.string().url().default('http://127.0.0.1:4104'),
  /** Milliseconds before a question-bank call is given up (the teacher then gets a 503). */
  QUESTION_BANK_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Exercise answers /internal/classes/:classId/students/:studentId/exercises (a class's content: each homework's state). */
  EXERCISE_URL: z.string().url().default('http://127.0.0.1:4105'),
  /** Milliseconds before an exercise call is given up (the student or parent then gets a 503). */
  EXERCISE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Seconds the public home lists stay cached in Redis; writes that change them invalidate sooner. */
  HOME_CACHE_SECONDS: z.coerce.number().int().positive().default(30),
  /** How often students whose last place giving practice access has expired are looked for (their sRegister ends). */
  PRACTICE_ACCESS_CHECK_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
});

export type CatalogConfig = z.infer<typeof catalogConfigSchema>;
