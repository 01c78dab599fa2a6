import { exerciseView, type ExerciseView } from '@tp/contracts/exercises';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/user/getExerciseById: one exercise with its questions, as the server shows it to the caller. */
export async function fetchExercise(id: string, signal?: AbortSignal): Promise<ExerciseView> {
  return exerciseView.parse(await apiGet('/user/getExerciseById', { id }, signal));
}
