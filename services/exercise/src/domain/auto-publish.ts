import type { ExerciseFinishedPayload, InternalClassPublishing, InternalHomework } from '@tp/contracts';
import { AppError, type Queryable } from '@tp/service-kit';
import { findExercise } from '../data-access/exercise-repository';
import { homeworkHadBy } from '../data-access/publish-repository';
import type { Neighbours } from './neighbours';
import { publishSnapshot } from './publishing';

/**
 * Auto-publish (the class's autoPublish with autoPublishAccuracy): a student who finishes a homework of the class at
 * or above the accuracy (unset counts as 0) moves on by themself: the class's next homework after the finished
 * one, in the class's order, that the class shows its students (isPublish) and the student has not had yet (one
 * their teacher unpublished counts as had: the teacher took it back on purpose). The ids of those candidates, in
 * order; none when the rule does not apply.
 */
export function autoPublishCandidates(
  cls: Pick<InternalClassPublishing, 'autoPublish' | 'autoPublishAccuracy' | 'students' | 'homework'>,
  finished: Pick<ExerciseFinishedPayload, 'studentId' | 'homeworkId' | 'accuracy'>,
  had: ReadonlySet<string>,
): string[] {
  if (!cls.autoPublish) return [];
  if ((finished.accuracy ?? 0) < (cls.autoPublishAccuracy ?? 0)) return [];
  if (!cls.students.some((s) => s._id === finished.studentId)) return [];
  const position = cls.homework.findIndex((hw) => hw._id === finished.homeworkId);
  if (position < 0) return [];
  return cls.homework.slice(position + 1).filter((hw) => hw.isPublish && !had.has(hw._id)).map((hw) => hw._id);
}

/** The first candidate question-bank still has with questions (a deleted or empty homework is passed over). */
async function firstPublishable(neighbours: Neighbours, candidates: string[]): Promise<InternalHomework | undefined> {
  for (const id of candidates) {
    try {
      const homework = await neighbours.questionBank.homework(id);
      if (homework.questionList.length > 0) return homework;
    } catch (err) {
      if (!(err instanceof AppError && err.status === 404)) throw err; // unavailable: the event is tried again
    }
  }
  return undefined;
}

/**
 * exercise.finished: publishes the class's next homework to the student when auto-publish says so, as 'auto'.
 * Handled once per event (the consumer's inbox); a second finish of the same homework finds the next one had.
 */
export async function autoPublishNext(db: Queryable, neighbours: Neighbours, finished: ExerciseFinishedPayload): Promise<string | undefined> {
  // An exercise unpublished meanwhile earns nothing.
  if (!(await findExercise(db, finished.exerciseId))) return undefined;
  const cls = await neighbours.catalog.classPublishing(finished.classId).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return undefined; // the class was deleted
    throw err;
  });
  if (!cls?.autoPublish) return undefined;
  const candidates = autoPublishCandidates(cls, finished, await homeworkHadBy(db, finished.classId, finished.studentId));
  const homework = await firstPublishable(neighbours, candidates);
  const student = cls.students.find((s) => s._id === finished.studentId);
  if (!homework || !student) return undefined;
  const [made] = await publishSnapshot(db, cls, homework, [student], 'auto');
  return made?.exerciseId;
}
