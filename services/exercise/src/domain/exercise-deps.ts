import type { Logger, Pool, UserReplica } from '@tp/service-kit';
import type { ExamMetrics } from './exam-metrics';
import type { ExamSweeper } from './exam-sweeper';
import type { Grader } from './grading/grader';
import type { Neighbours } from './neighbours';
import type { PendingGradingPass } from './pending-grading';
import type { ReminderScanner } from './reminder-scan';

/** What exercise's use cases and background tasks work with: built once in main.ts, handed to everything alike. */
export interface ExerciseDeps {
  pool: Pool;
  logger: Logger;
  /** Exercise's copy of identity's users (parents' links to their children). */
  users: UserReplica;
  /** Clients of catalog and question-bank, with this service's token and timeout. */
  neighbours: Neighbours;
  /** Grades stored answers in worker threads with a hard time limit; stopped with the service. */
  grader: Grader & { stop(): Promise<void> };
  /** The exam clock: finishes exams at their end with no browser connected. */
  sweeper: ExamSweeper;
  /** Grades the answers a stopped process left ungraded. */
  pendingGradings: PendingGradingPass;
  /** Reminder e-mails: homework due soon or overdue, the parents' weekly digest. */
  reminders: ReminderScanner;
  /** The exam counters (saves by verdict, late writes), counted once a write has committed. */
  exams: ExamMetrics;
}
