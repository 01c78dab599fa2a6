import type { Queryable } from '@tp/service-kit';
import { isUuid } from '@tp/contracts/uuid';
import type { ExerciseRecord, PendingGrading } from '../domain/exercise-records';
import { EXERCISE_COLUMNS, toExerciseRecord } from './exercise-repository';

const PENDING_COLUMNS = 'a.exercise_id, e.student_id, e.snapshot_id, a.question_id, a.answer';
const toPending = (row: Record<string, string>): PendingGrading => ({
  exerciseId: row.exercise_id, studentId: row.student_id, snapshotId: row.snapshot_id, questionId: row.question_id, answer: row.answer,
});

/**
 * Stores the machine's verdict on `answer` if it is still the stored answer of the question and still pending (a newer
 * answer, or an undo, meanwhile makes it moot). `announcementDue`: the exercise was finished while answers of it were
 * pending, and this may have been the last one.
 */
export async function storeVerdict(
  db: Queryable,
  target: { exerciseId: string; questionId: string; answer: string },
  verdict: { correct: boolean | null; method: string | null },
): Promise<{ stored: boolean; announcementDue: boolean }> {
  const { rows } = await db.query<{ announcement_due: boolean }>({
    name: 'answer-store-verdict',
    text: `UPDATE exercise_answers SET auto_correct = $4, auto_method = $5, grading_due_at = NULL,
       auto_corrected_at = CASE WHEN $4::boolean IS NULL THEN NULL ELSE now() END
     WHERE exercise_id = $1 AND question_id = $2 AND answer = $3 AND grading_due_at IS NOT NULL
     RETURNING (SELECT finish_announcement_due FROM exercises WHERE id = $1) AS announcement_due`,
    values: [target.exerciseId, target.questionId, target.answer, verdict.correct, verdict.method],
  });
  return { stored: rows.length > 0, announcementDue: rows[0]?.announcement_due ?? false };
}

/** The answer's grading is due now (its grader could not take it): the next pending pass takes it up. */
export async function gradingDueNow(db: Queryable, target: { exerciseId: string; questionId: string; answer: string }): Promise<void> {
  await db.query(
    'UPDATE exercise_answers SET grading_due_at = now() WHERE exercise_id = $1 AND question_id = $2 AND answer = $3 AND grading_due_at IS NOT NULL',
    [target.exerciseId, target.questionId, target.answer],
  );
}

/** The pending gradings of one of the student's exercises (none for anybody else's). */
export async function pendingGradingsOf(db: Queryable, exerciseId: string, studentId: string): Promise<PendingGrading[]> {
  if (!isUuid(exerciseId)) return [];
  const { rows } = await db.query(
    `SELECT ${PENDING_COLUMNS} FROM exercise_answers a JOIN exercises e ON e.id = a.exercise_id
     WHERE a.exercise_id = $1 AND e.student_id = $2 AND a.grading_due_at IS NOT NULL`,
    [exerciseId, studentId],
  );
  return rows.map(toPending);
}

/**
 * Up to `limit` pending gradings whose moment has come, oldest first, each put off by `retrySeconds` as it is taken
 * (so that another replica's pass, or the next one, leaves it alone meanwhile). Rows another transaction holds are
 * skipped.
 */
export async function claimDueGradings(db: Queryable, limit: number, retrySeconds: number): Promise<PendingGrading[]> {
  const { rows } = await db.query(
    `WITH due AS (
       SELECT exercise_id, question_id FROM exercise_answers
       WHERE grading_due_at <= now() ORDER BY grading_due_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE exercise_answers a SET grading_due_at = now() + make_interval(secs => $2)
     FROM due, exercises e
     WHERE a.exercise_id = due.exercise_id AND a.question_id = due.question_id AND e.id = a.exercise_id
     RETURNING ${PENDING_COLUMNS}`,
    [limit, retrySeconds],
  );
  return rows.map(toPending);
}

/** The exercise finished with answers still pending: it announces itself when they are graded. */
export async function markFinishAnnouncementDue(db: Queryable, exerciseId: string): Promise<void> {
  await db.query('UPDATE exercises SET finish_announcement_due = true WHERE id = $1', [exerciseId]);
}

/**
 * Takes the exercise's due finish announcement, if it has one and no answer of it is pending any more: the row is
 * locked for the caller's transaction, so only one caller takes it.
 */
export async function takeFinishAnnouncement(db: Queryable, exerciseId: string): Promise<ExerciseRecord | undefined> {
  const { rows } = await db.query(
    `UPDATE exercises e SET finish_announcement_due = false
     WHERE e.id = $1 AND e.finish_announcement_due
       AND NOT EXISTS (SELECT 1 FROM exercise_answers a WHERE a.exercise_id = e.id AND a.grading_due_at IS NOT NULL)
     RETURNING ${EXERCISE_COLUMNS}`,
    [exerciseId],
  );
  return rows[0] && toExerciseRecord(rows[0]);
}

/** Exercises owing their finish announcement with nothing pending any more (one was missed in a race): up to `limit`. */
export async function overdueAnnouncements(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT e.id FROM exercises e WHERE e.finish_announcement_due
       AND NOT EXISTS (SELECT 1 FROM exercise_answers a WHERE a.exercise_id = e.id AND a.grading_due_at IS NOT NULL)
     LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}
