import { exerciseSummaryList, type ExerciseSummary } from '@tp/contracts/exercises';
import { PRACTICE_PAGE_SIZE, studentPracticeRecords, type StudentPracticeRecords } from '@tp/contracts/practice';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/teacher/getExerciseByClass?classID&studentID: one student's exercises in one of the teacher's classes. */
export async function fetchStudentExercises(classId: string, studentId: string, signal?: AbortSignal): Promise<ExerciseSummary[]> {
  return exerciseSummaryList.parse(await apiGet('/teacher/getExerciseByClass', { classID: classId, studentID: studentId }, signal)).list;
}

/**
 * GET /api/teacher/getStudentExerciseByClass?classId&studentId&page&pageSize: one page (10) of the student's practice
 * records from the libraries of this class's teacher, with the counts of all of them.
 */
export async function fetchResourceRecords(classId: string, studentId: string, page: number, signal?: AbortSignal): Promise<StudentPracticeRecords> {
  return studentPracticeRecords.parse(await apiGet('/teacher/getStudentExerciseByClass', { classId, studentId, page, pageSize: PRACTICE_PAGE_SIZE }, signal));
}
