import { normalizeAnswer, type GradingMethod, type QuestionView } from '@tp/contracts';

/** The machine's verdict on an answer: true, false, or null when it cannot decide (the teacher does), and how. */
export interface Verdict {
  correct: boolean | null;
  method: GradingMethod | null;
}

/** What the machine cannot decide is left to the teacher: autoCorrect stays unset. Never a guess. */
export const UNDECIDED: Verdict = { correct: null, method: null };

/** A question as the grader needs it. */
export type GradedQuestion = Pick<QuestionView, 'isChoice' | 'correctAnswer'>;

/** Choice letters are compared in microseconds, where they are; only free text needs the algebra's thread. */
export const needsAlgebra = (question: GradedQuestion): boolean => question.isChoice === 2;

/** Choice letters, compared exactly once normalised; no correct answer (or no answer) is for the teacher. */
export function gradeChoice(isChoice: number, correctAnswer: string, answer: string): Verdict {
  const correct = normalizeAnswer(isChoice, correctAnswer);
  if (correct === '' || answer === '') return UNDECIDED;
  return { correct: answer === correct, method: 'exact' };
}
