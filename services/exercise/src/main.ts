import { defineService, runWhenMain } from '@tp/service-kit';
import { exerciseConfigSchema } from './config';

/** Exercises and exams. No calls yet: they come with the homework and exam issues; the kit answers /health, /ready. */
export const exercise = defineService({
  config: exerciseConfigSchema,
  routers: () => [],
});

/** Starts exercise in-process (tests); `env` defaults to this process's. */
export const startExercise = exercise.start;

await runWhenMain(exercise, import.meta.url);
