import { isAnswered } from '@tp/contracts/exercises';

/** Where a student's answers stand, by question number as the screen shows them (from 1). */
export interface AnswerSummary {
  total: number;
  answered: number;
  /** Questions with no answer. */
  unanswered: number[];
  /** Questions whose newest write is still on this device, not yet at the server (offline, or sending). */
  waiting: number[];
}

/**
 * The screen's one rule of "answered" (the progress bar and the summary before Submit All Solutions): the answer on
 * the screen, sent or still waiting, is not blank; the same rule the server counts progress by (`isAnswered`).
 */
export function answerSummary(
  questions: readonly { _id: string }[],
  answerOf: (questionId: string) => string,
  waitingIds: ReadonlySet<string>,
): AnswerSummary {
  const unanswered: number[] = [];
  const waiting: number[] = [];
  questions.forEach((question, index) => {
    if (!isAnswered({ answer: answerOf(question._id) })) unanswered.push(index + 1);
    if (waitingIds.has(question._id)) waiting.push(index + 1);
  });
  return { total: questions.length, answered: questions.length - unanswered.length, unanswered, waiting };
}
