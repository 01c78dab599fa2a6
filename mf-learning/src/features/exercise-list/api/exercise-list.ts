import { exerciseSummaryList, type ExerciseSummary } from '@tp/contracts/exercises';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/user/getExerciseList: every exercise published to the caller. */
export async function fetchExerciseList(signal?: AbortSignal): Promise<ExerciseSummary[]> {
  return exerciseSummaryList.parse(await apiGet('/user/getExerciseList', undefined, signal)).list;
}
