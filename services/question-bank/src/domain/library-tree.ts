import { badRequest, notFound, withTransaction, type Pool, type PoolClient, type UserReplica } from '@tp/service-kit';
import {
  bindTeacher, deleteNode, findChapter, findLibrary, findSection, insertChapter, insertLibrary, insertSection, lockLibraryOrder,
  lockSiblings, renameNode, unbindTeacher, unfileQuestionsUnder, writePositions, type TreeLevel,
} from '../data-access/library-repository';
import { positionsAfterMove, type MoveDirection } from './library-order';

/** Where a node sits: a library, a chapter in it, or a section in one of its chapters. */
export interface NodePath {
  libraryId: string;
  chapterId?: string;
  sectionId?: string;
}

/**
 * Checks the path from the library down (each id must be under the one before), locking the deepest node's parent
 * so siblings are added and reordered one at a time. Returns the level and id of the deepest node.
 */
async function lockPath(tx: PoolClient, path: NodePath): Promise<{ level: TreeLevel; id: string; parentId?: string }> {
  const library = await findLibrary(tx, path.libraryId, { forUpdate: true });
  if (!library) throw notFound('Library not found');
  if (!path.chapterId) return { level: 'libraries', id: library.id };
  const chapter = await findChapter(tx, library.id, path.chapterId, { forUpdate: true });
  if (!chapter) throw notFound('Chapter not found in this library');
  if (!path.sectionId) return { level: 'chapters', id: chapter.id, parentId: library.id };
  const section = await findSection(tx, chapter.id, path.sectionId, { forUpdate: true });
  if (!section) throw notFound('Section not found in this chapter');
  return { level: 'sections', id: section.id, parentId: chapter.id };
}

export function createLibrary(pool: Pool, name: string) {
  return withTransaction(pool, async (tx) => {
    await lockLibraryOrder(tx);
    return insertLibrary(tx, name);
  });
}

export function createChapter(pool: Pool, libraryId: string, name: string) {
  return withTransaction(pool, async (tx) => {
    await lockPath(tx, { libraryId });
    return insertChapter(tx, libraryId, name);
  });
}

export function createSection(pool: Pool, libraryId: string, chapterId: string, name: string) {
  return withTransaction(pool, async (tx) => {
    await lockPath(tx, { libraryId, chapterId });
    return insertSection(tx, chapterId, name);
  });
}

export function renameTreeNode(pool: Pool, path: NodePath, name: string) {
  return withTransaction(pool, async (tx) => {
    const node = await lockPath(tx, path);
    await renameNode(tx, node.level, node.id, name);
    return { _id: node.id, name };
  });
}

/** The node and everything under it go; the questions filed there stay in their teachers' banks, unfiled. */
export function deleteTreeNode(pool: Pool, path: NodePath): Promise<{ unfiledQuestions: number }> {
  return withTransaction(pool, async (tx) => {
    const node = await lockPath(tx, path);
    const unfiledQuestions = await unfileQuestionsUnder(tx, node.level, node.id);
    await deleteNode(tx, node.level, node.id);
    return { unfiledQuestions };
  });
}

/**
 * Trades places with the neighbour above or below. The siblings are locked first, so two administrators moving
 * at once take turns and positions stay distinct. The first moving up, or the last down, stays where it is.
 */
export function moveTreeNode(pool: Pool, path: NodePath, direction: MoveDirection): Promise<{ moved: boolean }> {
  return withTransaction(pool, async (tx) => {
    if (!path.chapterId) await lockLibraryOrder(tx);
    const node = await lockPath(tx, path);
    const siblings = await lockSiblings(tx, node.level, node.parentId);
    const positions = positionsAfterMove(siblings, node.id, direction);
    await writePositions(tx, node.level, positions);
    return { moved: positions.length > 0 };
  });
}

/** Only a user the school knows as a teacher can be bound. Binding twice changes nothing. */
export async function bindTeacherToLibrary(pool: Pool, users: UserReplica, libraryId: string, teacherId: string) {
  await withTransaction(pool, async (tx) => {
    await lockPath(tx, { libraryId });
    const teacher = await users.findById(teacherId, tx);
    if (!teacher) throw notFound('Teacher not found');
    if (teacher.role !== 'Teacher') throw badRequest(`${teacher.name} is not a teacher, so cannot be bound to a library.`);
    await bindTeacher(tx, libraryId, teacherId);
  });
}

export async function unbindTeacherFromLibrary(pool: Pool, libraryId: string, teacherId: string) {
  await withTransaction(pool, async (tx) => {
    await lockPath(tx, { libraryId });
    if (!(await unbindTeacher(tx, libraryId, teacherId))) throw notFound('This teacher is not bound to this library.');
  });
}
