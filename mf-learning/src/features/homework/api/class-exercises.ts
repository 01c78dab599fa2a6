import { classView } from '@tp/contracts/classes';
import { exerciseSummaryList, type ExerciseSummary } from '@tp/contracts/exercises';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** GET /api/user/getExerciseByClassId: the caller's exercises in one class. */
export async function fetchClassExercises(classId: string, signal?: AbortSignal): Promise<ExerciseSummary[]> {
  return exerciseSummaryList.parse(await apiGet('/user/getExerciseByClassId', { id: classId }, signal)).list;
}

/** GET /api/public/getClassById: the class's name and bulletin; null when the class cannot be read (not published). */
export async function fetchClassBulletin(classId: string, signal?: AbortSignal): Promise<{ name: string; bulletin: string } | null> {
  try {
    const cls = classView.pick({ name: true, bulletin: true }).parse(await apiGet('/public/getClassById', { id: classId }, signal));
    return cls;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/** POST /api/user/undoExercise: clears the student's answers of a homework (not an exam). */
export async function undoExercise(id: string): Promise<void> {
  await apiPost('/user/undoExercise', { id });
}
