import type { Queryable } from '@tp/service-kit';
import type { ExerciseRecord } from '../domain/exercise-records';
import { EXERCISE_COLUMNS, toExerciseRecord } from './exercise-repository';

/**
 * Up to `limit` live exams whose end plus `graceMs` has passed by the database's clock and that nobody finished,
 * locked for the caller's transaction; rows another replica holds are skipped (it is finishing them).
 */
export async function claimExamsPastGrace(db: Queryable, graceMs: number, limit: number): Promise<ExerciseRecord[]> {
  const { rows } = await db.query(
    `SELECT ${EXERCISE_COLUMNS} FROM exercises e
     WHERE e.finished_at IS NULL AND e.end_exam_at IS NOT NULL AND e.retired_at IS NULL
       AND e.end_exam_at + make_interval(secs => $1::double precision / 1000) < now()
     ORDER BY e.end_exam_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [graceMs, limit],
  );
  return rows.map(toExerciseRecord);
}
