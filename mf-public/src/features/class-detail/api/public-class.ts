import { z } from 'zod';
import { apiGet } from '@tp/web-kit/api-client';

const publicClass = z.looseObject({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  introduction: z.string().nullable(),
  description: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  monthlyPrice: z.number().nullable(),
  yearlyPrice: z.number().nullable(),
  user: z.looseObject({ name: z.string() }),
});
export type PublicClass = z.infer<typeof publicClass>;

/**
 * GET /api/public/getClassById?id (§7): a published class, as anyone may see it, its maths drawn by the server
 * (`typeset`, docs/decisions/004): this page never loads MathJax.
 */
export async function fetchPublicClass(id: string, signal?: AbortSignal): Promise<PublicClass> {
  return publicClass.parse(await apiGet('/public/getClassById', { id, typeset: 'true' }, signal));
}
