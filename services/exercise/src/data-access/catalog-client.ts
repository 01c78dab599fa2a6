import { internalClassPublishing, type InternalClassPublishing } from '@tp/contracts';
import { getInternal, notFound, type InternalCredentials } from '@tp/service-kit';

/** Asks catalog for a class as publishing needs it (GET /internal/classes/:id/publishing): teacher, roster, homework. */
export class CatalogClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  async classPublishing(classId: string): Promise<InternalClassPublishing> {
    return getInternal(new URL(`/internal/classes/${encodeURIComponent(classId)}/publishing`, this.baseUrl), internalClassPublishing, {
      credentials: this.credentials,
      audience: 'catalog',
      timeoutMs: this.timeoutMs,
      unavailable: 'The class cannot be checked right now, so nothing was changed. Please try again in a moment.',
      notFound: () => notFound('Class not found'),
    });
  }
}
