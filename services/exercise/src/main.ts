import { defineService, runWhenMain } from '@tp/service-kit';
import { exerciseConfigSchema } from './config';
import { CatalogClient } from './data-access/catalog-client';
import { IdentityClient } from './data-access/identity-client';
import { QuestionBankClient } from './data-access/question-bank-client';
import { ExamSweeper } from './domain/exam-sweeper';
import { PendingGradingPass } from './domain/pending-grading';
import { ReminderScanner } from './domain/reminder-scan';
import { answerRoutes } from './entry-points/api/answer-routes';
import { classProgressRoutes } from './entry-points/api/class-progress-routes';
import { correctionRoutes } from './entry-points/api/correction-routes';
import { examMonitorRoutes } from './entry-points/api/exam-monitor-routes';
import { MonitorStreams } from './entry-points/api/exam-monitor-stream';
import { exerciseReadRoutes } from './entry-points/api/exercise-read-routes';
import { internalRoutes } from './entry-points/api/internal-routes';
import { itemAnalysisRoutes } from './entry-points/api/item-analysis-routes';
import { gradebookRoutes } from './entry-points/api/gradebook-routes';
import { practiceRoutes } from './entry-points/api/practice-routes';
import { publishRoutes } from './entry-points/api/publish-routes';
import { questionReportRoutes } from './entry-points/api/question-report-routes';
import type { ExerciseServiceDeps } from './entry-points/exercise-context';
import { onExerciseFinished } from './entry-points/messages/exercise-finished';
import { GradebookFiles } from './gradebook-files/gradebook-file-pool';
import { PooledGrader } from './grading-threads/pooled-grader';
import { examCounters } from './metrics/exam-counters';
import { registerExamsRunning, registerMonitorStreams } from './metrics/exam-gauges';
import { gradingTimer, registerGradingQueue } from './metrics/grading-metrics';

/**
 * Exercises and exams: homework published to students, their answers, the exam clock and the teacher's correction;
 * and students' self-practice (settings, records, bug reports).
 */
export const exercise = defineService({
  config: exerciseConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  // Parents' links to their children come from identity's user events.
  userReplica: true,
  deps: ({ config, logger, pool, internal, users, metrics }): ExerciseServiceDeps => {
    // Answers are graded after they are stored, in worker threads with a hard time limit (domain/pending-grading).
    const grader = new PooledGrader({
      logger, threads: config.GRADING_THREADS, maxQueue: config.GRADING_QUEUE, timeLimitMs: config.GRADING_TIME_LIMIT_MS,
      heapMb: config.GRADING_HEAP_MB, perStudent: config.GRADING_PER_STUDENT, onGraded: gradingTimer(metrics),
    });
    const monitors = new MonitorStreams({
      pool, logger, pollMs: config.EXAM_MONITOR_POLL_MS, keepAliveMs: config.EXAM_MONITOR_KEEPALIVE_MS, maxMs: config.EXAM_MONITOR_MAX_MS,
      maxPerUser: config.EXAM_MONITOR_MAX_STREAMS_PER_USER, maxStreams: config.EXAM_MONITOR_MAX_STREAMS,
      tokenCheckMs: config.EXAM_MONITOR_TOKEN_CHECK_MS, maxBufferedBytes: config.EXAM_MONITOR_MAX_BUFFERED_BYTES,
    });
    // Read when Prometheus scrapes (docs/metrics.md): the grading queue, this replica's monitors, the exams running.
    registerGradingQueue(metrics, grader);
    registerMonitorStreams(metrics, monitors);
    registerExamsRunning(metrics, pool);
    return {
      pool,
      logger,
      users,
      neighbours: {
        catalog: new CatalogClient(config.CATALOG_URL, config.INTERNAL_TIMEOUT_MS, internal),
        questionBank: new QuestionBankClient(config.QUESTION_BANK_URL, config.INTERNAL_TIMEOUT_MS, internal),
      },
      grader,
      pendingGradings: new PendingGradingPass({ pool, grader, logger, intervalMs: config.GRADING_PASS_INTERVAL_MS }),
      sweeper: new ExamSweeper({ pool, logger, intervalMs: config.EXAM_SWEEP_INTERVAL_MS }),
      reminders: new ReminderScanner({
        pool, logger, siteUrl: config.SITE_URL, intervalMs: config.REMINDER_SCAN_INTERVAL_MS,
        identity: new IdentityClient(config.IDENTITY_URL, config.INTERNAL_TIMEOUT_MS, internal),
        dueSoonHours: config.REMINDER_DUE_SOON_HOURS, overdueDays: config.REMINDER_OVERDUE_DAYS,
        digestDay: config.REMINDER_DIGEST_DAY, digestHour: config.REMINDER_DIGEST_HOUR,
      }),
      monitors,
      exams: examCounters(metrics),
      gradebookFiles: new GradebookFiles({ maxQueue: 4, timeLimitMs: 10_000 }),
    };
  },
  // The exam clock finishes exams at their end with no browser connected (every replica runs it; see exam-sweeper);
  // the pending pass grades answers a stopped process left ungraded; the reminder scan e-mails homework reminders.
  tasks: ({ sweeper, pendingGradings, reminders }) => [sweeper, pendingGradings, reminders],
  // Open exam monitors end first: a stream would hold the port's close up (the pages reconnect elsewhere).
  onStopping: ({ monitors }) => monitors.endAll(),
  onStop: async ({ grader, gradebookFiles }) => {
    await Promise.all([grader.stop(), gradebookFiles.stop()]);
  },
  routers: (deps, ctx) => [
    publishRoutes(deps, ctx), exerciseReadRoutes(deps, ctx), answerRoutes(deps, ctx), correctionRoutes(deps, ctx), practiceRoutes(deps, ctx),
    questionReportRoutes(deps, ctx), itemAnalysisRoutes(deps, ctx), examMonitorRoutes(deps, ctx), gradebookRoutes(deps, ctx), internalRoutes(deps, ctx),
    classProgressRoutes(deps, ctx),
  ],
  // The class's auto-publish: a student who finishes a homework well enough gets the next one (domain/auto-publish).
  consumers: (deps, ctx) => ({ 'exercise.finished': onExerciseFinished(deps, ctx) }),
});

/** Starts exercise in-process (tests); `env` defaults to this process's. */
export const startExercise = exercise.start;

await runWhenMain(exercise, import.meta.url);
