import { libraryList, type LibraryView } from '@tp/contracts/library';
import { questionPage, type QuestionPage } from '@tp/contracts/questions';
import { apiGet } from '@tp/web-kit/api-client';
import type { TreeNodePath } from '@tp/web-kit/library-tree-data';

/** GET /api/user/getLibrary: an administrator gets every library. */
export async function fetchLibraries(signal?: AbortSignal): Promise<LibraryView[]> {
  return libraryList.parse(await apiGet('/user/getLibrary', undefined, signal)).list;
}

/** GET /api/admin/getQuestionByLibrary: the questions filed at a node (any teacher's), 100 a page. */
export async function fetchLibraryQuestions(path: TreeNodePath, page: number, signal?: AbortSignal): Promise<QuestionPage> {
  return questionPage.parse(await apiGet('/admin/getQuestionByLibrary', { ...path, page, pageSize: 100 }, signal));
}
