import { classView, type ClassView } from '@tp/contracts/classes';
import { apiGet } from '@tp/web-kit/api-client';

/**
 * GET /api/public/getClassById?id: a published class, as anyone may see it, its maths drawn by the server
 * (`typeset`, docs/decisions/004): this page never loads MathJax.
 */
export async function fetchPublicClass(id: string, signal?: AbortSignal): Promise<ClassView> {
  return classView.parse(await apiGet('/public/getClassById', { id, typeset: 'true' }, signal));
}
