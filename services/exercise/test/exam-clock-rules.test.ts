import { describe, expect, test } from 'vitest';
import { EXAM_ENDED_MESSAGE, EXAM_GRACE_MS } from '@tp/contracts';
import { answerChanged, contentUpdated, isBlankRichText, isNewer, savedAnswer, seqOf } from '../src/domain/answer-rules';
import { decideStart, isPastGrace, writeTiming } from '../src/domain/exam-clock';
import type { AnswerRecord } from '../src/domain/exercise-records';

const now = new Date('2026-03-01T10:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const exam = { isExam: true, dueDate: null, startedAt: null, endExamAt: null, finishedAt: null, examDuration: 15, extraMinutes: 0 };

describe('decideStart', () => {
  test('a first start ends the exam its duration from now', () => {
    expect(decideStart(exam, now)).toEqual({ kind: 'start', endExamAt: at(15 * 60_000) });
  });

  test('extra time given before the start lengthens the exam from its start', () => {
    expect(decideStart({ ...exam, extraMinutes: 10 }, now)).toEqual({ kind: 'start', endExamAt: at(25 * 60_000) });
  });

  test('a started exam answers the end fixed at its first start', () => {
    expect(decideStart({ ...exam, startedAt: at(-60_000), endExamAt: at(60_000) }, now)).toEqual({ kind: 'running', endExamAt: at(60_000) });
  });

  test('an exam whose end has passed, or that is finished, cannot start', () => {
    const ended = { kind: 'refused', status: 409, message: EXAM_ENDED_MESSAGE };
    expect(decideStart({ ...exam, endExamAt: now }, now)).toEqual(ended);
    expect(decideStart({ ...exam, endExamAt: at(60_000), finishedAt: at(-1) }, now)).toEqual(ended);
  });

  test('an exam never started cannot start once its due date has passed, and can until then', () => {
    expect(decideStart({ ...exam, dueDate: at(-1) }, now)).toMatchObject({ kind: 'refused', message: EXAM_ENDED_MESSAGE });
    expect(decideStart({ ...exam, dueDate: at(60_000) }, now)).toEqual({ kind: 'start', endExamAt: at(15 * 60_000) });
  });

  test('a started exam runs its whole duration even past the due date', () => {
    expect(decideStart({ ...exam, dueDate: at(-60_000), endExamAt: at(60_000) }, now)).toMatchObject({ kind: 'running' });
  });

  test('homework that is not an exam is not started (400)', () => {
    expect(decideStart({ ...exam, isExam: false }, now)).toMatchObject({ kind: 'refused', status: 400 });
  });
});

describe('writeTiming', () => {
  test('homework takes writes at any time, even long past its due date', () => {
    expect(writeTiming({ isExam: false, endExamAt: null }, now)).toEqual({ kind: 'in-time' });
  });

  test('an exam takes writes only once started', () => {
    expect(writeTiming({ isExam: true, endExamAt: null }, now)).toEqual({ kind: 'not-started' });
  });

  test('an exam takes writes up to its end plus the grace, and not a millisecond later', () => {
    expect(writeTiming({ isExam: true, endExamAt: at(1) }, now)).toEqual({ kind: 'in-time' });
    expect(writeTiming({ isExam: true, endExamAt: at(-EXAM_GRACE_MS) }, now)).toEqual({ kind: 'in-time' });
    expect(writeTiming({ isExam: true, endExamAt: at(-EXAM_GRACE_MS - 1) }, now)).toEqual({ kind: 'too-late' });
    expect(isPastGrace(at(-EXAM_GRACE_MS - 1), now)).toBe(true);
  });
});

const stored: AnswerRecord = {
  questionId: 'q', answer: 'A', content: '<p>old</p>', answeredAt: at(-1000), seq: 3, locked: false, autoCorrect: false, autoMethod: 'exact',
  autoCorrectedAt: at(-1000), gradingPending: false, isCorrect: true, comments: '<p>good</p>', correctedAt: at(-500), createdAt: at(-2000),
};

describe('answer rules', () => {
  test('a save is newer only with a sequence number above the stored one, or with none', () => {
    expect(isNewer(stored, 4)).toBe(true);
    expect(isNewer(stored, 3)).toBe(false);
    expect(isNewer(stored, 2)).toBe(false);
    expect(isNewer(stored, undefined)).toBe(true);
    expect(isNewer(undefined, 1)).toBe(true);
    expect([seqOf(stored, undefined), seqOf(stored, 9), seqOf(undefined, undefined)]).toEqual([4, 9, 1]);
  });

  test("a changed answer takes the machine's verdict known at once and loses the teacher's", () => {
    const write = savedAnswer(stored, { answer: 'B', content: '', seq: 4, lock: false }, { correct: true, method: 'exact' }, now);
    expect(write).toMatchObject({ answer: 'B', seq: 4, gradingPending: false, autoCorrect: true, autoCorrectedAt: now, isCorrect: null, correctedAt: null });
  });

  test("a changed answer whose verdict is not known at once is stored pending it, with neither old verdict", () => {
    const write = savedAnswer(stored, { answer: 'x+1', content: '', seq: 4, lock: false }, undefined, now);
    expect(write).toMatchObject({ gradingPending: true, autoCorrect: null, autoMethod: null, autoCorrectedAt: null, isCorrect: null, correctedAt: null });
  });

  test("an unchanged answer keeps both verdicts; Check Solution locks it", () => {
    expect(answerChanged(stored, 'A')).toBe(false);
    const write = savedAnswer(stored, { answer: 'A', content: '<p>new</p>', seq: 4, lock: true }, undefined, now);
    expect(write).toMatchObject({ content: '<p>new</p>', locked: true, autoCorrect: false, isCorrect: true, correctedAt: at(-500), gradingPending: false });
  });

  test('an answer the machine cannot decide is left undecided, without a grading time', () => {
    const write = savedAnswer(undefined, { answer: 'a proof', content: '', seq: 1, lock: false }, { correct: null, method: null }, now);
    expect(write).toMatchObject({ gradingPending: false, autoCorrect: null, autoMethod: null, autoCorrectedAt: null });
  });

  test('a content update leaves the answer and verdicts as they are; on an unanswered question it stays unanswered', () => {
    expect(contentUpdated(stored, '<p>x</p>', 5)).toMatchObject({ answer: 'A', content: '<p>x</p>', seq: 5, isCorrect: true });
    expect(contentUpdated(undefined, '<p>x</p>', 1)).toMatchObject({ answer: '', answeredAt: null });
  });

  test('blank rich text: nothing, an empty paragraph, spaces; an image or a formula is not blank', () => {
    for (const html of ['', '<p></p>', '<p><br></p>', '<p>&nbsp; </p><p><br /></p>']) expect(isBlankRichText(html), html).toBe(true);
    for (const html of ['<p>x</p>', '<p><img src="/uploads/2026/01/a.png"></p>', '<p><span class="ql-formula" data-value="x"></span></p>']) {
      expect(isBlankRichText(html), html).toBe(false);
    }
  });
});
