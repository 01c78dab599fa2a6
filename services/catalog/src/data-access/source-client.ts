import { getInternal, type InternalCredentials } from '@tp/service-kit';
import { internalSourceList, type InternalSource } from '@tp/contracts';
import type { SourceNames } from '../domain/question-bank';

/** Asks question-bank for the names of sources (GET /internal/sources?ids=a,b); unknown ids are left out. */
export class SourceClient implements SourceNames {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  async namedSources(ids: string[]): Promise<InternalSource[]> {
    if (ids.length === 0) return [];
    const url = new URL('/internal/sources', this.baseUrl);
    url.searchParams.set('ids', ids.join(','));
    const sources = await getInternal(url, internalSourceList, {
      credentials: this.credentials,
      audience: 'question-bank',
      timeoutMs: this.timeoutMs,
      unavailable: 'The source list cannot be checked right now, so the class was not saved. Please try again in a moment.',
    });
    return sources.map(({ _id, name }) => ({ _id, name }));
  }
}
