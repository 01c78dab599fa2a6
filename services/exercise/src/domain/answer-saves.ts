import { answerLetterProblem, emptyAnswerProblem, isAnswered, normalizeAnswer, type QuestionView, type TokenUser } from '@tp/contracts';
import { AppError, badRequest, conflict, notFound, type PoolClient } from '@tp/service-kit';
import { sanitizeRichText, storableRichText } from '@tp/service-kit/rich-text';
import { replaceFirstReply } from '../data-access/answer-history-repository';
import { snapshotQuestion } from '../data-access/exercise-repository';
import { LATE_SAVE_MESSAGE } from './exam-clock';
import { saveVerdict, type ExamMetrics } from './exam-metrics';
import { contentUpdated, isBlankRichText, isNewer, savedAnswer, seqOf } from './answer-rules';
import type { AnswerRecord, AnswerWrite, ExerciseRecord } from './exercise-records';
import { gradeAfterSave, gradeStoredAnswer, type GradingDeps, type StoredAnswer } from './pending-grading';
import { studentWrite, type Present } from './student-write';
import { refusalByState } from './write-refusals';

// The student's answers to one question: Next (saveExercise), Check Solution (submitExercise) and the working's rich
// text (updateExerciseContent). An answer is stored as typed; the machine grades it after the transaction, never
// inside the lock (pending-grading).

export const LOCKED_MESSAGE = 'This question was checked with Check Solution; its answer can no longer change.';
export const EXAM_NO_CHECK_MESSAGE = 'Check Solution is not available in an exam.';
const QUESTION_NOT_FOUND = 'Question not found';

/** A question after a write: the exercise, the question, its stored answer, whether the write is the one shown, and `now`. */
export interface QuestionOutcome {
  exercise: ExerciseRecord;
  question: QuestionView;
  answer: AnswerRecord | undefined;
  applied: boolean;
  now: Date;
}

/** The answer a write stores, as it will read back: a new row takes the transaction's `now()` as its creation. */
const asStored = (questionId: string, stored: AnswerRecord | undefined, write: AnswerWrite, now: Date): AnswerRecord => ({
  ...write, questionId, comments: stored?.comments ?? '', createdAt: stored?.createdAt ?? now,
});

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

/** What the answer writes work with: the grading's collaborators and the exam counters. */
export type AnswerDeps = GradingDeps & { exams: ExamMetrics };

/** Runs a write, counting a refusal because it came after the exam's end and grace (kept, or the exam finished). */
async function countingLate<R>(deps: AnswerDeps, write: Promise<R>): Promise<R> {
  try {
    return await write;
  } catch (err) {
    if (err instanceof AppError && err.message === LATE_SAVE_MESSAGE) deps.exams.refusedLate();
    throw err;
  }
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
async function storeAnswer<R>(deps: AnswerDeps, caller: TokenUser, request: AnswerRequest, lock: boolean, present: Present<QuestionOutcome, R>): Promise<R> {
  const kind = lock ? 'submit' : 'save';
  let shown: QuestionOutcome | undefined;
  let toGrade: StoredAnswer | undefined;
  const reply = await countingLate(deps, studentWrite(deps.pool, caller, request.id, { opId: request.opId, kind, questionId: request.questionId }, async ({ tx, exercise, now, stored }) => {
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
  }));
  // Once committed (the work may have run again after a deadlock); a retry answered with its first reply is not counted.
  if (!lock && shown?.exercise.isExam) deps.exams.answerSaved(saveVerdict(shown.applied, shown.answer));
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

export const saveAnswer = <R>(deps: AnswerDeps, caller: TokenUser, request: AnswerRequest, present: Present<QuestionOutcome, R>) =>
  storeAnswer(deps, caller, request, false, present);

/** Check Solution: practice homework only; the question is locked and its solution shown. */
export const checkAnswer = <R>(deps: AnswerDeps, caller: TokenUser, request: AnswerRequest, present: Present<QuestionOutcome, R>) =>
  storeAnswer(deps, caller, request, true, present);

/** updateExerciseContent: the answer's rich text only; an empty one (or an empty paragraph) is ignored. */
export async function updateContent<R>(
  deps: AnswerDeps,
  caller: TokenUser,
  request: Omit<AnswerRequest, 'answer'>,
  present: Present<QuestionOutcome, R>,
): Promise<R> {
  return countingLate(deps, studentWrite(deps.pool, caller, request.id, { opId: request.opId, kind: 'content', questionId: request.questionId }, async ({ tx, exercise, now, stored }) => {
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
  }));
}
