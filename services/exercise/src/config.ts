import { z } from 'zod';
import { baseConfigSchema } from '@tp/service-kit';
import { defaultUrl, serviceOf } from '@tp/service-registry';

export const exerciseConfigSchema = baseConfigSchema.extend({
  SERVICE_NAME: z.string().default('exercise'),
  PORT: z.coerce.number().int().min(0).default(serviceOf('exercise').port),
  /** Catalog answers /internal/classes/:id/publishing: a class's teacher, roster, homework and auto-publish. */
  CATALOG_URL: z.string().url().default(defaultUrl('catalog')),
  /** Question-bank answers /internal/homework/:id: the questions copied into exercises at publish. */
  QUESTION_BANK_URL: z.string().url().default(defaultUrl('question-bank')),
  /** Milliseconds before a call to catalog or question-bank is given up (the caller then gets a 503). */
  INTERNAL_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** How often the exam clock looks for exams past their end (plus the grace) to finish them. */
  EXAM_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  /** How often each open exam monitor reads its homework's rows (one indexed query per stream). */
  EXAM_MONITOR_POLL_MS: z.coerce.number().int().positive().default(1000),
  /** Longest quiet on a monitor stream before a keep-alive comment (under the proxies' 30 s idle timeout). */
  EXAM_MONITOR_KEEPALIVE_MS: z.coerce.number().int().positive().default(15_000),
  /** A monitor stream ends after this long; the page reconnects, and access is checked again. */
  EXAM_MONITOR_MAX_MS: z.coerce.number().int().positive().default(30 * 60_000),
});

export type ExerciseConfig = z.infer<typeof exerciseConfigSchema>;
