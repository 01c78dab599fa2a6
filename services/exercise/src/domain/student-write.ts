import type { TokenUser } from '@tp/contracts';
import { AppError, conflict, notFound, withTransaction, type Pool, type PoolClient } from '@tp/service-kit';
import { appendHistory, findWriteContext, writeAnswerWithHistory, writeExamStartWithHistory } from '../data-access/answer-history-repository';
import { writeAnswer } from '../data-access/answer-repository';
import { lockForWrite } from '../data-access/exercise-state-repository';
import type { AnswerRecord, AnswerWrite, ExerciseRecord, HistoryEntry, HistoryKind } from './exercise-records';

// The engine under every write of a student to their exercise. Each runs in one transaction holding the exercise's
// row lock, so writes to one exercise are decided one after the other, on the database's clock. A write with an
// operation id seen before gets that write's first reply (stored with it) and changes nothing: a retry after a lost
// reply is harmless.

/** Writes that carry an answer: the monitor's "last save". */
const ANSWER_KINDS: ReadonlySet<HistoryKind> = new Set(['save', 'content', 'submit']);

/** How the routes show an outcome; the shown reply is stored with the write, so a retry gets exactly it. */
export type Present<O, R> = (outcome: O) => R;

/** A refusal that is kept (in the history, with what else the write did): its retry is refused alike. */
export interface KeptRefusal {
  refused: { status: number; message: string };
}
type HistoryOf = Omit<HistoryEntry, 'exerciseId' | 'opId' | 'reply' | 'receivedAt'>;
/**
 * What a write did: its reply and history entry, and the answer it stores or the exam start it records (written with
 * the history entry in one statement).
 */
export type Written<R> = {
  reply: R | KeptRefusal;
  history?: HistoryOf;
  answer?: { questionId: string; write: AnswerWrite };
  examStart?: { endExamAt: Date };
};

const isRefusal = (reply: unknown): reply is KeptRefusal => typeof reply === 'object' && reply !== null && 'refused' in reply;

/** What a write is given: the locked exercise, the database's clock, and the stored answer of its question if it names one. */
export interface WriteScene {
  tx: PoolClient;
  exercise: ExerciseRecord;
  now: Date;
  stored: AnswerRecord | undefined;
}

/**
 * Runs one write of the exercise's own student; other callers learn nothing about it (404). The exercise is locked
 * first; then the first reply to `opId` and the stored answer of `questionId` are read together, and whatever the
 * write stores goes with its history entry: four round trips for a save besides BEGIN and COMMIT.
 */
export async function studentWrite<R>(
  pool: Pool,
  caller: TokenUser,
  exerciseId: string,
  op: { opId: string | undefined; kind: HistoryKind; questionId?: string },
  work: (scene: WriteScene) => Promise<Written<R>>,
): Promise<R> {
  const { opId, questionId } = op;
  const reply = await withTransaction(pool, async (tx) => {
    const locked = await lockForWrite(tx, exerciseId, { saved: ANSWER_KINDS.has(op.kind) });
    if (!locked || locked.exercise.studentId !== caller.id) throw notFound('Exercise not found');
    const { exercise, now } = locked;
    const { first, answer: stored } = opId || questionId ? await findWriteContext(tx, exercise.id, { opId, questionId }) : {};
    // The same id for another kind of write is a client's mistake: its first reply would not answer this one.
    if (first && first.kind !== op.kind) throw conflict('This operation id was already used for another write; send a new one.');
    if (first) return first.reply as R | KeptRefusal;
    const written = await work({ tx, exercise, now, stored });
    if (!written.history) {
      if (written.answer) await writeAnswer(tx, exercise.id, written.answer.questionId, written.answer.write);
      return written.reply;
    }
    const entry: HistoryEntry = { ...written.history, exerciseId: exercise.id, opId, reply: written.reply, receivedAt: now };
    if (written.answer) await writeAnswerWithHistory(tx, written.answer.questionId, written.answer.write, entry);
    else if (written.examStart) await writeExamStartWithHistory(tx, now, written.examStart.endExamAt, entry);
    else await appendHistory(tx, entry);
    return written.reply;
  });
  if (isRefusal(reply)) throw new AppError(reply.refused.status, reply.refused.message);
  return reply;
}
