import { conflict, type PoolClient } from '@tp/service-kit';
import { LATE_SAVE_MESSAGE, START_FIRST_MESSAGE, writeTiming } from './exam-clock';
import type { ExerciseRecord } from './exercise-records';
import { recordFinish } from './record-finish';
import type { KeptRefusal } from './student-write';

export const FINISHED_MESSAGE = 'This exercise has been submitted; it can no longer change.';

/**
 * A write to a finished exercise is refused; an exam takes writes from its start to its end plus the grace. A write
 * after that finishes the exam (if the clock has not yet) and is refused, kept in the history as not applied.
 */
export async function refusalByState(tx: PoolClient, exercise: ExerciseRecord, now: Date): Promise<KeptRefusal | undefined> {
  if (exercise.finishedAt) throw conflict(exercise.finishedBy === 'clock' ? LATE_SAVE_MESSAGE : FINISHED_MESSAGE);
  const timing = writeTiming(exercise, now);
  if (timing.kind === 'not-started') throw conflict(START_FIRST_MESSAGE);
  if (timing.kind === 'in-time') return undefined;
  await recordFinish(tx, exercise, 'clock', now);
  return { refused: { status: 409, message: LATE_SAVE_MESSAGE } };
}
