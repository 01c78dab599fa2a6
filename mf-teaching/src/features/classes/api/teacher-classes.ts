import { classView, classViewList, type ClassView } from '@tp/contracts/classes';
import { apiGet, apiPost } from '@tp/web-kit/api-client';
import type { ContentLanguage } from '@tp/web-kit/content-language';

/** GET /api/teacher/getClassesByTeacher?name&language: the teacher's own classes. */
export async function fetchTeacherClasses(name: string, language: ContentLanguage, signal?: AbortSignal): Promise<ClassView[]> {
  return classViewList.parse(await apiGet('/teacher/getClassesByTeacher', { name, language }, signal)).list;
}

/** POST /api/teacher/createClassByTeacher {language}: a new, unpublished class. */
export async function createClass(language: ContentLanguage): Promise<ClassView> {
  return classView.parse(await apiPost('/teacher/createClassByTeacher', { language }));
}

/** POST /api/teacher/copyClass {id}. */
export async function copyClass(id: string): Promise<void> {
  await apiPost('/teacher/copyClass', { id });
}

/** POST /api/teacher/deleteClassByTeacher {id}. */
export async function deleteClass(id: string): Promise<void> {
  await apiPost('/teacher/deleteClassByTeacher', { id });
}

/** POST /api/teacher/setPublishClass {id, publish}: the flame sets 1 from 0, otherwise 0. */
export async function setPublish(id: string, publish: 0 | 1): Promise<void> {
  await apiPost('/teacher/setPublishClass', { id, publish });
}
