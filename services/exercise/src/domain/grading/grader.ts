import type { GradedQuestion, Verdict } from './verdict';

/**
 * The machine's grading as the use cases see it: away from the request's event loop and outside any database lock.
 * `later` when it cannot take the work now (every thread busy, or this student already has gradings waiting): the
 * answer stays stored and pending, and the pending-grading pass takes it up again.
 */
export interface Grader {
  /**
   * The verdict when it costs nothing to know: choice letters (a comparison), or free text this process has graded
   * before. Used inside a save, which then stores answer and verdict together.
   */
  known(question: GradedQuestion, answer: string): Verdict | undefined;
  grade(question: GradedQuestion, answer: string, owner: string): Promise<Verdict | 'later'>;
}
