import { teacherSource, teacherSourcePage, type TeacherSource } from '@tp/contracts/sources';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** The source picker pages by 10. */
export const SOURCE_PAGE_SIZE = 10;

/** GET /api/teacher/getSourceList?page&pageSize&keyword (question-bank): one page of the shared sources. */
export async function fetchSources(page: number, keyword: string, signal?: AbortSignal): Promise<{ list: TeacherSource[]; total: number }> {
  return teacherSourcePage.parse(await apiGet('/teacher/getSourceList', { page, pageSize: SOURCE_PAGE_SIZE, keyword }, signal));
}

/** POST /api/teacher/createSource {name}. */
export async function createSource(name: string): Promise<TeacherSource> {
  return teacherSource.parse(await apiPost('/teacher/createSource', { name }));
}

/** POST /api/teacher/updateSource {id, name}. */
export async function renameSource(id: string, name: string): Promise<TeacherSource> {
  return teacherSource.parse(await apiPost('/teacher/updateSource', { id, name }));
}

/** POST /api/teacher/deleteSource {id}. */
export async function deleteSource(id: string): Promise<void> {
  await apiPost('/teacher/deleteSource', { id });
}
