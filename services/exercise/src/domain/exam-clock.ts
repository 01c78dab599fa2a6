import { EXAM_ENDED_MESSAGE, EXAM_GRACE_MS } from '@tp/contracts';
import type { ExerciseRecord } from './exercise-records';

// The exam clock's decisions, pure: `now` is always PostgreSQL's `now()` of the write's transaction (the moment the
// server began handling it), never the client's clock nor the service's, so every replica decides alike.

export const START_FIRST_MESSAGE = 'Start the exam first.';
export const LATE_SAVE_MESSAGE = 'The exam has ended; this answer came after the end and was not saved.';
export const NOT_AN_EXAM_MESSAGE = 'This homework is not an exam; it needs no start.';

type ExamState = Pick<ExerciseRecord, 'isExam' | 'dueDate' | 'startedAt' | 'endExamAt' | 'finishedAt' | 'examDuration' | 'extraMinutes'>;

export type StartDecision =
  | { kind: 'start'; endExamAt: Date }
  | { kind: 'running'; endExamAt: Date }
  | { kind: 'refused'; status: 400 | 409; message: string };

/**
 * May the exam start now? The first start fixes the end (now + duration + any extra time given before it); a later
 * start answers the same end while it has not passed. The due date is the last moment to start: a started exam then
 * runs its whole duration.
 */
export function decideStart(exam: ExamState, now: Date): StartDecision {
  if (!exam.isExam) return { kind: 'refused', status: 400, message: NOT_AN_EXAM_MESSAGE };
  if (exam.finishedAt) return { kind: 'refused', status: 409, message: EXAM_ENDED_MESSAGE };
  if (exam.endExamAt) {
    return exam.endExamAt.getTime() > now.getTime()
      ? { kind: 'running', endExamAt: exam.endExamAt }
      : { kind: 'refused', status: 409, message: EXAM_ENDED_MESSAGE };
  }
  if (exam.dueDate && exam.dueDate.getTime() <= now.getTime()) return { kind: 'refused', status: 409, message: EXAM_ENDED_MESSAGE };
  return { kind: 'start', endExamAt: new Date(now.getTime() + (exam.examDuration + exam.extraMinutes) * 60_000) };
}

export type WriteTiming = { kind: 'in-time' } | { kind: 'not-started' } | { kind: 'too-late' };

/**
 * Is a student's write in time? Homework always is (its due date only marks it overdue). An exam takes writes once
 * started and until its end plus EXAM_GRACE_MS: a save sent just before the end may still be on its way.
 */
export function writeTiming(exam: Pick<ExamState, 'isExam' | 'endExamAt'>, now: Date): WriteTiming {
  if (!exam.isExam) return { kind: 'in-time' };
  if (!exam.endExamAt) return { kind: 'not-started' };
  return isPastGrace(exam.endExamAt, now) ? { kind: 'too-late' } : { kind: 'in-time' };
}

/** The exam's end plus the grace has passed: the clock finishes it. */
export const isPastGrace = (endExamAt: Date, now: Date): boolean => now.getTime() > endExamAt.getTime() + EXAM_GRACE_MS;
