import type { ExamMonitorRow, ExamMonitorSnapshot, TokenUser } from '@tp/contracts';
import { badRequest, conflict, notFound, withTransaction, type Pool } from '@tp/service-kit';
import { isUuid } from '@tp/contracts/uuid';
import { databaseNow } from '../data-access/database-clock';
import { monitorRecord, monitorRecords, noteHeartbeat, writeExtraTime } from '../data-access/exam-monitor-repository';
import { findExercise } from '../data-access/exercise-repository';
import { toMonitorRow } from './exam-monitor-rows';
import { managesClass } from './exercise-access';
import type { ExerciseRecord } from './exercise-records';

// The teacher's live view of an exam: each student's exam state, derived from PostgreSQL alone (any replica may have
// handled the student's saves), and extra time for one student.

export const EXTRA_TIME_EXAMS_ONLY_MESSAGE = 'Extra time is for exams only.';
export const EXTRA_TIME_ENDED_MESSAGE = "This student's exam has ended; extra time can only be given before its end.";

/**
 * The monitor's rows of a homework of a class, now. Who may read them is checked once when the monitor is opened
 * (`classToManage`: the class's teacher by catalog, or an administrator; 403 for anyone else).
 */
export async function examMonitorSnapshot(pool: Pool, classId: string, homeworkId: string): Promise<ExamMonitorSnapshot> {
  const { now, records } = await monitorRecords(pool, classId, homeworkId);
  return { serverNow: now.toISOString(), rows: records.map((record) => toMonitorRow(record, now)) };
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
