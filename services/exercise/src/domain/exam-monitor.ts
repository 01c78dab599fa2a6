import { EXAM_CONNECTED_WINDOW_MS, type ExamMonitorRow, type ExamMonitorSnapshot, type ExamStatus, type TokenUser } from '@tp/contracts';
import { badRequest, conflict, notFound, withTransaction, type Pool } from '@tp/service-kit';
import { databaseNow } from '../data-access/answer-repository';
import { monitorRecord, monitorRecords, noteHeartbeat, writeExtraTime, type MonitorRecord } from '../data-access/exam-monitor-repository';
import { findExercise, type ExerciseRecord } from '../data-access/exercise-repository';
import { isUuid } from '@tp/contracts/uuid';
import { managesClass } from './exercise-access';

// The teacher's live view of an exam: each student's exam state, derived from PostgreSQL alone (any replica may have
// handled the student's saves), and extra time for one student.

export const EXTRA_TIME_EXAMS_ONLY_MESSAGE = 'Extra time is for exams only.';
export const EXTRA_TIME_ENDED_MESSAGE = "This student's exam has ended; extra time can only be given before its end.";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function statusOf(record: Pick<MonitorRecord, 'startedAt' | 'finishedAt'>): ExamStatus {
  if (record.finishedAt) return 'finished';
  return record.startedAt ? 'in-progress' : 'not-started';
}

/** One student's row; connected: heard from (a write or a heartbeat) within EXAM_CONNECTED_WINDOW_MS of `now`. */
export function toMonitorRow(record: MonitorRecord, now: Date): ExamMonitorRow {
  return {
    exerciseId: record.id,
    student: { _id: record.studentId, name: record.studentName, email: record.studentEmail },
    status: statusOf(record),
    answered: record.answered,
    total: record.questionCount,
    examDuration: record.examDuration,
    extraMinutes: record.extraMinutes,
    startedAt: iso(record.startedAt),
    endExamAt: iso(record.endExamAt),
    finishedAt: iso(record.finishedAt),
    finishedBy: record.finishedBy,
    lastSavedAt: iso(record.lastSavedAt),
    lastSeenAt: iso(record.lastSeenAt),
    connected: record.lastSeenAt !== null && now.getTime() - record.lastSeenAt.getTime() <= EXAM_CONNECTED_WINDOW_MS,
  };
}

/**
 * The monitor's rows of a homework of a class, now. Who may read them is checked once when the monitor is opened
 * (`classToManage`: the class's teacher by catalog, or an administrator; 403 for anyone else).
 */
export async function examMonitorSnapshot(pool: Pool, classId: string, homeworkId: string): Promise<ExamMonitorSnapshot> {
  const { now, records } = await monitorRecords(pool, classId, homeworkId);
  return { serverNow: now.toISOString(), rows: records.map((record) => toMonitorRow(record, now)) };
}

/**
 * Rows that differ from what was last sent (`sent`: exercise id → the row as sent), and exercise ids no longer
 * there; `sent` is brought up to date.
 */
export function monitorChanges(sent: Map<string, string>, rows: readonly ExamMonitorRow[]): { rows: ExamMonitorRow[]; removed: string[] } {
  const changed = rows.filter((row) => sent.get(row.exerciseId) !== JSON.stringify(row));
  const present = new Set(rows.map((row) => row.exerciseId));
  const removed = [...sent.keys()].filter((id) => !present.has(id));
  for (const id of removed) sent.delete(id);
  for (const row of changed) sent.set(row.exerciseId, JSON.stringify(row));
  return { rows: changed, removed };
}

/**
 * Extra time for one student's exam, started or not, before its end: recorded with who gave it and when, in one
 * transaction holding the exercise's lock (a save or the exam clock waits for it, then sees the new end). Only the
 * class's teacher at publish and administrators may; to anyone else the exercise does not exist.
 */
export async function giveExtraTime(pool: Pool, caller: TokenUser, request: { exerciseId: string; minutes: number }): Promise<ExamMonitorRow> {
  return withTransaction(pool, async (tx) => {
    const exercise: ExerciseRecord | undefined = await findExercise(tx, request.exerciseId, { forUpdate: true });
    if (!exercise || !managesClass(caller, exercise.teacherId)) throw notFound('Exercise not found');
    if (!exercise.isExam) throw badRequest(EXTRA_TIME_EXAMS_ONLY_MESSAGE);
    const now = await databaseNow(tx);
    const ended = exercise.finishedAt !== null || (exercise.endExamAt !== null && exercise.endExamAt.getTime() <= now.getTime());
    if (ended) throw conflict(EXTRA_TIME_ENDED_MESSAGE);
    await writeExtraTime(tx, exercise.id, request.minutes, caller.id, now);
    return toMonitorRow(await monitorRecord(tx, exercise.id), now);
  });
}

/** The student's exam screen is open: noted, and the exam's clock by the server answered (extra time included). */
export async function examHeartbeat(pool: Pool, caller: TokenUser, exerciseId: string): Promise<{ exercise: ExerciseRecord; now: Date }> {
  const seen = isUuid(exerciseId) ? await noteHeartbeat(pool, exerciseId, caller.id) : undefined;
  if (!seen) throw notFound('Exercise not found');
  return seen;
}
