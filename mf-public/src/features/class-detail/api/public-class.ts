import { classView, type ClassView } from '@tp/contracts/classes';
import { apiGet } from '@tp/web-kit/api-client';
import type { ApiCall } from '@tp/web-kit/page-data';

/**
 * GET /api/public/getClassById?id: a published class, as anyone may see it, its maths drawn by the server
 * (`typeset`, docs/decisions/004): this page never loads MathJax.
 */
export const publicClassCall = (id: string): ApiCall => ({ path: '/public/getClassById', query: { id, typeset: 'true' } });

export async function fetchPublicClass(id: string, signal?: AbortSignal): Promise<ClassView> {
  const call = publicClassCall(id);
  return classView.parse(await apiGet(call.path, call.query, signal));
}
