import { internalClassSummary } from '@tp/contracts';
import { getInternal, notFound, type InternalCredentials } from '@tp/service-kit';
import type { ClassCatalog, ClassSummary } from '../domain/class-catalog';

/** Asks catalog about a class; an unknown class is a 404 'Class not found', a catalog that cannot answer a 503. */
export class CatalogClient implements ClassCatalog {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  getClass(classId: string): Promise<ClassSummary> {
    return getInternal(new URL(`/internal/classes/${encodeURIComponent(classId)}`, this.baseUrl), internalClassSummary, {
      credentials: this.credentials,
      audience: 'catalog',
      timeoutMs: this.timeoutMs,
      unavailable: 'Class information cannot be loaded right now. Please try again in a moment.',
      notFound: () => notFound('Class not found'),
    });
  }
}
