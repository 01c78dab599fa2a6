import { familyLinkSql, type Queryable } from '@tp/service-kit';
import {
  ANSWER_COLUMNS, EXERCISE_COLUMNS, toAnswerRecord, toExerciseRecord, type AnswerRecord, type ExerciseRecord,
} from './exercise-repository';
import { isUuid } from '@tp/contracts/uuid';

/** PostgreSQL's `now()`: the start of the caller's transaction, the one clock every exam decision reads. */
export async function databaseNow(db: Queryable): Promise<Date> {
  const { rows } = await db.query<{ now: Date }>('SELECT now() AS now');
  return rows[0].now;
}

export type HistoryKind = 'save' | 'content' | 'submit' | 'finish' | 'undo' | 'start';

export interface HistoryEntry {
  exerciseId: string;
  questionId?: string | null;
  kind: HistoryKind;
  opId?: string | null;
  seq?: number | null;
  answer?: string | null;
  content?: string | null;
  applied: boolean;
  /** The first answer to this write, sent again when its operation id comes back. */
  reply: unknown;
  receivedAt: Date;
}

const HISTORY_INSERT = `INSERT INTO answer_history (exercise_id, question_id, kind, op_id, seq, answer, content, applied, reply, received_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

const historyValues = (entry: HistoryEntry) => [
  entry.exerciseId, entry.questionId ?? null, entry.kind, entry.opId ?? null, entry.seq ?? null, entry.answer ?? null,
  entry.content ?? null, entry.applied, JSON.stringify(entry.reply ?? null), entry.receivedAt,
];

/** Appends one write to the exercise's history (never updated, never deleted but with the exercise). */
export async function appendHistory(db: Queryable, entry: HistoryEntry): Promise<void> {
  await db.query({ name: 'history-append', text: HISTORY_INSERT, values: historyValues(entry) });
}

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

/**
 * What a write decides on, read once the exercise is locked (read before the lock, a write committed meanwhile would
 * be missed), in one round trip: the first reply to the write with `opId` if there was one, and the stored answer of
 * `questionId` if it has one.
 */
export async function findWriteContext(
  db: Queryable,
  exerciseId: string,
  { opId, questionId }: { opId?: string; questionId?: string },
): Promise<{ first?: { reply: unknown; kind: HistoryKind }; answer?: AnswerRecord }> {
  const { rows } = await db.query({
    name: 'exercise-write-context',
    text: `SELECT h.reply AS op_reply, h.kind AS op_kind, ${ANSWER_COLUMNS.split(',').map((c) => `a.${c.trim()}`).join(', ')}
     FROM (SELECT 1) AS one
     LEFT JOIN answer_history h ON h.exercise_id = $1 AND h.op_id = $2
     LEFT JOIN exercise_answers a ON a.exercise_id = $1 AND a.question_id = $3`,
    values: [exerciseId, opId ?? null, questionId ?? null],
  });
  const row = rows[0];
  return {
    first: row.op_kind ? { reply: row.op_reply, kind: row.op_kind } : undefined,
    answer: row.question_id ? toAnswerRecord(row) : undefined,
  };
}

/**
 * Stores the newest answer of a question (inserted on its first write: its `created_at` is the transaction's `now()`,
 * as `createdAt` must say) and the write's history entry, in one round trip.
 */
export async function writeAnswerWithHistory(db: Queryable, questionId: string, a: AnswerWrite, entry: HistoryEntry): Promise<void> {
  await db.query({
    name: 'answer-write-with-history',
    text: `WITH stored AS (${ANSWER_UPSERT.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 10}`)}) ${HISTORY_INSERT}`,
    values: [...historyValues(entry), ...answerValues(entry.exerciseId, questionId, a)],
  });
}

/** An exam's first start (start and end, both by the database's clock) and the write's history entry, in one round trip. */
export async function writeExamStartWithHistory(db: Queryable, startedAt: Date, endExamAt: Date, entry: HistoryEntry): Promise<void> {
  await db.query({
    name: 'exam-start-with-history',
    text: `WITH started AS (UPDATE exercises SET started_at = $11, end_exam_at = $12 WHERE id = $1) ${HISTORY_INSERT}`,
    values: [...historyValues(entry), startedAt, endExamAt],
  });
}

