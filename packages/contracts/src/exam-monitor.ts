import { z } from 'zod';

// The teacher's live exam monitor (GET /teacher/getExamMonitor, the stream GET /teacher/examMonitorStream), extra
// time (POST /teacher/giveExtraTime) and the student's exam heartbeat (POST /user/examHeartbeat).

/** How often the student's exam screen tells the server it is open (and learns the exam's end, extra time included). */
export const EXAM_HEARTBEAT_MS = 10_000;
/** A student heard from (a save or a heartbeat) within this long is shown as connected: three heartbeats missed is not. */
export const EXAM_CONNECTED_WINDOW_MS = 30_000;
/** Extra time given at once, in minutes. */
export const EXTRA_TIME_MIN_MINUTES = 1;
export const EXTRA_TIME_MAX_MINUTES = 240;

export const EXAM_STATUSES = ['not-started', 'in-progress', 'finished'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

/** One student's exam as the monitor shows it; times by the server's clock. */
export const examMonitorRow = z.object({
  exerciseId: z.string(),
  student: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  status: z.enum(EXAM_STATUSES),
  answered: z.number().int(),
  total: z.number().int(),
  /** Minutes the exam lasts, before extra time. */
  examDuration: z.number().int(),
  /** Extra time given, in minutes in all. */
  extraMinutes: z.number().int(),
  startedAt: z.string().nullable(),
  /** The end by the server's clock, extra time included; null before the start. */
  endExamAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  finishedBy: z.enum(['student', 'clock']).nullable(),
  /** When an answer last reached the server. */
  lastSavedAt: z.string().nullable(),
  /** When the student's exam screen was last heard from (a write or its heartbeat). */
  lastSeenAt: z.string().nullable(),
  /** Heard from within EXAM_CONNECTED_WINDOW_MS, by the server's clock. */
  connected: z.boolean(),
});
export type ExamMonitorRow = z.infer<typeof examMonitorRow>;

/** Every student's exam of one homework of a class, by name, with the server's clock when it was read. */
export const examMonitorSnapshot = z.object({
  serverNow: z.string(),
  rows: z.array(examMonitorRow),
});
export type ExamMonitorSnapshot = z.infer<typeof examMonitorSnapshot>;

/** The stream's `change` event: the rows that changed (or appeared) and the exercises gone (unpublished) since the last one. */
export const examMonitorChange = z.object({
  serverNow: z.string(),
  rows: z.array(examMonitorRow),
  removed: z.array(z.string()),
});
export type ExamMonitorChange = z.infer<typeof examMonitorChange>;

export const giveExtraTimeRequest = z.object({
  exerciseId: z.string({ error: 'The exercise id (exerciseId) is required.' }).trim().min(1, 'The exercise id (exerciseId) is required.'),
  minutes: z
    .number({ error: 'Extra time (minutes) must be a whole number of minutes.' })
    .int('Extra time (minutes) must be a whole number of minutes.')
    .min(EXTRA_TIME_MIN_MINUTES, `Extra time is ${EXTRA_TIME_MIN_MINUTES} to ${EXTRA_TIME_MAX_MINUTES} minutes.`)
    .max(EXTRA_TIME_MAX_MINUTES, `Extra time is ${EXTRA_TIME_MIN_MINUTES} to ${EXTRA_TIME_MAX_MINUTES} minutes.`),
});
export type GiveExtraTimeRequest = z.infer<typeof giveExtraTimeRequest>;

/** The heartbeat's answer: the exam's clock by the server, so a student who is not saving still sees extra time. */
export const examClockResult = z.object({
  examRemainingTime: z.number().int().nullable(),
  endExamAt: z.string().nullable(),
  finished: z.boolean(),
});
export type ExamClockResult = z.infer<typeof examClockResult>;
