import type { TokenUser } from '@tp/contracts';
import { conflict, notFound, withTransaction, type Pool } from '@tp/service-kit';
import { insertTeacherEntry, listRoster, removeEntry } from '../data-access/roster-repository';
import type { CatalogDeps } from './catalog-deps';
import type { ClassRecord } from './class-record';
import { refreshPracticeAccess } from './practice-access';
import type { RosterEntry } from './roster-entry';
import { ownClass } from './teacher-classes';

/** studentList: the roster of the caller's own class. */
export async function classRoster(pool: Pool, teacher: TokenUser, classId: string): Promise<{ cls: ClassRecord; entries: RosterEntry[] }> {
  const cls = await ownClass(pool, teacher, classId);
  return { cls, entries: await listRoster(pool, classId) };
}

/**
 * addStudentToClass: a known Student goes on the caller's class until the class ends (no end date: no
 * expiry). A student already on the class is refused, whatever their expiry.
 */
export async function addStudent({ pool, users }: Pick<CatalogDeps, 'pool' | 'users'>, teacher: TokenUser, classId: string, studentId: string): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const cls = await ownClass(tx, teacher, classId, { forUpdate: true });
    const student = await users.findById(studentId, tx);
    if (!student || student.role !== 'Student') throw notFound('No student account was found for this user.');
    const added = await insertTeacherEntry(tx, {
      classId, studentId, studentName: student.name, studentEmail: student.email, expirationDate: cls.endDate,
    });
    if (!added) throw conflict('The student is already in this class');
    await refreshPracticeAccess(tx, [studentId]);
  });
}

/** removeStudentFromClass: takes a student off the caller's own class. */
export async function removeStudent(pool: Pool, teacher: TokenUser, classId: string, studentId: string): Promise<void> {
  await withTransaction(pool, async (tx) => {
    await ownClass(tx, teacher, classId, { forUpdate: true });
    if (!(await removeEntry(tx, classId, studentId))) throw notFound('The student is not in this class.');
    await refreshPracticeAccess(tx, [studentId]);
  });
}
