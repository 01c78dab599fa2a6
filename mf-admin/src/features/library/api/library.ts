import { z } from 'zod';
import { libraryDeletion, libraryList, libraryMove, resourceBase, type LibraryView, type ResourceBase } from '@tp/contracts/library';
import { userSummary, type UserSummary } from '@tp/contracts/users';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** Where a node sits in the tree: a library, a chapter of it, or a section of that chapter. */
export interface NodePath {
  libraryId: string;
  chapterId?: string;
  sectionId?: string;
}
export type Direction = 'up' | 'down';

/** GET /api/user/getLibrary: an administrator gets every library, with its chapters, sections and bound teachers. */
export async function fetchLibraries(signal?: AbortSignal): Promise<LibraryView[]> {
  return libraryList.parse(await apiGet('/user/getLibrary', undefined, signal)).list;
}

/** Adds a library (no parent), a chapter to a library, or a section to a chapter. */
export async function addNode(parent: NodePath | undefined, name: string): Promise<void> {
  if (!parent) await apiPost('/admin/createLibrary', { name });
  else if (!parent.chapterId) await apiPost('/admin/createChapter', { name, libraryId: parent.libraryId });
  else await apiPost('/admin/createSection', { name, chapterId: parent.chapterId, libraryId: parent.libraryId });
}

export async function renameNode(path: NodePath, name: string): Promise<void> {
  if (path.sectionId) await apiPost('/admin/updateSection', { ...path, name });
  else if (path.chapterId) await apiPost('/admin/updateChapter', { libraryId: path.libraryId, chapterId: path.chapterId, name });
  else await apiPost('/admin/updateLibrary', { id: path.libraryId, name });
}

/** Deletes the node and all under it; answers how many questions filed there were unfiled. */
export async function deleteNode(path: NodePath): Promise<number> {
  const answer = path.sectionId
    ? await apiPost('/admin/deleteSection', path)
    : path.chapterId
      ? await apiPost('/admin/deleteChapter', { libraryId: path.libraryId, chapterId: path.chapterId })
      : await apiPost('/admin/deleteLibrary', { id: path.libraryId });
  return libraryDeletion.parse(answer).unfiledQuestions;
}

/** Up or down among its siblings; the first going up or the last going down stays (moved: false). */
export async function moveNode(path: NodePath, type: Direction): Promise<boolean> {
  const answer = path.sectionId
    ? await apiPost('/admin/changeSectionOrder', { ...path, type })
    : path.chapterId
      ? await apiPost('/admin/changeChapterOrder', { libraryId: path.libraryId, chapterId: path.chapterId, type })
      : await apiPost('/admin/changeLibraryOrder', { libraryId: path.libraryId, type });
  return libraryMove.parse(answer).moved;
}

export async function bindTeacher(libraryId: string, teacherId: string): Promise<void> {
  await apiPost('/admin/bindTeacherToLibrary', { libraryId, teacherId });
}

export async function unbindTeacher(libraryId: string, teacherId: string): Promise<void> {
  await apiPost('/admin/unbindTeacherToLibrary', { libraryId, teacherId });
}

/** GET /api/admin/getTeachers: every user with the Teacher role. */
export async function fetchTeachers(signal?: AbortSignal): Promise<UserSummary[]> {
  return z.object({ list: z.array(userSummary) }).parse(await apiGet('/admin/getTeachers', undefined, signal)).list;
}

/** GET /api/public/getResourceBase: the Help page and Max Resources of the students' practice. */
export async function fetchResourceBase(signal?: AbortSignal): Promise<ResourceBase> {
  return resourceBase.parse(await apiGet('/public/getResourceBase', undefined, signal));
}

/** POST /api/admin/editResourceBase: one setting per save. */
export async function saveResourceSetting(change: { helpContent: string } | { maxQuestions: number }): Promise<void> {
  await apiPost('/admin/editResourceBase', change);
}
