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
  /** Identity answers /internal/reminder-recipients: who has a reminder kind on, their address and unsubscribe link. */
  IDENTITY_URL: z.string().url().default(defaultUrl('identity')),
  /** The address people open the site at: reminder e-mails link to the homework there. */
  SITE_URL: z.string().url().default('http://localhost:8080'),
  /** How often reminders are looked for (homework due soon, overdue; the weekly digest); every replica scans. */
  REMINDER_SCAN_INTERVAL_MS: z.coerce.number().int().min(1000).default(5 * 60_000),
  /** "Due soon": unfinished homework due within this many hours. */
  REMINDER_DUE_SOON_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /** Homework overdue for longer than this many days is not reminded of (e.g. when reminders are first turned on). */
  REMINDER_OVERDUE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** The parents' weekly digest goes out from this ISO weekday (1 Monday … 7 Sunday) at this hour (UTC) on. */
  REMINDER_DIGEST_DAY: z.coerce.number().int().min(1).max(7).default(7),
  REMINDER_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(17),
  /** Milliseconds before a call to catalog or question-bank is given up (the caller then gets a 503). */
  INTERNAL_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** How often the exam clock looks for exams past their end (plus the grace) to finish them. */
  EXAM_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  /** How often an exam's monitor streams on a replica read its rows (one indexed query per exam, shared by its streams). */
  EXAM_MONITOR_POLL_MS: z.coerce.number().int().positive().default(1000),
  /** Longest quiet on a monitor stream before a keep-alive comment (under the proxies' 30 s idle timeout). */
  EXAM_MONITOR_KEEPALIVE_MS: z.coerce.number().int().positive().default(15_000),
  /** A monitor stream ends after this long; the page reconnects, and access is checked again. */
  EXAM_MONITOR_MAX_MS: z.coerce.number().int().positive().default(30 * 60_000),
  /** Monitor streams one user may hold open on a replica; one more is refused (429). */
  EXAM_MONITOR_MAX_STREAMS_PER_USER: z.coerce.number().int().positive().default(3),
  /** Monitor streams a replica holds open at most, whoever sends them (the gateway caps its own too); more: 503. */
  EXAM_MONITOR_MAX_STREAMS: z.coerce.number().int().positive().default(200),
  /** How often the tokens of open monitor streams are checked again (a signed-out or expired one ends its streams). */
  EXAM_MONITOR_TOKEN_CHECK_MS: z.coerce.number().int().positive().default(5000),
  /** A monitor stream whose client leaves more than this unread is ended (the page reconnects for a fresh snapshot). */
  EXAM_MONITOR_MAX_BUFFERED_BYTES: z.coerce.number().int().positive().default(256 * 1024),
  /**
   * The machine's grading runs in worker threads, never on the event loop nor inside a save's lock: how many threads
   * per process, how many gradings may wait for one, how long one may run before its thread is stopped (the answer is
   * then left to the teacher), each thread's heap, and how many of one student's gradings may run or wait at once.
   */
  GRADING_THREADS: z.coerce.number().int().min(1).max(16).default(2),
  GRADING_QUEUE: z.coerce.number().int().min(0).default(1000),
  GRADING_TIME_LIMIT_MS: z.coerce.number().int().positive().default(3000),
  GRADING_HEAP_MB: z.coerce.number().int().min(32).default(128),
  GRADING_PER_STUDENT: z.coerce.number().int().positive().default(4),
  /** How often answers whose grading is overdue (their process stopped, or its threads were full) are graded. */
  GRADING_PASS_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
});

export type ExerciseConfig = z.infer<typeof exerciseConfigSchema>;
