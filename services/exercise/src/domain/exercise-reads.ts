import type { TokenUser } from '@tp/contracts';
import { notFound, type Pool, type UserReplica } from '@tp/service-kit';
import { withAnswersAll } from '../data-access/exercise-read-repository';
import { findExercise, listExercises, withAnswers } from '../data-access/exercise-repository';
import { audienceOf, mayListStudent, type Audience, type Reader } from './exercise-access';
import type { ExerciseWithAnswers, ExerciseWithCounts } from './exercise-records';
import type { Neighbours } from './neighbours';
import { classToManage } from './publishing';

export interface ReadDeps {
  pool: Pool;
  users: UserReplica;
  neighbours: Neighbours;
}

export type Readable<E> = { exercise: E; audience: Audience };

/** The caller as access needs them; a parent's children are read from the users copy (linked both ways). */
export async function readerOf(users: UserReplica, caller: TokenUser): Promise<Reader> {
  let childIds: string[] = [];
  if (caller.role === 'Parent') {
    const parent = await users.findById(caller.id);
    childIds = parent ? (await users.findChildren(parent)).map((child) => child.id) : [];
  }
  return { id: caller.id, role: caller.role, isAdmin: caller.isAdmin, childIds };
}

/**
 * getExerciseById, getStudentExerciseDetail: one exercise with its questions for whoever may read it (the student,
 * a linked parent, the class's teacher); anyone else is told it is not found.
 */
export async function readExercise({ pool, users }: Pick<ReadDeps, 'pool' | 'users'>, caller: TokenUser, id: string): Promise<Readable<ExerciseWithAnswers>> {
  const exercise = await findExercise(pool, id);
  const audience = exercise && audienceOf(await readerOf(users, caller), exercise);
  if (!exercise || !audience) throw notFound('Exercise not found');
  return { exercise: await withAnswers(pool, exercise), audience };
}

/** A student's exercises in one class, asked by catalog for its class content (the caller is checked there). */
export async function exercisesOfStudentInClass(pool: Pool, studentId: string, classId: string): Promise<ExerciseWithCounts[]> {
  return listExercises(pool, { studentId, classId });
}

/** getExerciseList, getExerciseByClassId: the student's own exercises, in every class or in one. */
export async function ownExercises(pool: Pool, student: TokenUser, classId?: string): Promise<ExerciseWithCounts[]> {
  return listExercises(pool, { studentId: student.id, classId });
}

/**
 * getStudentExerciseList: a student's exercises (in one class or all) for the student, a linked parent, or a
 * teacher (only those of the teacher's classes); anyone else is told the student is not found.
 */
export async function studentExercises(
  { pool, users }: Pick<ReadDeps, 'pool' | 'users'>,
  caller: TokenUser,
  studentId: string,
  classId?: string,
): Promise<Readable<ExerciseWithCounts>[]> {
  const reader = await readerOf(users, caller);
  if (!mayListStudent(reader, studentId)) throw notFound('Student not found');
  const exercises = await listExercises(pool, { studentId, classId });
  return exercises.flatMap((exercise) => {
    const audience = audienceOf(reader, exercise);
    return audience ? [{ exercise, audience }] : [];
  });
}

/** getExerciseByClass: one student's exercises in a class, for the class's teacher (catalog says who that is). */
export async function classStudentExercises({ pool, neighbours }: Pick<ReadDeps, 'pool' | 'neighbours'>, caller: TokenUser, classId: string, studentId: string) {
  await classToManage(neighbours, caller, classId);
  return listExercises(pool, { classId, studentId });
}

/** getExerciseByClassAndHomework: every student's exercise of a homework in a class, with questions, by student name. */
export async function classHomeworkExercises({ pool, neighbours }: Pick<ReadDeps, 'pool' | 'neighbours'>, caller: TokenUser, classId: string, homeworkId: string) {
  await classToManage(neighbours, caller, classId);
  const exercises = await listExercises(pool, { classId, homeworkId });
  exercises.sort((a, b) => a.studentName.localeCompare(b.studentName) || a.studentId.localeCompare(b.studentId));
  return withAnswersAll(pool, exercises);
}
