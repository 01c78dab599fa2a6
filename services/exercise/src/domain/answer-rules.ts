import type { AnswerRecord, AnswerWrite } from './exercise-records';
import type { Verdict } from './grading/verdict';

// Which of a student's writes to a question is the one shown, and what it stores. Pure, so each rule has a unit test.

/**
 * A write replaces the stored answer only when it is newer: its sequence number above the stored one. A write
 * without one counts as the newest (a client that does not number its saves still saves).
 */
export const isNewer = (stored: Pick<AnswerRecord, 'seq'> | undefined, sentSeq: number | undefined): boolean =>
  sentSeq === undefined || sentSeq > (stored?.seq ?? 0);

/** The sequence number a newer write is stored with. */
export const seqOf = (stored: Pick<AnswerRecord, 'seq'> | undefined, sentSeq: number | undefined): number => sentSeq ?? (stored?.seq ?? 0) + 1;

/** Only a different answer needs grading again, and it voids the teacher's mark of the old one. */
export const answerChanged = (stored: Pick<AnswerRecord, 'answer'> | undefined, answer: string): boolean => (stored?.answer ?? '') !== answer;

/**
 * What a newer save stores: the answer and its content at `now`. A changed answer takes the machine's new verdict
 * when it is `known` at once, else is stored pending it (graded after the save: pending-grading.ts), and loses the
 * teacher's (it marked another answer); an unchanged one keeps both. `lock` is Check Solution.
 */
export function savedAnswer(
  stored: AnswerRecord | undefined,
  write: { answer: string; content: string; seq: number; lock: boolean },
  known: Verdict | undefined,
  now: Date,
): AnswerWrite {
  const changed = stored === undefined || answerChanged(stored, write.answer);
  return {
    answer: write.answer,
    content: write.content,
    answeredAt: now,
    seq: write.seq,
    locked: write.lock || (stored?.locked ?? false),
    autoCorrect: changed ? (known?.correct ?? null) : stored.autoCorrect,
    autoMethod: changed ? (known?.method ?? null) : stored.autoMethod,
    autoCorrectedAt: changed ? (known?.correct == null ? null : now) : stored.autoCorrectedAt,
    gradingPending: changed ? known === undefined : stored.gradingPending,
    isCorrect: changed ? null : stored.isCorrect,
    correctedAt: changed ? null : stored.correctedAt,
  };
}

/** What a newer content update stores: the content only; a question not answered yet stays unanswered. */
export function contentUpdated(stored: AnswerRecord | undefined, content: string, seq: number): AnswerWrite {
  return {
    answer: stored?.answer ?? '',
    content,
    answeredAt: stored?.answeredAt ?? null,
    seq,
    locked: stored?.locked ?? false,
    autoCorrect: stored?.autoCorrect ?? null,
    autoMethod: stored?.autoMethod ?? null,
    autoCorrectedAt: stored?.autoCorrectedAt ?? null,
    gradingPending: stored?.gradingPending ?? false,
    isCorrect: stored?.isCorrect ?? null,
    correctedAt: stored?.correctedAt ?? null,
  };
}

/**
 * Sanitised rich text that shows nothing: '', an empty paragraph, only spaces or line breaks. An image, a video or
 * a formula is something.
 */
export function isBlankRichText(html: string): boolean {
  if (/<(img|video)\b|ql-formula/.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, '').trim() === '';
}
