import {
  saveExerciseResult,
  startExamResult,
  submitExerciseResult,
  type SaveExerciseResult,
  type StartExamResult,
  type SubmitExerciseResult,
} from '@tp/contracts/exercises';
import { examClockResult, type ExamClockResult } from '@tp/contracts/exam-monitor';
import { apiPost } from '@tp/web-kit/api-client';
import type { QueuedAnswer } from '../answer-queue/queue-core';

/** POST /user/saveExercise, or /user/updateExerciseContent for the working alone: a queued write as it is sent. */
export async function sendQueuedAnswer(entry: QueuedAnswer): Promise<SaveExerciseResult> {
  const { exerciseId: id, questionId, answer, content, opId, seq } = entry;
  const reply =
    entry.kind === 'save'
      ? await apiPost('/user/saveExercise', { id, questionId, answer, content, opId, seq })
      : await apiPost('/user/updateExerciseContent', { id, questionId, content, opId, seq });
  return saveExerciseResult.parse(reply);
}

/** POST /user/submitExercise (Check Solution): the verdict, the correct answer and the solution; the question locks. */
export async function checkSolution(body: {
  id: string;
  questionId: string;
  answer: string;
  content: string;
  opId: string;
  seq: number;
}): Promise<SubmitExerciseResult> {
  return submitExerciseResult.parse(await apiPost('/user/submitExercise', body));
}

/** POST /user/startExam: the end by the server's clock (a second start answers the same end). */
export async function startExam(id: string): Promise<StartExamResult> {
  return startExamResult.parse(await apiPost('/user/startExam', { id }));
}

/** POST /user/finishExercise (Submit All Solutions, or the exam's end). */
export async function finishExercise(id: string, opId: string): Promise<void> {
  await apiPost('/user/finishExercise', { id, opId });
}

/** POST /user/examHeartbeat: the exam screen is open; answers the exam's clock by the server (extra time included). */
export async function examHeartbeat(id: string): Promise<ExamClockResult> {
  return examClockResult.parse(await apiPost('/user/examHeartbeat', { id }));
}
