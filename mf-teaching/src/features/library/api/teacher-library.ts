import { libraryList, type LibraryView } from '@tp/contracts/library';
import { questionPage, QUESTION_PAGE_SIZE, type QuestionPage } from '@tp/contracts/questions';
import { sourcePage, type SourceView } from '@tp/contracts/sources';
import { apiGet } from '@tp/web-kit/api-client';
import type { TreeNodePath } from '@tp/web-kit/library-tree-data';

/** GET /api/user/getLibrary: the libraries bound to this teacher. */
export async function fetchMyLibraries(signal?: AbortSignal): Promise<LibraryView[]> {
  return libraryList.parse(await apiGet('/user/getLibrary', undefined, signal)).list;
}

/** GET /api/teacher/getQuestionByLibrary: the questions filed at a node, by every teacher, optionally of one source. */
export async function fetchLibraryQuestions(path: TreeNodePath, sourceId: string | undefined, page: number, signal?: AbortSignal): Promise<QuestionPage> {
  return questionPage.parse(await apiGet('/teacher/getQuestionByLibrary', { ...path, sourceId, page, pageSize: QUESTION_PAGE_SIZE }, signal));
}

/** GET /api/user/getUserSource: the sources whose name holds `keyword` (the first 100), for the source filter. */
export async function searchSources(keyword: string, signal?: AbortSignal): Promise<SourceView[]> {
  return sourcePage.parse(await apiGet('/user/getUserSource', { keyword, page: 1, pageSize: 100 }, signal)).list;
}
