import type { QuestionView } from '@tp/contracts';
import { PeriodicTask, type Logger, type Pool } from '@tp/service-kit';
import { PENDING_GRADING_RETRY_SECONDS } from '../data-access/answer-repository';
import { snapshotQuestion } from '../data-access/exercise-repository';
import { claimDueGradings, gradingDueNow, overdueAnnouncements, pendingGradingsOf, storeVerdict } from '../data-access/grading-repository';
import type { PendingGrading } from './exercise-records';
import { announceIfGraded } from './finish-announcement';
import type { Grader } from './grading/grader';
import type { Verdict } from './grading/verdict';

// "Raw responses first": a save stores the answer as typed and commits; the machine grades it afterwards, outside the
// save's lock and off the event loop (the Grader's threads), and stores the verdict if the answer is still the one
// stored. Nothing is lost if the process stops in between: the answer stays pending and a periodic pass grades it.

export interface GradingDeps {
  pool: Pool;
  grader: Grader;
  logger: Logger;
}

/** A stored answer to grade: whose, which question (as the exercise's snapshot holds it), and the answer. */
export interface StoredAnswer {
  exerciseId: string;
  studentId: string;
  question: QuestionView;
  answer: string;
}

/**
 * Grades a stored answer and stores the verdict; the verdict, or undefined when the grader cannot take it now (it
 * stays pending, due at the next pass). A finished exercise whose last pending answer this was is announced.
 */
export async function gradeStoredAnswer(deps: GradingDeps, stored: StoredAnswer): Promise<Verdict | undefined> {
  const target = { exerciseId: stored.exerciseId, questionId: stored.question._id, answer: stored.answer };
  const verdict = await deps.grader.grade(stored.question, stored.answer, stored.studentId);
  if (verdict === 'later') return void (await gradingDueNow(deps.pool, target));
  const { announcementDue } = await storeVerdict(deps.pool, target, verdict);
  if (announcementDue) await announceIfGraded(deps.pool, stored.exerciseId);
  return verdict;
}

/** The same, after the save has answered: a failure is logged and left to the pass. */
export function gradeAfterSave(deps: GradingDeps, stored: StoredAnswer): void {
  gradeStoredAnswer(deps, stored).catch((err) => deps.logger.warn({ err: (err as Error).message, exerciseId: stored.exerciseId }, 'grading after save failed; the pending pass retries'));
}

async function gradePending(deps: GradingDeps, pending: PendingGrading): Promise<void> {
  const question = await snapshotQuestion(deps.pool, pending.snapshotId, pending.questionId);
  if (!question) return; // its question is gone from the snapshot: nothing can grade it (never expected)
  await gradeStoredAnswer(deps, { exerciseId: pending.exerciseId, studentId: pending.studentId, question, answer: pending.answer });
}

/** Grades every pending answer of the student's exercise (before it is finished: its accuracy counts them all). */
export async function gradePendingOf(deps: GradingDeps, exerciseId: string, studentId: string): Promise<void> {
  const pending = await pendingGradingsOf(deps.pool, exerciseId, studentId);
  await Promise.all(pending.map((p) => gradePending(deps, p)));
}

/** Gradings taken up by one pass, at most; a longer backlog is worked off pass after pass. */
const PASS_SIZE = 50;

/**
 * Every `intervalMs`: grades the answers whose grading is overdue (their process stopped, or its grader was full),
 * and sends the finish announcements one missed. Replicas run it side by side: each claims its rows.
 */
export class PendingGradingPass {
  private readonly task: PeriodicTask;

  constructor(private readonly deps: GradingDeps & { intervalMs: number }) {
    this.task = new PeriodicTask(() => this.pass(), { name: 'pending grading', intervalMs: deps.intervalMs, logger: deps.logger });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; how many gradings it took up. */
  async pass(): Promise<number> {
    const due = await claimDueGradings(this.deps.pool, PASS_SIZE, PENDING_GRADING_RETRY_SECONDS);
    await Promise.all(due.map((pending) => gradePending(this.deps, pending)));
    for (const exerciseId of await overdueAnnouncements(this.deps.pool, PASS_SIZE)) await announceIfGraded(this.deps.pool, exerciseId);
    return due.length;
  }
}
