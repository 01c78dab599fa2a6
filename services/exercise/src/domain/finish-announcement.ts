import { accuracyOf, effectiveVerdict, isAnswered } from '@tp/contracts';
import { addToOutbox, withTransaction, type Pool, type PoolClient } from '@tp/service-kit';
import { answersOf } from '../data-access/exercise-repository';
import { markFinishAnnouncementDue, takeFinishAnnouncement } from '../data-access/grading-repository';
import type { ExerciseRecord } from './exercise-records';

/**
 * Tells others an exercise is finished (`exercise.finished`, accuracy over all its questions by the teacher's verdict,
 * else the machine's), in the caller's transaction. While an answer of it is still being graded the announcement is
 * put off, so that its accuracy is never short of a verdict to come (the class's auto-publish reads it): the last
 * grading sends it (announceIfGraded).
 */
export async function announceFinish(tx: PoolClient, exercise: ExerciseRecord, by: 'student' | 'clock'): Promise<void> {
  const answers = [...((await answersOf(tx, [exercise.id])).get(exercise.id)?.values() ?? [])];
  if (answers.some((answer) => answer.gradingPending)) return markFinishAnnouncementDue(tx, exercise.id);
  const answered = answers.filter(isAnswered);
  const correct = answered.filter((a) => effectiveVerdict(a) === true).length;
  await addToOutbox(tx, 'exercise.finished', {
    exerciseId: exercise.id, studentId: exercise.studentId, classId: exercise.classId, homeworkId: exercise.homeworkId,
    accuracy: accuracyOf(answered.length, correct, exercise.questionCount), finishedBy: by,
  });
}

/** Sends a finished exercise's put-off announcement once none of its answers is pending (once, whoever calls). */
export async function announceIfGraded(pool: Pool, exerciseId: string): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const exercise = await takeFinishAnnouncement(tx, exerciseId);
    if (exercise) await announceFinish(tx, exercise, exercise.finishedBy ?? 'student');
  });
}
