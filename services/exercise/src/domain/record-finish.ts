import type { PoolClient } from '@tp/service-kit';
import { writeFinished } from '../data-access/exercise-state-repository';
import type { ExerciseRecord } from './exercise-records';
import { announceFinish } from './finish-announcement';

/** Finishes an exercise in the caller's transaction and tells others (finish-announcement). */
export async function recordFinish(tx: PoolClient, exercise: ExerciseRecord, by: 'student' | 'clock', now: Date): Promise<void> {
  await writeFinished(tx, exercise.id, by, now);
  await announceFinish(tx, exercise, by);
}
