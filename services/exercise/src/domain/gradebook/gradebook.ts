import {
  ErrorCode, GRADEBOOK_HOMEWORK_MAX, GRADEBOOK_STUDENTS_MAX, GRADEBOOK_TOO_LARGE_MESSAGE, type Gradebook, type GradebookChildRow, type TokenUser,
} from '@tp/contracts';
import { AppError, notFound, type Pool, type UserReplica } from '@tp/service-kit';
import { gradebookExercises } from '../../data-access/gradebook-repository';
import type { Neighbours } from '../neighbours';
import { classToManage } from '../publishing';
import { readerOf } from '../exercise-reads';
import { gradebookGrid } from './gradebook-rules';

export interface GradebookDeps {
  pool: Pool;
  users: UserReplica;
  neighbours: Neighbours;
}

const byName = (a: { name: string; _id: string }, b: { name: string; _id: string }) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id);

/** getGradebook: the class's teacher (or an administrator) reads the whole class, students by name. */
export async function classGradebook({ pool, neighbours }: Pick<GradebookDeps, 'pool' | 'neighbours'>, caller: TokenUser, classId: string, now = new Date()): Promise<Gradebook> {
  const cls = await classToManage(neighbours, caller, classId);
  // The work is bounded by the class's size: refuse a grid too large to answer quickly.
  if (cls.students.length > GRADEBOOK_STUDENTS_MAX || cls.homework.length > GRADEBOOK_HOMEWORK_MAX) {
    throw new AppError(ErrorCode.PayloadTooLarge, GRADEBOOK_TOO_LARGE_MESSAGE);
  }
  const students = [...cls.students].sort(byName);
  const grid = gradebookGrid(students, cls.homework, await gradebookExercises(pool, classId), 'teacher', now);
  return { class: { _id: cls._id, name: cls.name }, ...grid };
}

/**
 * getGradebookRow: a parent reads their child's row of a class, over the homework published to the child. Anyone
 * but a linked parent, or a child without work in the class, is told the student is not found (nothing revealed).
 */
export async function childGradebookRow(deps: GradebookDeps, caller: TokenUser, classId: string, studentId: string, now = new Date()): Promise<GradebookChildRow> {
  const reader = await readerOf(deps.users, caller);
  if (!reader.childIds.includes(studentId)) throw notFound('Student not found');
  const exercises = await gradebookExercises(deps.pool, classId, studentId);
  if (exercises.length === 0) throw notFound('Student not found');
  const cls = await deps.neighbours.catalog.classPublishing(classId);
  const published = new Set(exercises.map((e) => e.homeworkId));
  const homework = cls.homework.filter((hw) => published.has(hw._id)).slice(0, GRADEBOOK_HOMEWORK_MAX);
  const child = cls.students.find((s) => s._id === studentId) ?? { _id: studentId, name: (await deps.users.findById(studentId))?.name ?? '' };
  const { columns, rows } = gradebookGrid([child], homework, exercises, 'parent', now);
  return { class: { _id: cls._id, name: cls.name }, columns, row: rows[0] };
}
