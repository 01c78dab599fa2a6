import { practiceQuestionBatch, practiceResult, type PracticeQuestionBatch, type PracticeResult } from '@tp/contracts/practice';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** GET /api/user/getResourceQuestion: the next batch of the setting's questions (none: all are done). */
export async function fetchQuestions(signal?: AbortSignal): Promise<PracticeQuestionBatch> {
  return practiceQuestionBatch.parse(await apiGet('/user/getResourceQuestion', undefined, signal));
}

/** POST /api/user/submitResourceQuestion: the verdict, the correct answer and the solution. */
export async function submitAnswer(questionId: string, answer: string): Promise<PracticeResult> {
  return practiceResult.parse(await apiPost('/user/submitResourceQuestion', { questionId, answer }));
}

/** POST /api/user/giveUpResourceQuestion: the question counts as done; its answer and solution come back. */
export async function giveUpQuestion(questionId: string): Promise<PracticeResult> {
  return practiceResult.parse(await apiPost('/user/giveUpResourceQuestion', { questionId }));
}

/** POST /api/user/reportResourceQuestion: a bug report to the question's author. */
export async function reportQuestion(body: { questionId: string; errorType: number; otherContent: string }): Promise<void> {
  await apiPost('/user/reportResourceQuestion', body);
}
