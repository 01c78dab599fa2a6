import { answerLetterProblem, emptyAnswerProblem, isAnswered, normalizeAnswer, type QuestionView, type TokenUser } from '@tp/contracts';
import { AppError, badRequest, conflict, notFound, withTransaction, type Pool, type PoolClient } from '@tp/service-kit';
import { sanitizeRichText, storableRichText } from '@tp/service-kit/rich-text';
import {
  appendHistory, clearAnswers, findWriteContext, lockForWrite, writeAnswer, writeAnswerWithHistory, writeExamStartWithHistory,
  writeFinished, type AnswerWrite, type HistoryEntry, type HistoryKind,
} from '../data-access/answer-repository';
import {
  findExercise, snapshotQuestion, withAnswers, type AnswerRecord, type ExerciseRecord, type ExerciseWithAnswers,
} from '../data-access/exercise-repository';
import { replaceFirstReply } from '../data-access/grading-repository';
import { contentUpdated, isBlankRichText, isNewer, savedAnswer, seqOf } from './answer-rules';
import { decideStart, LATE_SAVE_MESSAGE, START_FIRST_MESSAGE, writeTiming } from './exam-clock';
import { announceFinish } from './finish-announcement';
import { gradeAfterSave, gradePendingOf, gradeStoredAnswer, type GradingDeps, type StoredAnswer } from './pending-grading';

// A student's writes to their exercise. Each runs in one transaction holding the exercise's row lock, so writes to
// one exercise are decided one after the other, on the database's clock. A write with an operation id seen before
// gets that write's first reply (stored with it) and changes nothing: a retry after a lost reply is harmless.
// An answer is stored as typed; the machine grades it after the transaction, never inside the lock (pending-grading).

export const FINISHED_MESSAGE = 'This exercise has been submitted; it can no longer change.';
export const LOCKED_MESSAGE = 'This question was checked with Check Solution; its answer can no longer change.';
export const EXAM_NO_CHECK_MESSAGE = 'Check Solution is not available in an exam.';
export const EXAM_NO_UNDO_MESSAGE = 'An exam cannot be undone.';
const QUESTION_NOT_FOUND = 'Question not found';
/** Writes that carry an answer: the monitor's "last save". */
const ANSWER_KINDS: ReadonlySet<HistoryKind> = new Set(['save', 'content', 'submit']);

/** A question after a write: the exercise, the question, its stored answer, whether the write is the one shown, and `now`. */
export interface QuestionOutcome {
  exercise: ExerciseRecord;
  question: QuestionView;
  answer: AnswerRecord | undefined;
  applied: boolean;
  now: Date;
}

/** A whole exercise after a write (start, finish, undo), as now stored. */
export interface ExerciseOutcome {
  exercise: ExerciseWithAnswers;
  now: Date;
}

/** How the routes show an outcome; the shown reply is stored with the write, so a retry gets exactly it. */
export type Present<O, R> = (outcome: O) => R;

/** A refusal that is kept (in the history, with what else the write did): its retry is refused alike. */
interface KeptRefusal {
  refused: { status: number; message: string };
}
type HistoryOf = Omit<HistoryEntry, 'exerciseId' | 'opId' | 'reply' | 'receivedAt'>;
/**
 * What a write did: its reply and history entry, and the answer it stores or the exam start it records (written with
 * the history entry in one statement).
 */
type Written<R> = {
  reply: R | KeptRefusal;
  history?: HistoryOf;
  answer?: { questionId: string; write: AnswerWrite };
  examStart?: { endExamAt: Date };
};

const isRefusal = (reply: unknown): reply is KeptRefusal => typeof reply === 'object' && reply !== null && 'refused' in reply;

