import type { EventHandler } from '@tp/service-kit';
import { autoPublishNext } from '../../domain/auto-publish';
import { neighboursOf, type ExerciseContext } from '../exercise-context';

/** exercise.finished (this service's own, from the outbox): the class's auto-publish may give the student the next homework. */
export function onExerciseFinished(ctx: ExerciseContext): EventHandler<'exercise.finished'> {
  const neighbours = neighboursOf(ctx);
  return async (payload, { db, event }) => {
    const exerciseId = await autoPublishNext(db, neighbours, payload);
    if (exerciseId) ctx.logger.info({ eventId: event.id, exerciseId, studentId: payload.studentId }, 'homework auto-published');
  };
}
