import {
  ALL_DONE_MESSAGE, ErrorCode, NO_SETTING_MESSAGE, PRACTICE_BATCH_SIZE, answerLetterProblem, emptyAnswerProblem, normalizeAnswer, practiceProgress,
  type QuestionView, type TokenUser,
} from '@tp/contracts';
import { AppError, badRequest, conflict, notFound, withTransaction, type Queryable } from '@tp/service-kit';
import { openExamQuestionIds } from '../data-access/exam-question-repository';
import { findRecord, findSetting, insertRecord, outcomeCounts, roundQuestionIds } from '../data-access/practice-repository';
import type { Grader } from './grading/grader';
import { outcomeOf, practiceRequestOf, recordQuestionOf } from './practice-rules';
import type { PracticeDeps } from './practice-settings';
import { isUuid } from '@tp/contracts/uuid';
import type { PracticeRecordRow, PracticeSettingRow } from './practice-types';

export const NOT_IN_PRACTICE_MESSAGE = 'This question is not in your practice.';
export const IN_OPEN_EXAM_MESSAGE = 'This question is in an exam you have not finished; it comes back to your practice once the exam is over.';
export const GRADER_BUSY_MESSAGE = 'Answers are being graded slowly right now; please submit again in a moment.';
export const SETTING_CHANGED_MESSAGE = 'Your practice settings changed while this answer was on its way; it was not saved.';

async function savedSetting(deps: PracticeDeps, student: TokenUser): Promise<PracticeSettingRow> {
  const setting = await findSetting(deps.pool, student.id);
  if (!setting) throw conflict(NO_SETTING_MESSAGE);
  return setting;
}

/**
 * getResourceQuestion: the next questions of the saved setting (at most a batch), never one already answered or
 * given up in it, and none beyond Max Resources. No question means all are done.
 */
export async function nextQuestions(deps: PracticeDeps, student: TokenUser): Promise<{ questions: QuestionView[]; done: number; total: number }> {
  const setting = await savedSetting(deps, student);
  const [doneIds, examIds] = await Promise.all([roundQuestionIds(deps.pool, student.id, setting.roundId), openExamQuestionIds(deps.pool, student.id)]);
  // A question of an exam the student has not finished is out of their practice until it is (its answer would show).
  const excludeIds = [...doneIds, ...examIds];
  const scope = await deps.neighbours.questionBank.practice(practiceRequestOf(setting, { excludeIds, limit: PRACTICE_BATCH_SIZE }));
  const progress = practiceProgress({ matching: scope.matching, maxQuestions: scope.maxQuestions, done: doneIds.length });
  const questions = scope.questions.slice(0, Math.max(0, progress.remaining));
  // Nothing left to serve (questions removed since): the setting is complete at what was done.
  return { questions, done: progress.done, total: questions.length ? progress.total : progress.done };
}

/** A practice answer as the routes show it: the record, and the setting's progress after it. */
export interface PracticeOutcomeView {
  record: PracticeRecordRow;
  done: number;
  total: number;
}

type Decision = Pick<PracticeRecordRow, 'answer' | 'outcome' | 'method'>;

/**
 * Submit and Give Up: records the student's answer to a question of their practice, once per setting. The question
 * must be one the saved setting gives now (question-bank checks the student may still use its library); a question
 * already answered in this setting answers as it was (a retry after a lost reply changes nothing); and a setting
 * at its total (Max Resources) takes no more. Each write locks the setting, so a save of new settings, or two
 * answers at once, are decided one after the other.
 */
async function recordAnswer(
  deps: PracticeDeps,
  student: TokenUser,
  questionId: string,
  decide: (question: QuestionView) => Decision | Promise<Decision>,
): Promise<PracticeOutcomeView> {
  const setting = await savedSetting(deps, student);
  if (!isUuid(questionId)) throw notFound(NOT_IN_PRACTICE_MESSAGE);
  const id = questionId.toLowerCase();
  // Before anything that shows an answer, even the record of an earlier try.
  if ((await openExamQuestionIds(deps.pool, student.id)).has(id)) throw conflict(IN_OPEN_EXAM_MESSAGE);
  const scope = await deps.neighbours.questionBank.practice(practiceRequestOf(setting, { questionIds: [id], limit: 1 }));
  const progressAfter = async (record: PracticeRecordRow, db: Queryable = deps.pool) => {
    const counts = await outcomeCounts(db, student.id, { roundId: setting.roundId });
    const done = counts.correct + counts.wrong + counts.gaveUp;
    return { record, ...practiceProgress({ matching: scope.matching, maxQuestions: scope.maxQuestions, done }) };
  };
  const earlier = await findRecord(deps.pool, student.id, setting.roundId, id);
  if (earlier) return progressAfter(earlier);
  const question = scope.questions[0];
  if (!question) throw notFound(NOT_IN_PRACTICE_MESSAGE);
  const decision = await decide(question);

  return withTransaction(deps.pool, async (tx) => {
    const current = await findSetting(tx, student.id, { forUpdate: true });
    if (current?.roundId !== setting.roundId) throw conflict(SETTING_CHANGED_MESSAGE);
    const raced = await findRecord(tx, student.id, setting.roundId, id);
    if (raced) return progressAfter(raced, tx);
    const before = await outcomeCounts(tx, student.id, { roundId: setting.roundId });
    const done = before.correct + before.wrong + before.gaveUp;
    if (practiceProgress({ matching: scope.matching, maxQuestions: scope.maxQuestions, done }).remaining <= 0) throw conflict(ALL_DONE_MESSAGE);
    const record = await insertRecord(tx, {
      studentId: student.id, roundId: setting.roundId, questionId: id, authorId: question.user._id, libraryId: question.libraryId || null,
      question: recordQuestionOf(question), ...decision,
    });
    return progressAfter(record, tx);
  });
}

/**
 * submitResourceQuestion: the answer is needed ('Please select your answer' / 'Please input your answer'),
 * choice letters must be offered; it is judged as exercises judge it (choice letters exactly, maths by equivalence,
 * in the grader's threads, before the setting is locked). A grader too busy to take it refuses it (503): nothing is
 * recorded, and the student submits again.
 */
export function submitPractice(
  deps: PracticeDeps & { grader: Grader },
  student: TokenUser,
  request: { questionId: string; answer: string },
): Promise<PracticeOutcomeView> {
  return recordAnswer(deps, student, request.questionId, async (question) => {
    const problem = emptyAnswerProblem(question.isChoice, request.answer) ?? answerLetterProblem(question.isChoice, question.numChoice, request.answer);
    if (problem) throw badRequest(problem);
    const answer = normalizeAnswer(question.isChoice, request.answer);
    const verdict = await deps.grader.grade(question, answer, student.id);
    if (verdict === 'later') throw new AppError(ErrorCode.Unavailable, GRADER_BUSY_MESSAGE);
    return { answer, ...outcomeOf(verdict) };
  });
}

/** giveUpResourceQuestion: the question counts as done, without an answer; its answer and solution are shown. */
export function giveUpPractice(deps: PracticeDeps, student: TokenUser, request: { questionId: string }): Promise<PracticeOutcomeView> {
  return recordAnswer(deps, student, request.questionId, () => ({ answer: '', outcome: 'gaveUp', method: null }));
}
