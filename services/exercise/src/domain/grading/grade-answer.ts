import { normalizeAnswer, type GradingMethod, type QuestionView } from '@tp/contracts';
import { MAX_ANSWER_LENGTH, asciiMaths, compactMaths, isPlainWords, isWithinMathBounds, plainWords, stripMathDelimiters } from './answer-text';
import { compareMaths } from './math-equivalence';
import { ALGEBRA_TIME_LIMIT_MS } from './math-engine';

/** The machine's verdict on an answer: true, false, or null when it cannot decide (the teacher does), and how. */
export interface Verdict {
  correct: boolean | null;
  method: GradingMethod | null;
}

/** What the machine cannot decide is left to the teacher: autoCorrect stays unset. Never a guess. */
const UNDECIDED: Verdict = { correct: null, method: null };

/**
 * Grades a stored (normalised) answer against the question's correct answer. Choice letters are compared exactly.
 * Free text is compared as maths when both are maths (symbolic equivalence, backed by evaluation at random points),
 * else as words (the same words, spaces and case aside); what neither settles goes to the teacher. Bounded, as it
 * runs inside a save: a few ms typically, never more than about a second of algebra, a pathological answer
 * (`x^99999999`, deep brackets) under a ms; it never throws.
 */
export function gradeAnswer(question: Pick<QuestionView, 'isChoice' | 'correctAnswer'>, answer: string): Verdict {
  try {
    if (question.isChoice !== 2) return gradeChoice(question.isChoice, question.correctAnswer, answer);
    return remembered(question.correctAnswer, answer);
  } catch {
    return UNDECIDED;
  }
}

/**
 * Maths verdicts this process has reached, by correct answer and answer. Grading is a pure function of the two, and
 * in an exam hundreds of students send the same few answers: each is worked out once (a millisecond or more of
 * algebra) rather than at every save. Every replica keeps its own; nothing to invalidate. A grading that came near
 * the algebra's time limit is not kept: on a less busy moment it might have gone further.
 */
const verdicts = new Map<string, Verdict>();
const REMEMBERED_VERDICTS = 20_000;

function remembered(correctAnswer: string, answer: string): Verdict {
  const key = `${correctAnswer.length}:${correctAnswer}${answer}`;
  const known = verdicts.get(key);
  if (known) return known;
  const began = performance.now();
  const verdict = gradeFreeText(correctAnswer, answer);
  if (performance.now() - began > ALGEBRA_TIME_LIMIT_MS / 2) return verdict;
  verdicts.set(key, verdict);
  if (verdicts.size > REMEMBERED_VERDICTS) verdicts.delete(verdicts.keys().next().value!);
  return verdict;
}

function gradeChoice(isChoice: number, correctAnswer: string, answer: string): Verdict {
  const correct = normalizeAnswer(isChoice, correctAnswer);
  if (correct === '' || answer === '') return UNDECIDED;
  return { correct: answer === correct, method: 'exact' };
}

function gradeFreeText(correctAnswer: string, answer: string): Verdict {
  if (correctAnswer.length > MAX_ANSWER_LENGTH || answer.length > MAX_ANSWER_LENGTH) return UNDECIDED;
  const [given, expected] = [answer, correctAnswer].map((text) => asciiMaths(stripMathDelimiters(text)));
  if (given === '' || expected === '') return UNDECIDED;
  if (isPlainWords(given) || isPlainWords(expected)) {
    return plainWords(given) === plainWords(expected) ? { correct: true, method: 'text' } : UNDECIDED;
  }
  const verdict = isWithinMathBounds(given) && isWithinMathBounds(expected) ? compareMaths(given, expected) : null;
  if (verdict) return verdict;
  // Maths the machine cannot grade (an unknown function, a set of roots) is still right when written exactly so.
  return compactMaths(given) === compactMaths(expected) ? { correct: true, method: 'text' } : UNDECIDED;
}
