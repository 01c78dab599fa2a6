import type { TokenUser } from '@tp/contracts';
import { conflict, type PoolClient } from '@tp/service-kit';
import { clearAnswers } from '../data-access/answer-repository';
import { findExercise, withAnswers } from '../data-access/exercise-repository';
import { writeTiming } from './exam-clock';
import type { ExerciseWithAnswers } from './exercise-records';
import { gradePendingOf, type GradingDeps } from './pending-grading';
import { recordFinish } from './record-finish';
import { studentWrite, type Present } from './student-write';
import { FINISHED_MESSAGE } from './write-refusals';

// The student's writes to a whole exercise: Submit All Solutions and Undo.

export const EXAM_NO_UNDO_MESSAGE = 'An exam cannot be undone.';

/** A whole exercise after a write (finish, undo), as now stored. */
export interface ExerciseOutcome {
  exercise: ExerciseWithAnswers;
  now: Date;
}

async function reread(tx: PoolClient, id: string, now: Date): Promise<ExerciseOutcome> {
  return { exercise: await withAnswers(tx, (await findExercise(tx, id))!), now };
}

/**
 * Submit All Solutions. An exam past its end and grace is finished by the clock instead (it ended before this
 * arrived); the student still gets the finished exercise. Answers still being graded are graded first (outside the
 * lock), so the finished exercise shows their verdicts and its announcement has its accuracy at once.
 */
export async function finishExercise<R>(deps: GradingDeps, caller: TokenUser, request: { id: string; opId?: string }, present: Present<ExerciseOutcome, R>): Promise<R> {
  await gradePendingOf(deps, request.id, caller.id);
  return studentWrite(deps.pool, caller, request.id, { opId: request.opId, kind: 'finish' }, async ({ tx, exercise, now }) => {
    if (exercise.finishedAt) throw conflict(FINISHED_MESSAGE);
    const by = writeTiming(exercise, now).kind === 'too-late' ? 'clock' : 'student';
    await recordFinish(tx, exercise, by, now);
    return { reply: present(await reread(tx, exercise.id, now)), history: { kind: 'finish', applied: true } };
  });
}

/**
 * Undo (homework only, before it is finished): every answer back to unanswered but those checked with Check Solution,
 * which keep their answer, verdict and lock (their solution was shown: answering them again would make the accuracy
 * a copy of the solutions). The history keeps every answer.
 */
export async function undoExercise<R>({ pool }: GradingDeps, caller: TokenUser, request: { id: string; opId?: string }, present: Present<ExerciseOutcome, R>): Promise<R> {
  return studentWrite(pool, caller, request.id, { opId: request.opId, kind: 'undo' }, async ({ tx, exercise, now }) => {
    if (exercise.isExam) throw conflict(EXAM_NO_UNDO_MESSAGE);
    if (exercise.finishedAt) throw conflict(FINISHED_MESSAGE);
    await clearAnswers(tx, exercise.id);
    return { reply: present(await reread(tx, exercise.id, now)), history: { kind: 'undo', applied: true } };
  });
}
