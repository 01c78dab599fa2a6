import { importRefusal, importResult, type ImportProblem } from '@tp/contracts/question-import';
import { apiPost } from '@tp/web-kit/api-client';
import { ApiError } from '@tp/web-kit/api-error';
import type { ContentLanguage } from '@tp/web-kit/content-language';

/** POST /api/teacher/batchCreateQuestion {filePath, language}: the whole file imports, answering how many. */
export async function batchCreateQuestions(filePath: string, language: ContentLanguage): Promise<number> {
  return importResult.parse(await apiPost('/teacher/batchCreateQuestion', { filePath, language })).created;
}

/** The row problems of a refused file, or none when the refusal was of another kind (not a spreadsheet, too many rows). */
export function importProblemsOf(failure: unknown): ImportProblem[] {
  if (!(failure instanceof ApiError)) return [];
  const refusal = importRefusal.safeParse(failure.result);
  return refusal.success ? refusal.data.problems : [];
}
