import { isAnswered, type QuestionView, type TokenUser } from '@tp/contracts';
import { addToOutbox, conflict, notFound, withTransaction, type Pool, type PoolClient, type Queryable } from '@tp/service-kit';
import { storableRichText } from '@tp/service-kit/rich-text';
import { findAnswer, writeCorrection } from '../data-access/answer-repository';
import { isCorrectionRecipient } from '../data-access/correction-recipient-repository';
import { databaseNow } from '../data-access/database-clock';
import { findExercise, snapshotQuestions, withAnswers } from '../data-access/exercise-repository';
import { writeCorrectionDone } from '../data-access/exercise-state-repository';
import type { AnswerRecord, ExerciseRecord, ExerciseWithAnswers } from './exercise-records';

// The teacher's correction: a mark (Right or Wrong, outranking the machine's) and a comment per answered question,
// then FINISH ('0' → '1'). Only the class's teacher at publish corrects an exercise; to anyone else it does not exist.

export const UNANSWERED_MARK_MESSAGE = 'Only an answered question can be marked.';
export const NOT_SUBMITTED_MESSAGE = 'The student has not submitted this exercise yet; its correction can be finished once they have.';

async function teachersExercise(tx: PoolClient, teacher: TokenUser, exerciseId: string): Promise<ExerciseRecord> {
  const exercise = await findExercise(tx, exerciseId, { forUpdate: true });
  if (!exercise || exercise.teacherId !== teacher.id) throw notFound('Exercise not found');
  return exercise;
}

export interface CorrectionOutcome {
  exercise: ExerciseRecord;
  question: QuestionView;
  answer: AnswerRecord;
}

/**
 * Marks and comments one answered question (any time: while the student works, after they finished, after FINISH
 * to fix a mistake). `isCorrect` null or left out keeps the mark and changes the comment only.
 */
export async function correctQuestion(
  pool: Pool,
  teacher: TokenUser,
  request: { exerciseId: string; questionId: string; comments: string; isCorrect?: boolean | null },
): Promise<CorrectionOutcome> {
  const comments = storableRichText('comments', request.comments);
  return withTransaction(pool, async (tx) => {
    const exercise = await teachersExercise(tx, teacher, request.exerciseId);
    const question = (await snapshotQuestions(tx, exercise.snapshotId)).find((q) => q._id === request.questionId);
    if (!question) throw notFound('Question not found');
    const stored = await findAnswer(tx, exercise.id, question._id);
    if (!stored || !isAnswered(stored)) throw conflict(UNANSWERED_MARK_MESSAGE);
    const answer = await writeCorrection(tx, exercise.id, question._id, {
      isCorrect: request.isCorrect ?? undefined, comments, at: await databaseNow(tx),
    });
    return { exercise, question, answer };
  });
}

/**
 * FINISH: the correction is done ('1') and the student's side hears of it (`correction.finished`). Only a submitted
 * exercise (by the student or the exam's clock) can be finished: before that its answers may still change, which
 * would void the marks. Finishing again changes nothing.
 */
export async function finishCorrection(pool: Pool, teacher: TokenUser, exerciseId: string): Promise<ExerciseWithAnswers> {
  return withTransaction(pool, async (tx) => {
    const exercise = await teachersExercise(tx, teacher, exerciseId);
    if (!exercise.finishedAt) throw conflict(NOT_SUBMITTED_MESSAGE);
    if (exercise.correctionStatus === '0') {
      await writeCorrectionDone(tx, exercise.id, await databaseNow(tx));
      await addToOutbox(tx, 'correction.finished', {
        exerciseId: exercise.id, studentId: exercise.studentId, classId: exercise.classId, homeworkId: exercise.homeworkId, teacherId: teacher.id,
      });
    }
    return withAnswers(tx, (await findExercise(tx, exercise.id))!);
  });
}

/** Mail's question: may this teacher's correction e-mail go to `email` (a student of theirs, or that student's parent)? */
export function mayReceiveCorrection(db: Queryable, teacherId: string, email: string): Promise<boolean> {
  return isCorrectionRecipient(db, teacherId, email.trim().toLowerCase());
}
