import type { Pool, UserReplica } from '@tp/service-kit';
import type { CatalogClient } from '../data-access/catalog-client';

/** What billing's use cases work with: its database, its copy of the users, and catalog's class facts. */
export interface BillingDeps {
  pool: Pool;
  users: UserReplica;
  catalog: CatalogClient;
}
