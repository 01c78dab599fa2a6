import { homeworkPage, homeworkView, HOMEWORK_PAGE_SIZE, type HomeworkView } from '@tp/contracts/homework';
import { apiGet, apiPost } from '@tp/web-kit/api-client';
import type { ContentLanguage } from '@tp/web-kit/content-language';

/** GET /api/teacher/getHWByTeacher?name&language&page&pageSize: one page of the teacher's homework, newest first. */
export async function fetchHomeworkPage(query: { name: string; language: ContentLanguage; page: number }, signal?: AbortSignal) {
  return homeworkPage.parse(await apiGet('/teacher/getHWByTeacher', { ...query, pageSize: HOMEWORK_PAGE_SIZE }, signal));
}

/** POST /api/teacher/createHomeWork {language}: a new, empty homework. */
export async function createHomework(language: ContentLanguage): Promise<HomeworkView> {
  return homeworkView.parse(await apiPost('/teacher/createHomeWork', { language }));
}

/** POST /api/teacher/copyHomeWork {id}: '<name> (copy)' with the same questions. */
export async function copyHomework(id: string): Promise<void> {
  await apiPost('/teacher/copyHomeWork', { id });
}

/** POST /api/teacher/deleteHW {id}. */
export async function deleteHomework(id: string): Promise<void> {
  await apiPost('/teacher/deleteHW', { id });
}
