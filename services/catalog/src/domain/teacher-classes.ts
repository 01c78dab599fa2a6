import { randomUUID } from 'node:crypto';
import type { Language, TokenUser } from '@tp/contracts';
import { forbidden, notFound, withTransaction, type Queryable } from '@tp/service-kit';
import { copyClass, deleteClass, findClass, insertClass, setPublishState } from '../data-access/class-repository';
import { listRosterStudentIds } from '../data-access/roster-repository';
import type { CatalogDeps } from './catalog-deps';
import { removeEveryLinkOfClass } from './class-homework';
import type { ClassRecord } from './class-record';
import { refreshPracticeAccess } from './practice-access';
import { teacherPublish } from './publish-rules';

export const CLASS_NAME_MAX = 200;
const COPY_SUFFIX = ' (copy)';

/** A class of the calling teacher: another teacher's class is refused, whoever asks (admins included). */
export async function ownClass(db: Queryable, teacher: TokenUser, id: string, options: { forUpdate?: boolean } = {}): Promise<ClassRecord> {
  const cls = await findClass(db, id, options);
  if (!cls) throw notFound('Class not found');
  if (cls.teacherId !== teacher.id) throw forbidden('This class belongs to another teacher.');
  return cls;
}

/** Create: an empty, unpublished class owned by the caller; the screen goes straight to its edit page. */
export async function createClass(deps: CatalogDeps, teacher: TokenUser, language: Language): Promise<ClassRecord> {
  const id = randomUUID();
  await insertClass(deps.pool, { id, teacherId: teacher.id, teacherName: teacher.name, language });
  return (await findClass(deps.pool, id))!;
}

/** A copy with every field but the roster and homework, named '<name> (copy)', unpublished. */
export async function copyOwnClass(deps: CatalogDeps, teacher: TokenUser, id: string): Promise<ClassRecord> {
  const original = await ownClass(deps.pool, teacher, id);
  const copyId = randomUUID();
  const name = `${original.name.slice(0, CLASS_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`.trim();
  await copyClass(deps.pool, original.id, copyId, name);
  return (await findClass(deps.pool, copyId))!;
}

/**
 * Deletes the class with its roster and homework links (each announced to question-bank); the home page and audit
 * list forget it at once, and its students' practice access is computed again.
 */
export async function deleteOwnClass(deps: CatalogDeps, teacher: TokenUser, id: string): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    await ownClass(tx, teacher, id, { forUpdate: true });
    const students = await listRosterStudentIds(tx, id);
    await removeEveryLinkOfClass(tx, id);
    await deleteClass(tx, id);
    await refreshPracticeAccess(tx, students);
  });
  await deps.cache.invalidate();
}

/** The teacher's flame (0 or 1; 2 is the administrator's). */
export async function publishOwnClass(deps: CatalogDeps, teacher: TokenUser, id: string, requested: number): Promise<ClassRecord> {
  await withTransaction(deps.pool, async (tx) => {
    const cls = await ownClass(tx, teacher, id, { forUpdate: true });
    await setPublishState(tx, id, teacherPublish(cls.isPublish, requested));
  });
  await deps.cache.invalidate();
  return (await findClass(deps.pool, id))!;
}
