import type { Queryable } from '@tp/service-kit';
import type { ExerciseRecord, MonitorRecord } from '../domain/exercise-records';
import { EXERCISE_COLUMNS, toExerciseRecord } from './exercise-repository';

interface MonitorRow {
  id: string;
  student_id: string;
  student_name: string;
  student_email: string;
  question_count: number;
  exam_duration: number;
  extra_minutes: number;
  started_at: Date | null;
  end_exam_at: Date | null;
  finished_at: Date | null;
  finished_by: 'student' | 'clock' | null;
  last_saved_at: Date | null;
  last_seen_at: Date | null;
  answered: number;
}

const toMonitorRecord = (row: MonitorRow): MonitorRecord => ({
  id: row.id,
  studentId: row.student_id,
  studentName: row.student_name,
  studentEmail: row.student_email,
  questionCount: row.question_count,
  examDuration: row.exam_duration,
  extraMinutes: row.extra_minutes,
  startedAt: row.started_at,
  endExamAt: row.end_exam_at,
  finishedAt: row.finished_at,
  finishedBy: row.finished_by,
  lastSavedAt: row.last_saved_at,
  lastSeenAt: row.last_seen_at,
  answered: row.answered,
});

const MONITOR_COLUMNS = `e.id, e.student_id, e.student_name, e.student_email, e.question_count, e.exam_duration, e.extra_minutes,
  e.started_at, e.end_exam_at, e.finished_at, e.finished_by, e.last_saved_at, e.last_seen_at,
  (SELECT count(*)::int FROM exercise_answers a WHERE a.exercise_id = e.id AND a.answer <> '') AS answered`;

/**
 * Every live exercise of a homework in a class, by student name, with its answered count and the database's clock:
 * one query on the exercises_live index (and the answers' primary key), whatever replica handled the students.
 */
export async function monitorRecords(db: Queryable, classId: string, homeworkId: string): Promise<{ now: Date; records: MonitorRecord[] }> {
  const { rows } = await db.query<MonitorRow & { db_now: Date }>(
    `SELECT now() AS db_now, ${MONITOR_COLUMNS}
     FROM exercises e WHERE e.class_id = $1 AND e.homework_id = $2 AND e.retired_at IS NULL
     ORDER BY e.student_name, e.student_id`,
    [classId, homeworkId],
  );
  const now = rows[0]?.db_now ?? (await db.query<{ now: Date }>('SELECT now() AS now')).rows[0].now;
  return { now, records: rows.map(toMonitorRecord) };
}

/** One exercise as the monitor reads it (after extra time was given). */
export async function monitorRecord(db: Queryable, exerciseId: string): Promise<MonitorRecord> {
  const { rows } = await db.query<MonitorRow>(`SELECT ${MONITOR_COLUMNS} FROM exercises e WHERE e.id = $1`, [exerciseId]);
  return toMonitorRecord(rows[0]);
}

/**
 * The student's exam screen says it is open: noted by the database's clock; the exercise (its end included) and
 * that clock, or undefined when it is not a live exercise of this student.
 */
export async function noteHeartbeat(db: Queryable, exerciseId: string, studentId: string): Promise<{ exercise: ExerciseRecord; now: Date } | undefined> {
  const { rows } = await db.query(
    `UPDATE exercises e SET last_seen_at = now() WHERE e.id = $1 AND e.student_id = $2 AND e.retired_at IS NULL
     RETURNING ${EXERCISE_COLUMNS}, now() AS db_now`,
    [exerciseId, studentId],
  );
  return rows[0] && { exercise: toExerciseRecord(rows[0]), now: rows[0].db_now as Date };
}

/**
 * Extra time: recorded (how much, by whom, when) and added to the exercise, whose end moves with it once started
 * (before the start it is taken at the start). Run in the caller's transaction, holding the exercise's lock.
 */
export async function writeExtraTime(db: Queryable, exerciseId: string, minutes: number, grantedBy: string, at: Date): Promise<void> {
  await db.query('INSERT INTO exam_extensions (exercise_id, minutes, granted_by, granted_at) VALUES ($1, $2, $3, $4)', [exerciseId, minutes, grantedBy, at]);
  await db.query(
    `UPDATE exercises SET extra_minutes = extra_minutes + $2, end_exam_at = end_exam_at + make_interval(mins => $2) WHERE id = $1`,
    [exerciseId, minutes],
  );
}
