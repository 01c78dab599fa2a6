import { questionReport, questionReportList, type QuestionReport } from '@tp/contracts/practice';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** GET /api/teacher/getQuestionReports?questionId: the students' bug reports on the question, open ones first. */
export async function fetchQuestionReports(questionId: string, signal?: AbortSignal): Promise<QuestionReport[]> {
  return questionReportList.parse(await apiGet('/teacher/getQuestionReports', { questionId }, signal)).list;
}

/** POST /api/teacher/resolveQuestionReport {id}: the report is dealt with. */
export async function resolveQuestionReport(id: string): Promise<QuestionReport> {
  return questionReport.parse(await apiPost('/teacher/resolveQuestionReport', { id }));
}
