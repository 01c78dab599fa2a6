import type { EventHandler } from '@tp/service-kit';
import { autoPublishNext } from '../../domain/auto-publish';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';

/** exercise.finished (this service's own, from the outbox): the class's auto-publish may give the student the next homework. */
export function onExerciseFinished(deps: ExerciseServiceDeps, ctx: ExerciseContext): EventHandler<'exercise.finished'> {
  return async (payload, { db, event }) => {
    const exerciseId = await autoPublishNext(db, deps.neighbours, payload);
    if (exerciseId) ctx.logger.info({ eventId: event.id, exerciseId, studentId: payload.studentId }, 'homework auto-published');
  };
}
