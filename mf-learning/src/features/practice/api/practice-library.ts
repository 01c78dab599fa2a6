import { libraryList, resourceBase, type LibraryView, type ResourceBase } from '@tp/contracts/library';
import { sourcePage } from '@tp/contracts/sources';
import { apiGet } from '@tp/web-kit/api-client';

/** The student source picker's page size. */
export const SOURCE_PAGE_SIZE = 10;

/** GET /api/user/getLibrary: the libraries of the student's classes (question-bank decides which). */
export async function fetchLibraries(signal?: AbortSignal): Promise<LibraryView[]> {
  return libraryList.parse(await apiGet('/user/getLibrary', undefined, signal)).list;
}

/** GET /api/user/getUserSource: one page of the school's sources whose name holds `keyword`. */
export async function fetchSources(page: number, keyword: string, signal?: AbortSignal) {
  return sourcePage.parse(await apiGet('/user/getUserSource', { page, keyword, pageSize: SOURCE_PAGE_SIZE }, signal));
}

/** GET /api/public/getResourceBase: the administrators' Help page and Max Resources. */
export async function fetchResourceBase(signal?: AbortSignal): Promise<ResourceBase> {
  return resourceBase.parse(await apiGet('/public/getResourceBase', undefined, signal));
}
