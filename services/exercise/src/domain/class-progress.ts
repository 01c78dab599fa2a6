import { CLASS_PROGRESS_MAX_POINTS, type ClassProgressResult, type TokenUser } from '@tp/contracts';
import { notFound, type Pool, type UserReplica } from '@tp/service-kit';
import { classProgressOf } from '../data-access/class-progress-repository';
import type { Reader } from './exercise-access';
import { readerOf } from './exercise-reads';

/** A student's accuracy over time and homework done on time in one class (the contract's shape). */
export type ClassProgress = ClassProgressResult;

/**
 * Whether `reader` may follow a student's progress: the student themself or a parent linked to them (both ways, in
 * the users copy). A teacher has the class's own screens.
 */
export function mayFollowProgress(reader: Reader, studentId: string): boolean {
  if (reader.role === 'Student') return reader.id === studentId;
  if (reader.role === 'Parent') return reader.childIds.includes(studentId);
  return false;
}

/**
 * getClassProgress: the student's progress in the class, for whoever may follow it; anyone else is told the student
 * is not found (as getStudentExerciseList does), so a student's existence is not revealed.
 */
export async function classProgress({ pool, users }: { pool: Pool; users: UserReplica }, caller: TokenUser, studentId: string, classId: string): Promise<ClassProgress> {
  if (!mayFollowProgress(await readerOf(users, caller), studentId)) throw notFound('Student not found');
  return classProgressOf(pool, studentId, classId, CLASS_PROGRESS_MAX_POINTS);
}
