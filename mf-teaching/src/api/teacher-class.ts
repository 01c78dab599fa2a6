import { classView, type ClassView } from '@tp/contracts/classes';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/teacher/getClassById?id: one of the teacher's classes, as the edit form and the roster read it. */
export async function fetchTeacherClass(id: string, signal?: AbortSignal): Promise<ClassView> {
  return classView.parse(await apiGet('/teacher/getClassById', { id }, signal));
}
