import type { Queryable } from '@tp/service-kit';
import type { ExerciseRecord } from '../domain/exercise-records';
import { isUuid } from '@tp/contracts/uuid';
import { EXERCISE_COLUMNS, toExerciseRecord } from './exercise-repository';

// An exercise's state as its writes move it: locked for a write, finished, its correction done.

/**
 * A student's write begins: the live exercise locked for the caller's transaction (writes to one exercise queue up
 * here), with PostgreSQL's `now()`, in one round trip. The same statement notes the student was heard from (and, for
 * a write that carries an answer, that they saved) for the teacher's exam monitor. Undefined when there is no such
 * live exercise (a refused write rolls the note back with everything else).
 */
export async function lockForWrite(db: Queryable, exerciseId: string, { saved }: { saved: boolean }): Promise<{ exercise: ExerciseRecord; now: Date } | undefined> {
  if (!isUuid(exerciseId)) return undefined;
  const { rows } = await db.query({
    name: saved ? 'exercise-lock-for-save' : 'exercise-lock-for-write',
    text: `UPDATE exercises e SET last_seen_at = now()${saved ? ', last_saved_at = now()' : ''} WHERE e.id = $1 AND e.retired_at IS NULL
     RETURNING ${EXERCISE_COLUMNS}, now() AS now`,
    values: [exerciseId],
  });
  return rows[0] && { exercise: toExerciseRecord(rows[0]), now: rows[0].now as Date };
}

export async function writeFinished(db: Queryable, exerciseId: string, by: 'student' | 'clock', at: Date): Promise<void> {
  await db.query('UPDATE exercises SET finished_at = $3, finished_by = $2 WHERE id = $1 AND finished_at IS NULL', [exerciseId, by, at]);
}

export async function writeCorrectionDone(db: Queryable, exerciseId: string, at: Date): Promise<void> {
  await db.query("UPDATE exercises SET correction_status = '1', correction_done_at = $2 WHERE id = $1", [exerciseId, at]);
}
