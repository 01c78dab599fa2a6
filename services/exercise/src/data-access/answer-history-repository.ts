import type { Queryable } from '@tp/service-kit';
import type { AnswerRecord, AnswerWrite, HistoryEntry, HistoryKind } from '../domain/exercise-records';
import { ANSWER_UPSERT, answerValues } from './answer-repository';
import { ANSWER_COLUMNS, toAnswerRecord } from './exercise-repository';

// Every write of a student to their exercise, in the order received, with the first reply to each (a retry gets it).

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

/** Replaces the first reply kept for a write's operation id (Check Solution's, once its verdict is known). */
export async function replaceFirstReply(db: Queryable, exerciseId: string, opId: string, reply: unknown): Promise<void> {
  await db.query('UPDATE answer_history SET reply = $3 WHERE exercise_id = $1 AND op_id = $2', [exerciseId, opId, JSON.stringify(reply)]);
}
