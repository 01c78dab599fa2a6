import type { TokenUser } from '@tp/contracts';
import { forbidden, notFound, type Queryable } from '@tp/service-kit';
import { listLibraryQuestions, type LibraryQuestionFilter } from '../data-access/library-question-repository';
import { findChapter, findLibrary, findLibraryTree, findSectionInLibrary, isBound, libraryIdsOfTeacher, type LibraryScope } from '../data-access/library-repository';
import type { LibraryTree } from './question-bank-records';

/** Which teachers' libraries a student may practise from: catalog knows their classes. */
export interface StudentLibraryTeachers {
  teachersOfStudent(studentId: string): Promise<string[]>;
}

/**
 * Who sees which libraries (getLibrary): administrators every library; a teacher the libraries bound to them;
 * a student the libraries bound to the teachers of their classes that include the library (registration not
 * expired), expired libraries left out; parents and others none (they do not practise).
 */
export type LibraryAudience = 'all' | 'teacher' | 'student' | 'none';

export function libraryAudience(user: Pick<TokenUser, 'role' | 'isAdmin'>): LibraryAudience {
  if (user.isAdmin) return 'all';
  if (user.role === 'Teacher') return 'teacher';
  if (user.role === 'Student') return 'student';
  return 'none';
}

const EMPTY: LibraryTree = { libraries: [], chapters: [], sections: [], teachers: [] };

export async function visibleLibraries(db: Queryable, catalog: StudentLibraryTeachers, user: TokenUser): Promise<LibraryTree> {
  const audience = libraryAudience(user);
  let scope: LibraryScope;
  if (audience === 'all') scope = { all: true };
  else if (audience === 'teacher') scope = { teacherIds: [user.id], withExpired: true };
  else if (audience === 'student') return (await studentLibraries(db, catalog, user.id)).tree;
  else return EMPTY;
  return findLibraryTree(db, scope);
}

/**
 * The libraries a student may use (getLibrary, and every practice call): those bound to the teachers catalog names
 * for them (their classes that include the library, place not expired), expired libraries left out. `teacherIds`
 * empty means the student is on no such class.
 */
export async function studentLibraries(db: Queryable, catalog: StudentLibraryTeachers, studentId: string): Promise<{ teacherIds: string[]; tree: LibraryTree }> {
  const teacherIds = await catalog.teachersOfStudent(studentId);
  return { teacherIds, tree: teacherIds.length ? await findLibraryTree(db, { teacherIds, withExpired: false }) : EMPTY };
}

/** Any of chapterId/sectionId narrows the list; each must be in the library (and the section in the chapter). */
export async function libraryQuestions(db: Queryable, user: TokenUser, filter: LibraryQuestionFilter) {
  const library = await findLibrary(db, filter.libraryId);
  if (!library) throw notFound('Library not found');
  if (!user.isAdmin && !(await isBound(db, library.id, user.id))) throw forbidden('Only the teachers bound to this library can see its questions.');
  if (filter.chapterId && !(await findChapter(db, library.id, filter.chapterId))) throw notFound('Chapter not found in this library');
  if (filter.sectionId) {
    const section = await findSectionInLibrary(db, library.id, filter.sectionId);
    if (!section || (filter.chapterId && section.chapterId !== filter.chapterId)) throw notFound('Section not found in this chapter');
  }
  return listLibraryQuestions(db, filter);
}

/** The libraries bound to a teacher (exercise shows a teacher what of a student's practice came from them). */
export function librariesOfTeacher(db: Queryable, teacherId: string): Promise<string[]> {
  return libraryIdsOfTeacher(db, teacherId);
}
