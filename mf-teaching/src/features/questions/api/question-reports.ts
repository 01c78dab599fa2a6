import { questionReportCounts } from '@tp/contracts/practice';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/teacher/getQuestionReportCounts: how many open bug reports from students each of the caller's questions has. */
export async function fetchReportCounts(signal?: AbortSignal): Promise<Map<string, number>> {
  const { list } = questionReportCounts.parse(await apiGet('/teacher/getQuestionReportCounts', undefined, signal));
  return new Map(list.map((entry) => [entry.questionId, entry.open]));
}
