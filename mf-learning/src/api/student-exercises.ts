import { exerciseSummaryList, type ExerciseSummary } from '@tp/contracts/exercises';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/user/getStudentExerciseList: one child's exercises in one class (a parent's call). */
export async function fetchStudentExercises(studentId: string, classId: string, signal?: AbortSignal): Promise<ExerciseSummary[]> {
  return exerciseSummaryList.parse(await apiGet('/user/getStudentExerciseList', { studentId, classId }, signal)).list;
}
