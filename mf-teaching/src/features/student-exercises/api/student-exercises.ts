import { exerciseSummaryList, type ExerciseSummary } from '@tp/contracts/exercises';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/teacher/getExerciseByClass?classID&studentID: one student's exercises in one of the teacher's classes. */
export async function fetchStudentExercises(classId: string, studentId: string, signal?: AbortSignal): Promise<ExerciseSummary[]> {
  return exerciseSummaryList.parse(await apiGet('/teacher/getExerciseByClass', { classID: classId, studentID: studentId }, signal)).list;
}
