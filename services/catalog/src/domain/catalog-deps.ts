import type { Pool } from '@tp/service-kit';
import type { HomeCache } from '../data-access/home-cache';
import type { SourceClient } from '../data-access/source-client';

/** What the catalog's use cases work with. */
export interface CatalogDeps {
  pool: Pool;
  cache: HomeCache;
  sources: SourceClient;
}
