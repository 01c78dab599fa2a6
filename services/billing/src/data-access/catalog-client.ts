import { z } from 'zod';
import { getInternal, notFound, type InternalCredentials } from '@tp/service-kit';

/** What billing reads of catalog's GET /internal/classes/:id (InternalClassSummary, plus paymentInfo when given). */
const classSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  teacherId: z.string(),
  teacherName: z.string().optional().default(''),
  monthlyPrice: z.number().nullable().optional(),
  yearlyPrice: z.number().nullable().optional(),
  price: z.number().nullable().optional(),
  language: z.string().optional(),
  isPublish: z.number(),
  endDate: z.string().nullable().optional(),
  includeLibrary: z.boolean().optional(),
  paymentInfo: z.string().nullable().optional(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** Asks catalog about a class; an unknown class is a 404 'Class not found', a catalog that cannot answer a 503. */
export class CatalogClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  getClass(classId: string): Promise<ClassSummary> {
    return getInternal(new URL(`/internal/classes/${encodeURIComponent(classId)}`, this.baseUrl), classSummarySchema, {
      credentials: this.credentials,
      audience: 'catalog',
      timeoutMs: this.timeoutMs,
      unavailable: 'Class information cannot be loaded right now. Please try again in a moment.',
      notFound: () => notFound('Class not found'),
    });
  }
}
