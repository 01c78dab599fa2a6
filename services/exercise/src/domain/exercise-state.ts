import type { ExerciseState } from '@tp/contracts';
import type { ExerciseWithCounts } from './exercise-records';

/**
 * Where a student stands in an exercise: corrected once the teacher's correction is done; finished once handed in
 * (or ended by the exam clock); in progress once an exam is started or any answer saved; not started otherwise.
 */
export function exerciseStateOf(exercise: Pick<ExerciseWithCounts, 'correctionStatus' | 'finishedAt' | 'startedAt' | 'answered'>): ExerciseState {
  if (exercise.correctionStatus === '1') return 'corrected';
  if (exercise.finishedAt !== null) return 'finished';
  if (exercise.startedAt !== null || exercise.answered > 0) return 'inProgress';
  return 'notStarted';
}
