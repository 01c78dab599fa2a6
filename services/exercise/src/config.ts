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
});

export type ExerciseConfig = z.infer<typeof exerciseConfigSchema>;
