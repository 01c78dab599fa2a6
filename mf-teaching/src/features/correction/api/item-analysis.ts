import { itemAnalysisResult, type ItemAnalysisResult } from '@tp/contracts/item-analysis';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/teacher/getItemAnalysis?classID&hwID: facility and discrimination per question, Cronbach's alpha. */
export async function fetchItemAnalysis(classId: string, homeworkId: string, signal?: AbortSignal): Promise<ItemAnalysisResult> {
  return itemAnalysisResult.parse(await apiGet('/teacher/getItemAnalysis', { classID: classId, hwID: homeworkId }, signal));
}
