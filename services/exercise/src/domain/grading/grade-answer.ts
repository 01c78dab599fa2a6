import { MAX_ANSWER_LENGTH, asciiMaths, compactMaths, isPlainWords, isWithinMathBounds, plainWords, stripMathDelimiters } from './answer-text';
import { compareMaths } from './math-equivalence';
import { gradeChoice, UNDECIDED, type GradedQuestion, type Verdict } from './verdict';

export type { GradedQuestion, Verdict };

/**
 * Grades a stored (normalised) answer against the question's correct answer. Choice letters are compared exactly.
 * Free text is compared as maths when both are maths (symbolic equivalence, backed by evaluation at random points),
 * else as words (the same words, spaces and case aside); what neither settles goes to the teacher. It never throws.
 * Free text can take up to about a second of algebra (a pathological answer, `x^99999999`, is refused in under a
 * ms by the bounds): it runs in a worker thread (grading-threads/), never on a request's event loop.
 */
export function gradeAnswer(question: GradedQuestion, answer: string): Verdict {
  try {
    if (question.isChoice !== 2) return gradeChoice(question.isChoice, question.correctAnswer, answer);
    return gradeFreeText(question.correctAnswer, answer);
  } catch {
    return UNDECIDED;
  }
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
