import type { TokenUser } from '@tp/contracts';
import { forbidden, notFound } from '@tp/service-kit';
import { listClassHomework } from '../data-access/class-homework-repository';
import { findClass } from '../data-access/class-repository';
import { listRosterStudentIds } from '../data-access/roster-repository';
import type { CatalogDeps } from './catalog-deps';
import type { ClassHomeworkLink } from './class-homework-link';
import type { ClassRecord } from './class-record';
import type { ExerciseStanding } from './exercise-standings';

/** The same answer for a class that does not exist and one the caller has no one on: nothing is told about it. */
const CLASS_NOT_FOUND = 'Class not found';

export interface ContentStudent {
  id: string;
  name: string;
}

/** A class's content for one student: its bulletin, its published homework and where the student stands in each. */
export interface ClassContentRecord {
  cls: ClassRecord;
  student: ContentStudent;
  homework: { link: ClassHomeworkLink; standing: ExerciseStanding | null }[];
}

/**
 * Whose content the caller reads: a student their own, when on the class; a parent a linked child on the class, the
 * one `studentId` names or else the first by name (then id, so the choice is the same every time). Undefined: no one.
 */
async function studentFor({ users }: Pick<CatalogDeps, 'users'>, caller: TokenUser, onClass: Set<string>, studentId?: string): Promise<ContentStudent | undefined> {
  if (caller.role === 'Student') {
    if (!onClass.has(caller.id)) return undefined;
    return { id: caller.id, name: (await users.findById(caller.id))?.name ?? caller.name };
  }
  const parent = await users.findById(caller.id);
  if (!parent) return undefined;
  const children = (await users.findChildren(parent))
    .filter((child) => onClass.has(child.id) && (studentId === undefined || child.id === studentId))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return children[0] && { id: children[0].id, name: children[0].name };
}

/**
 * getClassesContent: a class's bulletin and published homework with the student's exercise state in each, for a
 * student on the class or a parent of one; the exercise service says where the student stands.
 */
export async function classContentFor(deps: Pick<CatalogDeps, 'pool' | 'users' | 'exercises'>, caller: TokenUser, classId: string, studentId?: string): Promise<ClassContentRecord> {
  if (caller.role !== 'Student' && caller.role !== 'Parent') throw forbidden('Only a student or a parent can see a class\'s content.');
  const cls = await findClass(deps.pool, classId);
  if (!cls) throw notFound(CLASS_NOT_FOUND);
  const student = await studentFor(deps, caller, new Set(await listRosterStudentIds(deps.pool, classId)), studentId);
  if (!student) throw notFound(CLASS_NOT_FOUND);
  const published = (await listClassHomework(deps.pool, classId)).filter((link) => link.isPublish);
  const standings = published.length > 0 ? await deps.exercises.inClass(classId, student.id) : [];
  const byHomework = new Map(standings.map((standing) => [standing.homeworkId, standing]));
  return { cls, student, homework: published.map((link) => ({ link, standing: byHomework.get(link.homeworkId) ?? null })) };
}
