import { apiPost } from '@tp/web-kit/api-client';
import { teacherClass, type TeacherClass } from '../../../api/teacher-class';

/** POST /api/teacher/updateClassIntro (§7): every field of the Edit Class form; answers the saved class. */
export async function updateClassIntro(body: Record<string, unknown> & { _id: string }): Promise<TeacherClass> {
  return teacherClass.parse(await apiPost('/teacher/updateClassIntro', body));
}
