import type { Role } from '@tp/contracts';

/**
 * Who reads an exercise decides what of it shows (see exercise-views): the student themself, a parent of theirs, or
 * the class's teacher.
 */
export type Audience = 'student' | 'parent' | 'teacher';

/** A signed-in caller as access needs them: a parent's children are the students linked both ways (users copy). */
export interface Reader {
  id: string;
  role: Role;
  isAdmin: boolean;
  childIds: readonly string[];
}

/**
 * A class's teacher manages its publishing and reads its exercises; so does an administrator, who manages every
 * class's homework in catalog too.
 */
export function managesClass(caller: Pick<Reader, 'id' | 'isAdmin'>, teacherId: string): boolean {
  return caller.isAdmin || caller.id === teacherId;
}

/**
 * How `reader` may read an exercise, or null when they may not (the caller answers 404, so that an exercise's
 * existence is not revealed): the student it was published to reads as the student, a parent linked to them as a
 * parent, the class's teacher (the one it was published by the class of) or an administrator as the teacher.
 */
export function audienceOf(reader: Reader, exercise: { studentId: string; teacherId: string }): Audience | null {
  if (reader.role === 'Student') return reader.id === exercise.studentId ? 'student' : null;
  if (reader.role === 'Parent') return reader.childIds.includes(exercise.studentId) ? 'parent' : null;
  return managesClass(reader, exercise.teacherId) ? 'teacher' : null;
}

/**
 * Whether `reader` may ask for a student's exercise list at all: the student, a linked parent, or a teacher (who
 * then sees only the exercises of their own classes). Anyone else is told the student is not found.
 */
export function mayListStudent(reader: Reader, studentId: string): boolean {
  if (reader.role === 'Student') return reader.id === studentId;
  if (reader.role === 'Parent') return reader.childIds.includes(studentId);
  return reader.role === 'Teacher' || reader.isAdmin;
}

/**
 * Whether `audience` sees an exercise's accuracy: the teacher always; the student and a parent once it is finished,
 * as before the end a rising accuracy would tell which saved answer is right.
 */
export function showsAccuracy(audience: Audience, exercise: { finishedAt: Date | null }): boolean {
  return audience === 'teacher' || exercise.finishedAt !== null;
}
