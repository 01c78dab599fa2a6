import { exerciseSummaryList, type ExerciseSummary } from '@tp/contracts/exercises';
import { childrenOfClassList, type ChildrenOfClass } from '@tp/contracts/family-classes';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/user/getStudentsByEmail: the parent's children by class, each class with its bulletin. */
export async function fetchChildrenByClass(signal?: AbortSignal): Promise<ChildrenOfClass[]> {
  return childrenOfClassList.parse(await apiGet('/user/getStudentsByEmail', undefined, signal)).list;
}

/** GET /api/user/getStudentExerciseList: one child's exercises in one class. */
export async function fetchStudentExercises(studentId: string, classId: string, signal?: AbortSignal): Promise<ExerciseSummary[]> {
  return exerciseSummaryList.parse(await apiGet('/user/getStudentExerciseList', { studentId, classId }, signal)).list;
}
