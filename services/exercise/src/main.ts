import { defineService, runWhenMain } from '@tp/service-kit';
import { exerciseConfigSchema } from './config';
import { ExamSweeper } from './domain/exam-sweeper';
import { answerRoutes } from './entry-points/api/answer-routes';
import { correctionRoutes } from './entry-points/api/correction-routes';
import { exerciseReadRoutes } from './entry-points/api/exercise-read-routes';
import { internalRoutes } from './entry-points/api/internal-routes';
import { itemAnalysisRoutes } from './entry-points/api/item-analysis-routes';
import { publishRoutes } from './entry-points/api/publish-routes';
import { onExerciseFinished } from './entry-points/messages/exercise-finished';

/** Exercises and exams: homework published to students, their answers, the exam clock and the teacher's correction. */
export const exercise = defineService({
  config: exerciseConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  // Parents' links to their children come from identity's user events.
  userReplica: true,
  deps: ({ config, logger, pool }) => ({ sweeper: new ExamSweeper({ pool, logger, intervalMs: config.EXAM_SWEEP_INTERVAL_MS }) }),
  // The exam clock finishes exams at their end with no browser connected (every replica runs it; see exam-sweeper).
  onStart: ({ sweeper }) => sweeper.start(),
  onStop: ({ sweeper }) => sweeper.stop(),
  routers: (_deps, ctx) => [publishRoutes(ctx), exerciseReadRoutes(ctx), answerRoutes(ctx), correctionRoutes(ctx), itemAnalysisRoutes(ctx), internalRoutes(ctx)],
  // The class's auto-publish: a student who finishes a homework well enough gets the next one (domain/auto-publish).
  consumers: (_deps, ctx) => ({ 'exercise.finished': onExerciseFinished(ctx) }),
});

/** Starts exercise in-process (tests); `env` defaults to this process's. */
export const startExercise = exercise.start;

await runWhenMain(exercise, import.meta.url);
