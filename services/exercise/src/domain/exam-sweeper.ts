import { EXAM_GRACE_MS } from '@tp/contracts';
import { PeriodicTask, withTransaction, type Logger, type Pool } from '@tp/service-kit';
import { databaseNow } from '../data-access/database-clock';
import { claimExamsPastGrace } from '../data-access/exam-sweep-repository';
import { recordFinish } from './record-finish';

/** Exams finished in one transaction; a long backlog is worked off batch after batch in one pass. */
const BATCH_SIZE = 50;

/**
 * The exam clock's hand: every `intervalMs` it finishes the exams whose end plus the grace has passed by the
 * database's clock, so an exam ends on time with no browser connected. Each batch takes its rows with
 * `FOR UPDATE SKIP LOCKED`: replicas running it side by side never finish the same exam twice, and a student's
 * write holding an exam's lock simply waits for the next pass (or finishes the exam itself).
 */
export class ExamSweeper {
  private readonly task: PeriodicTask;

  constructor(private readonly options: { pool: Pool; logger: Logger; intervalMs: number }) {
    this.task = new PeriodicTask(() => this.sweep(), { name: 'exam sweep', intervalMs: options.intervalMs, logger: options.logger });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** Finishes every exam past its end and grace; returns how many. */
  async sweep(): Promise<number> {
    let finished = 0;
    for (;;) {
      const count = await withTransaction(this.options.pool, async (tx) => {
        const exams = await claimExamsPastGrace(tx, EXAM_GRACE_MS, BATCH_SIZE);
        const now = await databaseNow(tx);
        for (const exam of exams) await recordFinish(tx, exam, 'clock', now);
        return exams.length;
      });
      finished += count;
      if (count < BATCH_SIZE) return finished;
    }
  }
}
