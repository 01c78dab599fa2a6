import type { TokenUser } from '@tp/contracts';
import { addToOutbox, conflict, forbidden, notFound, withTransaction, type Queryable } from '@tp/service-kit';
import { deleteAllClassHomework, deleteClassHomework, findHomeworkChange, insertClassHomework, listClassHomework, lockHomework } from '../data-access/class-homework-repository';
import { findClass } from '../data-access/class-repository';
import type { CatalogDeps } from './catalog-deps';
import type { ClassHomeworkLink } from './class-homework-link';
import type { ClassRecord } from './class-record';

/** A class whose homework the caller manages: its teacher's, or any for an administrator. */
async function classToManage(db: Queryable, caller: TokenUser, id: string, options: { forUpdate?: boolean } = {}): Promise<ClassRecord> {
  const cls = await findClass(db, id, options);
  if (!cls) throw notFound('Class not found');
  if (cls.teacherId !== caller.id && !caller.isAdmin) throw forbidden('This class belongs to another teacher.');
  return cls;
}

/**
 * Teachers see a class's homework when it is published or they created it; administrators see all. (isPublish is
 * the link's own flag: shared with the class's other teachers, and with the exercise service its students.)
 */
export function visibleHomework(links: ClassHomeworkLink[], viewer: Pick<TokenUser, 'id' | 'isAdmin'>): ClassHomeworkLink[] {
  return viewer.isAdmin ? links : links.filter((link) => link.isPublish || link.creatorId === viewer.id);
}

/** The homework of a class as its teacher (or an administrator) may see it. */
export async function classHomeworkFor(db: Queryable, viewer: TokenUser, classId: string): Promise<ClassHomeworkLink[]> {
  return visibleHomework(await listClassHomework(db, classId), viewer);
}

/**
 * Adds a homework to a class. question-bank says it exists and who made it: a teacher adds only homework they
 * created (an administrator any); name, due date, exam flag and creator are question-bank's, never the client's.
 */
export async function addHomeworkToClass(
  deps: CatalogDeps,
  caller: TokenUser,
  { classId, homeworkId, isPublish }: { classId: string; homeworkId: string; isPublish: boolean },
): Promise<ClassHomeworkLink> {
  await classToManage(deps.pool, caller, classId);
  const homework = await deps.homework.homework(homeworkId);
  if (homework.creator._id !== caller.id && !caller.isAdmin) throw forbidden('Only homework you created can be added to your class.');
  return withTransaction(deps.pool, async (tx) => {
    await lockHomework(tx, homeworkId);
    await classToManage(tx, caller, classId, { forUpdate: true });
    // An event heard after question-bank answered is newer than the answer.
    const heard = await findHomeworkChange(tx, homeworkId);
    if (heard?.deleted) throw notFound('Homework not found');
    const link = {
      classId, homeworkId, isPublish, creatorId: homework.creator._id, creatorName: homework.creator.name,
      name: heard?.name ?? homework.name,
      dueDate: heard ? heard.dueDate : homework.dueDate ? new Date(homework.dueDate) : null,
      isExam: heard?.isExam ?? homework.isExam,
    };
    if (!(await insertClassHomework(tx, link))) throw conflict('This homework is already in the class.');
    await addToOutbox(tx, 'class.homework-added', { classId, homeworkId, isPublish });
    return (await listClassHomework(tx, classId)).find((l) => l.homeworkId === homeworkId)!;
  });
}

/**
 * question-bank shows each homework's classes: every link a class loses is announced with the change, in its
 * transaction (a class deletion too, through `removeEveryLinkOfClass`).
 */
async function announceRemovals(tx: Queryable, classId: string, homeworkIds: string[]) {
  for (const homeworkId of homeworkIds) await addToOutbox(tx, 'class.homework-removed', { classId, homeworkId });
}

export async function removeHomeworkFromClass(deps: CatalogDeps, caller: TokenUser, classId: string, homeworkId: string) {
  await withTransaction(deps.pool, async (tx) => {
    await classToManage(tx, caller, classId, { forUpdate: true });
    if (!(await deleteClassHomework(tx, classId, homeworkId))) throw notFound('This homework is not in the class.');
    await announceRemovals(tx, classId, [homeworkId]);
  });
}

/** Removes every homework link of a locked class and announces each; a class deletion calls it before the delete. */
export async function removeEveryLinkOfClass(tx: Queryable, classId: string) {
  await announceRemovals(tx, classId, await deleteAllClassHomework(tx, classId));
}

export async function removeAllHomeworkFromClass(deps: CatalogDeps, caller: TokenUser, classId: string) {
  await withTransaction(deps.pool, async (tx) => {
    await classToManage(tx, caller, classId, { forUpdate: true });
    await removeEveryLinkOfClass(tx, classId);
  });
}
