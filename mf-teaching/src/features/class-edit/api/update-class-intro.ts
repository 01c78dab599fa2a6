import { apiPost } from '@tp/web-kit/api-client';
import { classView, type ClassView } from '@tp/contracts/classes';

/** POST /api/teacher/updateClassIntro: every field of the Edit Class form; answers the saved class. */
export async function updateClassIntro(body: Record<string, unknown> & { _id: string }): Promise<ClassView> {
  return classView.parse(await apiPost('/teacher/updateClassIntro', body));
}
