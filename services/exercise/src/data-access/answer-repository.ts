import type { Queryable } from '@tp/service-kit';
import type { AnswerRecord, AnswerWrite } from '../domain/exercise-records';
import { ANSWER_COLUMNS, toAnswerRecord } from './exercise-repository';

// The newest answer of each question of an exercise: what the student's writes store and the teacher marks.

export async function findAnswer(db: Queryable, exerciseId: string, questionId: string): Promise<AnswerRecord | undefined> {
  const { rows } = await db.query(`SELECT ${ANSWER_COLUMNS} FROM exercise_answers WHERE exercise_id = $1 AND question_id = $2`, [exerciseId, questionId]);
  return rows[0] && toAnswerRecord(rows[0]);
}

/**
 * A pending grading is taken up by the pending-grading pass this long after its save, unless graded by then (the
 * save's own grading normally takes milliseconds; this covers a process that stopped before it graded).
 */
export const PENDING_GRADING_RETRY_SECONDS = 30;

export const ANSWER_UPSERT = `INSERT INTO exercise_answers (exercise_id, question_id, answer, content, answered_at, seq, locked, auto_correct,
    auto_method, auto_corrected_at, is_correct, corrected_at, grading_due_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
    CASE WHEN $13::boolean THEN now() + interval '${PENDING_GRADING_RETRY_SECONDS} seconds' END)
  ON CONFLICT (exercise_id, question_id) DO UPDATE SET answer = EXCLUDED.answer, content = EXCLUDED.content,
    answered_at = EXCLUDED.answered_at, seq = EXCLUDED.seq, locked = EXCLUDED.locked, auto_correct = EXCLUDED.auto_correct,
    auto_method = EXCLUDED.auto_method, auto_corrected_at = EXCLUDED.auto_corrected_at, is_correct = EXCLUDED.is_correct,
    corrected_at = EXCLUDED.corrected_at,
    grading_due_at = EXCLUDED.grading_due_at`;

export const answerValues = (exerciseId: string, questionId: string, a: AnswerWrite) => [
  exerciseId, questionId, a.answer, a.content, a.answeredAt, a.seq, a.locked, a.autoCorrect, a.autoMethod, a.autoCorrectedAt,
  a.isCorrect, a.correctedAt, a.gradingPending,
];

/** Stores the newest answer of a question (inserted on its first write). */
export async function writeAnswer(db: Queryable, exerciseId: string, questionId: string, a: AnswerWrite): Promise<AnswerRecord> {
  const { rows } = await db.query(`${ANSWER_UPSERT} RETURNING ${ANSWER_COLUMNS}`, answerValues(exerciseId, questionId, a));
  return toAnswerRecord(rows[0]);
}

/**
 * Undo: every answer of the exercise not checked with Check Solution back to unanswered, verdicts and comments
 * included. A checked question keeps its answer, verdict and lock: its solution has been shown. The rows stay with
 * their sequence numbers, so a save sent before the undo and arriving after it still loses.
 */
export async function clearAnswers(db: Queryable, exerciseId: string): Promise<void> {
  await db.query(
    `UPDATE exercise_answers SET answer = '', content = '', answered_at = NULL, auto_correct = NULL, auto_method = NULL,
       auto_corrected_at = NULL, grading_due_at = NULL, is_correct = NULL, comments = '', corrected_at = NULL
     WHERE exercise_id = $1 AND NOT locked`,
    [exerciseId],
  );
}

/** The teacher's mark and comment; `isCorrect` undefined leaves the verdict as it is. */
export async function writeCorrection(
  db: Queryable,
  exerciseId: string,
  questionId: string,
  correction: { isCorrect?: boolean; comments: string; at: Date },
): Promise<AnswerRecord> {
  const { rows } = await db.query(
    `UPDATE exercise_answers SET comments = $3, corrected_at = $4,
       is_correct = CASE WHEN $5::boolean IS NULL THEN is_correct ELSE $5::boolean END
     WHERE exercise_id = $1 AND question_id = $2 RETURNING ${ANSWER_COLUMNS}`,
    [exerciseId, questionId, correction.comments, correction.at, correction.isCorrect ?? null],
  );
  return toAnswerRecord(rows[0]);
}
