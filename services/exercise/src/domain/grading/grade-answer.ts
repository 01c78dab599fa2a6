import type { GradingMethod, QuestionView } from '@tp/contracts';

/** The machine's verdict on an answer: true, false, or null when it cannot decide (the teacher does), and how. */
export interface Verdict {
  correct: boolean | null;
  method: GradingMethod | null;
}

/**
 * Grades a stored (normalised) answer against the question's correct answer. Choice questions are compared exactly;
 * free text is compared as maths (symbolic equivalence, backed by evaluation at random points).
 * Placeholder for free text until the grading work lands: it decides nothing.
 */
export function gradeAnswer(question: Pick<QuestionView, 'isChoice' | 'correctAnswer'>, answer: string): Verdict {
  if (question.isChoice !== 2) return { correct: answer === question.correctAnswer, method: 'exact' };
  return { correct: null, method: null };
}