/** What a write is given: the locked exercise, the database's clock, and the stored answer of its question if it names one. */
interface WriteScene {
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
async function studentWrite<R>(
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

/** The answer a write stores, as it will read back: a new row takes the transaction's `now()` as its creation. */
const asStored = (questionId: string, stored: AnswerRecord | undefined, write: AnswerWrite, now: Date): AnswerRecord => ({
  ...write, questionId, comments: stored?.comments ?? '', createdAt: stored?.createdAt ?? now,
});

/** Finishes an exercise in the caller's transaction and tells others (finish-announcement). */
export async function recordFinish(tx: PoolClient, exercise: ExerciseRecord, by: 'student' | 'clock', now: Date): Promise<void> {
  await writeFinished(tx, exercise.id, by, now);
  await announceFinish(tx, exercise, by);
}

/**
 * A write to a finished exercise is refused; an exam takes writes from its start to its end plus the grace. A write
 * after that finishes the exam (if the clock has not yet) and is refused, kept in the history as not applied.
 */
async function refusalByState(tx: PoolClient, exercise: ExerciseRecord, now: Date): Promise<KeptRefusal | undefined> {
  if (exercise.finishedAt) throw conflict(exercise.finishedBy === 'clock' ? LATE_SAVE_MESSAGE : FINISHED_MESSAGE);
  const timing = writeTiming(exercise, now);
  if (timing.kind === 'not-started') throw conflict(START_FIRST_MESSAGE);
  if (timing.kind === 'in-time') return undefined;
  await recordFinish(tx, exercise, 'clock', now);
  return { refused: { status: 409, message: LATE_SAVE_MESSAGE } };
}

async function questionOf(tx: PoolClient, exercise: ExerciseRecord, questionId: string): Promise<QuestionView> {
  const question = await snapshotQuestion(tx, exercise.snapshotId, questionId);
  if (!question) throw notFound(QUESTION_NOT_FOUND);
  return question;
}

/** The answer as stored (not empty; choice letters offered, normalised) or a 400 saying what to fix. */
function checkedAnswer(question: QuestionView, raw: string): string {
  const problem = emptyAnswerProblem(question.isChoice, raw) ?? answerLetterProblem(question.isChoice, question.numChoice, raw);
  if (problem) throw badRequest(problem);
  return normalizeAnswer(question.isChoice, raw);
}

export interface AnswerRequest {
  id: string;
  questionId: string;
  answer: string;
  content: string;
  opId?: string;
  seq?: number;
}

/**
 * Next (saveExercise) and Check Solution (submitExercise, `lock`): stores a newer answer as typed, then the machine
 * grades it. A save answers once the answer is stored (its reply shows no verdict) and is graded after; Check
 * Solution waits for the verdict, which its reply reveals (and which becomes the reply kept for a retry).
 */
async function storeAnswer<R>(deps: GradingDeps, caller: TokenUser, request: AnswerRequest, lock: boolean, present: Present<QuestionOutcome, R>): Promise<R> {
  const kind = lock ? 'submit' : 'save';
  let shown: QuestionOutcome | undefined;
  let toGrade: StoredAnswer | undefined;
  const reply = await studentWrite(deps.pool, caller, request.id, { opId: request.opId, kind, questionId: request.questionId }, async ({ tx, exercise, now, stored }) => {
    const question = await questionOf(tx, exercise, request.questionId);
    if (lock && exercise.isExam) throw conflict(EXAM_NO_CHECK_MESSAGE);
    const attempt = { questionId: question._id, kind, seq: request.seq, answer: request.answer } as const;
    const late = await refusalByState(tx, exercise, now);
    if (late) return { reply: late, history: { ...attempt, content: sanitizeRichText(request.content), applied: false } };
    const answer = checkedAnswer(question, request.answer);
    const content = storableRichText('content', request.content);
    if (stored?.locked) throw conflict(LOCKED_MESSAGE);
    const applied = isNewer(stored, request.seq);
    let write: AnswerWrite | undefined;
    if (applied) write = savedAnswer(stored, { answer, content, seq: seqOf(stored, request.seq), lock }, deps.grader.known(question, answer), now);
    // Check Solution of an older answer: the newer one stored is what gets locked and revealed.
    else if (lock && stored && isAnswered(stored)) write = { ...stored, locked: true };
    if (write?.gradingPending) toGrade = { exerciseId: exercise.id, studentId: exercise.studentId, question, answer: write.answer };
    shown = { exercise, question, answer: write ? asStored(question._id, stored, write, now) : stored, applied, now };
    return { reply: present(shown), history: { ...attempt, answer, content, applied }, answer: write && { questionId: question._id, write } };
  });
  if (!toGrade || !shown) return reply;
  if (!lock) {
    gradeAfterSave(deps, toGrade);
    return reply;
  }
  const verdict = await gradeStoredAnswer(deps, toGrade);
  if (!verdict || !shown.answer) return reply; // the grader is full: revealed as undecided until graded
  const graded = present({
    ...shown,
    answer: { ...shown.answer, autoCorrect: verdict.correct, autoMethod: verdict.method, autoCorrectedAt: verdict.correct === null ? null : new Date(), gradingPending: false },
  });
  if (request.opId) await replaceFirstReply(deps.pool, request.id, request.opId, graded);
  return graded;
}

export const saveAnswer = <R>(deps: GradingDeps, caller: TokenUser, request: AnswerRequest, present: Present<QuestionOutcome, R>) =>
  storeAnswer(deps, caller, request, false, present);

/** Check Solution: practice homework only; the question is locked and its solution shown. */
export const checkAnswer = <R>(deps: GradingDeps, caller: TokenUser, request: AnswerRequest, present: Present<QuestionOutcome, R>) =>
  storeAnswer(deps, caller, request, true, present);

/** updateExerciseContent: the answer's rich text only; an empty one (or an empty paragraph) is ignored. */
export async function updateContent<R>(
  { pool }: GradingDeps,
  caller: TokenUser,
  request: Omit<AnswerRequest, 'answer'>,
  present: Present<QuestionOutcome, R>,
): Promise<R> {
  return studentWrite(pool, caller, request.id, { opId: request.opId, kind: 'content', questionId: request.questionId }, async ({ tx, exercise, now, stored }) => {
    const question = await questionOf(tx, exercise, request.questionId);
    const attempt = { questionId: question._id, kind: 'content', seq: request.seq } as const;
    const late = await refusalByState(tx, exercise, now);
    if (late) return { reply: late, history: { ...attempt, content: sanitizeRichText(request.content), applied: false } };
    const content = storableRichText('content', request.content);
    if (stored?.locked) throw conflict(LOCKED_MESSAGE);
    if (isBlankRichText(content)) return { reply: present({ exercise, question, answer: stored, applied: false, now }) };
    const applied = isNewer(stored, request.seq);
    const write = applied ? contentUpdated(stored, content, seqOf(stored, request.seq)) : undefined;
    const shown = write ? asStored(question._id, stored, write, now) : stored;
    return { reply: present({ exercise, question, answer: shown, applied, now }), history: { ...attempt, content, applied }, answer: write && { questionId: question._id, write } };
  });
}

async function reread(tx: PoolClient, id: string, now: Date): Promise<ExerciseOutcome> {
  return { exercise: await withAnswers(tx, (await findExercise(tx, id))!), now };
}

/**
 * Submit All Solutions. An exam past its end and grace is finished by the clock instead (it ended before this
 * arrived); the student still gets the finished exercise. Answers still being graded are graded first (outside the
 * lock), so the finished exercise shows their verdicts and its announcement has its accuracy at once.
 */
export async function finishExercise<R>(deps: GradingDeps, caller: TokenUser, request: { id: string; opId?: string }, present: Present<ExerciseOutcome, R>): Promise<R> {
  await gradePendingOf(deps, request.id, caller.id);
  return studentWrite(deps.pool, caller, request.id, { opId: request.opId, kind: 'finish' }, async ({ tx, exercise, now }) => {
    if (exercise.finishedAt) throw conflict(FINISHED_MESSAGE);
    const by = writeTiming(exercise, now).kind === 'too-late' ? 'clock' : 'student';
    await recordFinish(tx, exercise, by, now);
    return { reply: present(await reread(tx, exercise.id, now)), history: { kind: 'finish', applied: true } };
  });
}

/**
 * Undo (homework only, before it is finished): every answer back to unanswered but those checked with Check Solution,
 * which keep their answer, verdict and lock (their solution was shown: answering them again would make the accuracy
 * a copy of the solutions). The history keeps every answer.
 */
export async function undoExercise<R>({ pool }: GradingDeps, caller: TokenUser, request: { id: string; opId?: string }, present: Present<ExerciseOutcome, R>): Promise<R> {
  return studentWrite(pool, caller, request.id, { opId: request.opId, kind: 'undo' }, async ({ tx, exercise, now }) => {
    if (exercise.isExam) throw conflict(EXAM_NO_UNDO_MESSAGE);
    if (exercise.finishedAt) throw conflict(FINISHED_MESSAGE);
    await clearAnswers(tx, exercise.id);
    return { reply: present(await reread(tx, exercise.id, now)), history: { kind: 'undo', applied: true } };
  });
}

/** An exam after its start: the exercise (its end set by the first start) and `now`; no questions or answers are read. */
export interface ExamStartOutcome {
  exercise: ExerciseRecord;
  now: Date;
}

/**
 * Start (exams only): the first start fixes the end by the database's clock; a later one answers the same end. An
 * exam that cannot start any more is refused ('The exam has ended.'); one started and past its grace is finished.
 * A whole school starts within a minute: the start reads and writes the exercise row only.
 */
export async function startExam<R>({ pool }: GradingDeps, caller: TokenUser, request: { id: string; opId?: string }, present: Present<ExamStartOutcome, R>): Promise<R> {
  return studentWrite(pool, caller, request.id, { opId: request.opId, kind: 'start' }, async ({ tx, exercise, now }) => {
    const decision = decideStart(exercise, now);
    if (decision.kind === 'refused') {
      if (decision.status === 409 && !exercise.finishedAt && writeTiming(exercise, now).kind === 'too-late') {
        await recordFinish(tx, exercise, 'clock', now);
        return { reply: { refused: { status: 409, message: decision.message } }, history: { kind: 'start', applied: false } };
      }
      throw new AppError(decision.status, decision.message);
    }
    const started = decision.kind === 'start' ? { ...exercise, startedAt: now, endExamAt: decision.endExamAt } : exercise;
    return {
      reply: present({ exercise: started, now }),
      history: { kind: 'start', applied: decision.kind === 'start' },
      examStart: decision.kind === 'start' ? { endExamAt: decision.endExamAt } : undefined,
    };
  });
}
