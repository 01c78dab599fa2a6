import type { TokenUser } from '@tp/contracts';
import { AppError } from '@tp/service-kit';
import { decideStart, writeTiming } from './exam-clock';
import type { ExerciseRecord } from './exercise-records';
import type { GradingDeps } from './pending-grading';
import { recordFinish } from './record-finish';
import { studentWrite, type Present } from './student-write';

/** An exam after its start: the exercise (its end set by the first start) and `now`; no questions or answers are read. */
export interface ExamStartOutcome {
  exercise: ExerciseRecord;
  now: Date;
}

/**
 * Start (exams only): the first start fixes the end by the database's clock; a later one answers the same end. An
 * exam that cannot start any more is refused ('The exam has ended.'); one started and past its grace is finished.
 * A whole school starts within a minute: the start reads and writes the exercise row only.
 */
export async function startExam<R>({ pool }: GradingDeps, caller: TokenUser, request: { id: string; opId?: string }, present: Present<ExamStartOutcome, R>): Promise<R> {
  return studentWrite(pool, caller, request.id, { opId: request.opId, kind: 'start' }, async ({ tx, exercise, now }) => {
    const decision = decideStart(exercise, now);
    if (decision.kind === 'refused') {
      if (decision.status === 409 && !exercise.finishedAt && writeTiming(exercise, now).kind === 'too-late') {
        await recordFinish(tx, exercise, 'clock', now);
        return { reply: { refused: { status: 409, message: decision.message } }, history: { kind: 'start', applied: false } };
      }
      throw new AppError(decision.status, decision.message);
    }
    const started = decision.kind === 'start' ? { ...exercise, startedAt: now, endExamAt: decision.endExamAt } : exercise;
    return {
      reply: present({ exercise: started, now }),
      history: { kind: 'start', applied: decision.kind === 'start' },
      examStart: decision.kind === 'start' ? { endExamAt: decision.endExamAt } : undefined,
    };
  });
}
