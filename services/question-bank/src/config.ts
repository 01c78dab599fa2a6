import { z } from 'zod';
import { baseConfigSchema } from '@tp/service-kit';

export const questionBankConfigSchema = baseConfigSchema.extend({
  SERVICE_NAME: z.string().default('question-bank'),
  PORT: z.coerce.number().int().min(0).default(4104),
  /** Catalog answers /internal/... calls (e.g. which teachers' libraries a student's classes include). */
  CATALOG_URL: z.string().url().default('http://127.0.0.1:4103'),
  /** Milliseconds before a catalog call is given up (the caller then gets a 503). */
  CATALOG_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** The spreadsheet import's worker thread: its heap in MB (a file needing more is refused as too large). */
  IMPORT_HEAP_MB: z.coerce.number().int().min(16).default(192),
  /** Milliseconds one file may take in that thread (past them it is refused as too large). */
  IMPORT_TIME_LIMIT_MS: z.coerce.number().int().positive().default(20_000),
  /** Files waiting for the thread at most; one more is asked to try again in a moment (503). */
  IMPORT_QUEUE: z.coerce.number().int().min(0).default(2),
});

export type QuestionBankConfig = z.infer<typeof questionBankConfigSchema>;
