import { workerTask } from '@tp/service-kit/runtime/worker-task';
import { gradeAnswer, type GradedQuestion, type Verdict } from '../domain/grading/grade-answer';
import { ALGEBRA_TIME_LIMIT_MS } from '../domain/grading/math-engine';

/** One free-text grading, in a worker thread of the grading pool (pooled-grader.ts). */
export interface GradingTask {
  question: GradedQuestion;
  answer: string;
}

/**
 * The verdict, and whether it may be remembered: one that came near the algebra's own time limit is not (on a less
 * busy moment the algebra might have gone further).
 */
export interface GradingResult {
  verdict: Verdict;
  lasting: boolean;
}

export default workerTask(({ question, answer }: GradingTask): GradingResult => {
  const began = performance.now();
  const verdict = gradeAnswer(question, answer);
  return { verdict, lasting: performance.now() - began < ALGEBRA_TIME_LIMIT_MS / 2 };
});
