import { WorkerPool, WorkerPoolBusy, WorkerTimeLimit, type Logger } from '@tp/service-kit';
import type { Grader } from '../domain/grading/grader';
import { gradeChoice, needsAlgebra, UNDECIDED, type GradedQuestion, type Verdict } from '../domain/grading/verdict';
import type { GradingResult, GradingTask } from './grading.worker';

export interface GradingPoolSettings {
  threads: number;
  /** Gradings waiting for a thread at most, in this process. */
  maxQueue: number;
  /** A grading still running after this is stopped with its thread: the answer is left to the teacher. */
  timeLimitMs: number;
  heapMb: number;
  /** Gradings of one student running or waiting at most: more of theirs are left for the pending pass. */
  perStudent: number;
  /** Threads at the lowest priority (the default): live requests come first. Tests of other rules may turn it off. */
  lowPriority?: boolean;
  /** Told how long each grading in a thread took, its wait for a thread included, and how it ended. */
  onGraded?: (seconds: number, outcome: GradingOutcome) => void;
}

/** How a grading in a thread ended: a verdict (which may be undecided), its time limit, or its thread failing. */
export type GradingOutcome = 'graded' | 'time_limit' | 'failed';

const keyOf = (question: GradedQuestion, answer: string) => `${question.correctAnswer.length}:${question.correctAnswer}${answer}`;

/** Verdicts kept in memory: hundreds of students send the same few answers, each worked out once per process. */
const REMEMBERED_VERDICTS = 20_000;

/**
 * The grader of a process: choice letters at once; free text in a pool of worker threads (the algebra can take a
 * second, a hostile answer longer), with a hard time limit after which the answer is undecided and waits for the
 * teacher. Verdicts are remembered by correct answer and answer (grading is a pure function of the two).
 */
export class PooledGrader implements Grader {
  private readonly pool: WorkerPool<GradingTask, GradingResult>;
  private readonly verdicts = new Map<string, Verdict>();
  private readonly perStudent = new Map<string, number>();

  constructor(private readonly settings: GradingPoolSettings & { logger: Logger }) {
    this.pool = new WorkerPool<GradingTask, GradingResult>({
      name: 'grading', worker: new URL('./grading.worker.ts', import.meta.url), threads: settings.threads, maxQueue: settings.maxQueue,
      timeLimitMs: settings.timeLimitMs, maxHeapMb: settings.heapMb, lowPriority: settings.lowPriority ?? true,
    });
  }

  known(question: GradedQuestion, answer: string): Verdict | undefined {
    if (!needsAlgebra(question)) return gradeChoice(question.isChoice, question.correctAnswer, answer);
    return this.verdicts.get(keyOf(question, answer));
  }

  async grade(question: GradedQuestion, answer: string, owner: string): Promise<Verdict | 'later'> {
    const known = this.known(question, answer);
    if (known) return known;
    const key = keyOf(question, answer);
    const running = this.perStudent.get(owner) ?? 0;
    if (running >= this.settings.perStudent) return 'later';
    this.perStudent.set(owner, running + 1);
    const began = performance.now();
    const timed = (outcome: GradingOutcome) => this.settings.onGraded?.((performance.now() - began) / 1000, outcome);
    try {
      const { verdict, lasting } = await this.pool.run({ question: { isChoice: question.isChoice, correctAnswer: question.correctAnswer }, answer });
      timed('graded');
      if (lasting) this.remember(key, verdict);
      return verdict;
    } catch (err) {
      if (err instanceof WorkerPoolBusy) return 'later';
      timed(err instanceof WorkerTimeLimit ? 'time_limit' : 'failed');
      // Past the time limit, out of memory or failed: the machine cannot decide this one; the teacher will.
      this.settings.logger.warn({ err: (err as Error).message, answerLength: answer.length }, 'grading stopped: left to the teacher');
      return UNDECIDED;
    } finally {
      const left = (this.perStudent.get(owner) ?? 1) - 1;
      if (left > 0) this.perStudent.set(owner, left);
      else this.perStudent.delete(owner);
    }
  }

  /** Gradings running and waiting in this process now. */
  get load(): { running: number; waiting: number } {
    return this.pool.load;
  }

  stop(): Promise<void> {
    return this.pool.stop();
  }

  private remember(key: string, verdict: Verdict): void {
    this.verdicts.set(key, verdict);
    if (this.verdicts.size > REMEMBERED_VERDICTS) this.verdicts.delete(this.verdicts.keys().next().value!);
  }
}
