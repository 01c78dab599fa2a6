import { classProgressResult, type ClassProgressResult } from '@tp/contracts/class-progress';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/user/getClassProgress: a student's accuracy over time and homework on time in one class. */
export async function fetchClassProgress(studentId: string, classId: string, signal?: AbortSignal): Promise<ClassProgressResult> {
  return classProgressResult.parse(await apiGet('/user/getClassProgress', { studentId, classId }, signal));
}
