import { z } from 'zod';
import { AppError, notFound } from '@tp/service-kit';
import { ErrorCode } from '@tp/contracts';

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
  isPublish: z.number().optional(),
  endDate: z.string().nullable().optional(),
  includeLibrary: z.boolean().optional(),
  paymentInfo: z.string().nullable().optional(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

const envelopeSchema = z.object({ code: z.number(), result: z.unknown() });

const unavailable = () => new AppError(ErrorCode.Unavailable, 'Class information cannot be loaded right now. Please try again in a moment.');

/** Asks catalog about a class; an unknown class is a 404 'Class not found', a catalog that cannot answer a 503. */
export class CatalogClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async getClass(classId: string): Promise<ClassSummary> {
    let res: Response;
    let body: unknown;
    try {
      res = await fetch(new URL(`/internal/classes/${encodeURIComponent(classId)}`, this.baseUrl), { signal: AbortSignal.timeout(this.timeoutMs) });
      if (res.status === 404) throw notFound('Class not found');
      body = await res.json();
    } catch (err) {
      throw err instanceof AppError ? err : unavailable();
    }
    const envelope = envelopeSchema.safeParse(body);
    if (!res.ok || !envelope.success || envelope.data.code !== 200) throw unavailable();
    const summary = classSummarySchema.safeParse(envelope.data.result);
    if (!summary.success) throw unavailable();
    return summary.data;
  }
}
