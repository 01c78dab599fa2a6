import type { InternalClassPublishing, InternalHomework, StudentPublishEntry, TokenUser } from '@tp/contracts';
import { badRequest, forbidden, notFound, withTransaction, type Pool, type Queryable, type UserReplica } from '@tp/service-kit';
import {
  deleteExercises, deleteUnusedSnapshots, insertExercises, insertSnapshot, liveExercisesOf, lockForUnpublish, retireExercises,
  type UnpublishCandidate,
} from '../data-access/publish-repository';
import { managesClass } from './exercise-access';
import type { Neighbours } from './neighbours';

export const SELECT_STUDENTS_MESSAGE = 'Please select students to publish to.';
export const NO_QUESTIONS_MESSAGE = 'This homework has no questions yet. Add questions to it before publishing it.';
export const HOMEWORK_NOT_IN_CLASS_MESSAGE = 'This homework is not in the class.';

export interface PublishDeps {
  pool: Pool;
  users: UserReplica;
  neighbours: Neighbours;
}

type Student = InternalClassPublishing['students'][number];

/** A class whose publishing the caller manages (catalog says who teaches it): its teacher's, or any for an administrator. */
export async function classToManage(neighbours: Neighbours, caller: TokenUser, classId: string): Promise<InternalClassPublishing> {
  const cls = await neighbours.catalog.classPublishing(classId);
  if (!managesClass(caller, cls.teacherId)) throw forbidden('This class belongs to another teacher.');
  return cls;
}

function assertListsHomework(cls: InternalClassPublishing, homeworkId: string) {
  if (!cls.homework.some((hw) => hw._id === homeworkId)) throw notFound(HOMEWORK_NOT_IN_CLASS_MESSAGE);
}

/** The chosen students, from the class's roster, in the order chosen (repeats dropped); `strangers` are not on it. */
export function chooseStudents(roster: readonly Student[], studentIds: readonly string[]): { chosen: Student[]; strangers: string[] } {
  const byId = new Map(roster.map((s) => [s._id, s]));
  const unique = [...new Set(studentIds)];
  return { chosen: unique.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), strangers: unique.filter((id) => !byId.has(id)) };
}

/** 'Ann is not in this class.' / 'Ann and Bo are not in this class.' */
export function notInClassMessage(names: readonly string[]): string {
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} ${names.length === 1 ? 'is' : 'are'} not in this class.`;
}

/**
 * Creates exercises of `homework` for `students` on one new snapshot of its questions (every field, in order), so
 * later edits of the questions or the homework change none of them. A student who has a live exercise of it is
 * left as they were. The exercises made.
 */
export async function publishSnapshot(
  tx: Queryable,
  cls: Pick<InternalClassPublishing, '_id' | 'name' | 'teacherId'>,
  homework: InternalHomework,
  students: readonly Student[],
  publishedBy: string,
): Promise<{ exerciseId: string; studentId: string }[]> {
  const live = await liveExercisesOf(tx, cls._id, homework._id);
  const fresh = students.filter((s) => !live.has(s._id));
  if (fresh.length === 0) return [];
  const snapshotId = await insertSnapshot(tx, homework._id, homework.questionList);
  const made = await insertExercises(tx, snapshotId, fresh.map((s) => ({
    studentId: s._id, studentName: s.name, studentEmail: s.email, classId: cls._id, className: cls.name, teacherId: cls.teacherId,
    homeworkId: homework._id, homeworkName: homework.name, dueDate: homework.dueDate ? new Date(homework.dueDate) : null,
    isExam: homework.isExam, examDuration: homework.examDuration, questionCount: homework.questionList.length, publishedBy,
  })));
  if (made.length === 0) await deleteUnusedSnapshots(tx, [snapshotId]);
  return made;
}

/**
 * publishHomework: the class's teacher gives a homework of the class to chosen students of its roster. Those who
 * have it already are skipped; the rest get one exercise each, all in one transaction.
 */
export async function publishHomework(
  { pool, users, neighbours }: PublishDeps,
  caller: TokenUser,
  request: { classId: string; homeworkId: string; studentIds: string[] },
): Promise<{ published: { exerciseId: string; studentId: string }[] }> {
  if (request.studentIds.length === 0) throw badRequest(SELECT_STUDENTS_MESSAGE);
  const cls = await classToManage(neighbours, caller, request.classId);
  assertListsHomework(cls, request.homeworkId);
  const { chosen, strangers } = chooseStudents(cls.students, request.studentIds);
  if (strangers.length) {
    const names = await Promise.all(strangers.map(async (id) => (await users.findById(id))?.name || id));
    throw badRequest(notInClassMessage(names));
  }
  const homework = await neighbours.questionBank.homework(request.homeworkId);
  if (homework.questionList.length === 0) throw badRequest(NO_QUESTIONS_MESSAGE);
  const published = await withTransaction(pool, (tx) => publishSnapshot(tx, cls, homework, chosen, caller.id));
  return { published };
}

/** getStudentListByExercise: the class's roster, each with their live exercise of the homework if they have one. */
export async function studentPublishList(
  { pool, neighbours }: Pick<PublishDeps, 'pool' | 'neighbours'>,
  caller: TokenUser,
  classId: string,
  homeworkId: string,
): Promise<StudentPublishEntry[]> {
  const cls = await classToManage(neighbours, caller, classId);
  assertListsHomework(cls, homeworkId);
  const live = await liveExercisesOf(pool, classId, homeworkId);
  return cls.students.map((student) => ({ student, exerciseId: live.get(student._id) ?? null, isPublished: live.has(student._id), select: false }));
}

/**
 * What unpublishing does to an exercise: one the student never touched is deleted; one they started, answered or
 * finished is retired (kept with its answers and history, shown to nobody), so no work is destroyed and the
 * homework can be published to them afresh.
 */
export function unpublishOutcome(exercise: Pick<UnpublishCandidate, 'startedAt' | 'finishedAt' | 'answers' | 'writes'>): 'delete' | 'retire' {
  const touched = exercise.startedAt !== null || exercise.finishedAt !== null || exercise.answers > 0 || exercise.writes > 0;
  return touched ? 'retire' : 'delete';
}

/**
 * unPublishHomework: the exercises' teacher takes them back, all or none. An id that is not a live exercise of the
 * caller's classes is 'Exercise not found' (another teacher's is not revealed).
 */
export async function unpublishExercises(pool: Pool, caller: TokenUser, exerciseIds: string[]): Promise<{ removed: string[]; retired: string[] }> {
  const ids = [...new Set(exerciseIds)];
  return withTransaction(pool, async (tx) => {
    const found = (await lockForUnpublish(tx, ids)).filter((e) => managesClass(caller, e.teacherId));
    if (found.length !== ids.length) throw notFound('Exercise not found');
    const removed = found.filter((e) => unpublishOutcome(e) === 'delete');
    const retired = found.filter((e) => unpublishOutcome(e) === 'retire');
    await deleteExercises(tx, removed.map((e) => e.id));
    await retireExercises(tx, retired.map((e) => e.id));
    await deleteUnusedSnapshots(tx, [...new Set(removed.map((e) => e.snapshotId))]);
    return { removed: removed.map((e) => e.id), retired: retired.map((e) => e.id) };
  });
}