/** Every write of an exercise in the order received (tests and support read it). */
export async function historyOf(db: Queryable, exerciseId: string) {
  const { rows } = await db.query<{ kind: HistoryKind; question_id: string | null; op_id: string | null; seq: string | null; answer: string | null; applied: boolean; received_at: Date }>(
    'SELECT kind, question_id, op_id, seq, answer, applied, received_at FROM answer_history WHERE exercise_id = $1 ORDER BY id',
    [exerciseId],
  );
  return rows;
}

export async function findAnswer(db: Queryable, exerciseId: string, questionId: string): Promise<AnswerRecord | undefined> {
  const { rows } = await db.query(`SELECT ${ANSWER_COLUMNS} FROM exercise_answers WHERE exercise_id = $1 AND question_id = $2`, [exerciseId, questionId]);
  return rows[0] && toAnswerRecord(rows[0]);
}

/** Everything about a question's answer a student's write sets (the teacher's comment is left as it is). */
export type AnswerWrite = Omit<AnswerRecord, 'questionId' | 'comments' | 'createdAt'>;

/**
 * A pending grading is taken up by the pending-grading pass this long after its save, unless graded by then (the
 * save's own grading normally takes milliseconds; this covers a process that stopped before it graded).
 */
export const PENDING_GRADING_RETRY_SECONDS = 30;

const ANSWER_UPSERT = `INSERT INTO exercise_answers (exercise_id, question_id, answer, content, answered_at, seq, locked, auto_correct,
    auto_method, auto_corrected_at, is_correct, corrected_at, grading_due_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
    CASE WHEN $13::boolean THEN now() + interval '${PENDING_GRADING_RETRY_SECONDS} seconds' END)
  ON CONFLICT (exercise_id, question_id) DO UPDATE SET answer = EXCLUDED.answer, content = EXCLUDED.content,
    answered_at = EXCLUDED.answered_at, seq = EXCLUDED.seq, locked = EXCLUDED.locked, auto_correct = EXCLUDED.auto_correct,
    auto_method = EXCLUDED.auto_method, auto_corrected_at = EXCLUDED.auto_corrected_at, is_correct = EXCLUDED.is_correct,
    corrected_at = EXCLUDED.corrected_at,
    grading_due_at = EXCLUDED.grading_due_at`;

const answerValues = (exerciseId: string, questionId: string, a: AnswerWrite) => [
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

export async function writeFinished(db: Queryable, exerciseId: string, by: 'student' | 'clock', at: Date): Promise<void> {
  await db.query('UPDATE exercises SET finished_at = $3, finished_by = $2 WHERE id = $1 AND finished_at IS NULL', [exerciseId, by, at]);
}

export async function writeCorrectionDone(db: Queryable, exerciseId: string, at: Date): Promise<void> {
  await db.query("UPDATE exercises SET correction_status = '1', correction_done_at = $2 WHERE id = $1", [exerciseId, at]);
}

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

/**
 * Whether `email` is a student with a live exercise of the teacher's, or a parent linked (both sides list each
 * other) to such a student: the people a teacher's correction e-mail may go to.
 */
export async function isCorrectionRecipient(db: Queryable, teacherId: string, email: string): Promise<boolean> {
  const { rows } = await db.query<{ allowed: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM exercises e
       WHERE e.teacher_id = $1 AND e.retired_at IS NULL
         AND (e.student_email = $2 OR e.student_id IN (
           SELECT s.id FROM users p JOIN users s ON ${familyLinkSql('p', 's')}
           WHERE p.email = $2 AND p.role = 'Parent' AND NOT p.deleted AND s.role = 'Student' AND NOT s.deleted))
     ) AS allowed`,
    [teacherId, email],
  );
  return rows[0].allowed;
}
