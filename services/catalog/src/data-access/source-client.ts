import { z } from 'zod';
import { AppError } from '@tp/service-kit';
import { ErrorCode, type InternalSource } from '@tp/contracts';

const envelopeSchema = z.object({
  code: z.number(),
  result: z.array(z.object({ _id: z.string(), name: z.string() })),
});

const unavailable = () => new AppError(ErrorCode.Unavailable, 'The source list cannot be checked right now, so the class was not saved. Please try again in a moment.');

/** Asks question-bank for the names of sources (GET /internal/sources?ids=a,b); unknown ids are left out. */
export class SourceClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async namedSources(ids: string[]): Promise<InternalSource[]> {
    if (ids.length === 0) return [];
    const url = new URL('/internal/sources', this.baseUrl);
    url.searchParams.set('ids', ids.join(','));
    let body: unknown;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!res.ok) throw unavailable();
      body = await res.json();
    } catch {
      throw unavailable();
    }
    const envelope = envelopeSchema.safeParse(body);
    if (!envelope.success || envelope.data.code !== 200) throw unavailable();
    return envelope.data.result.map(({ _id, name }) => ({ _id, name }));
  }
}
