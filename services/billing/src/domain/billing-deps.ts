import type { Pool, UserReplica } from '@tp/service-kit';
import type { ClassCatalog } from './class-catalog';

/** What billing's use cases work with: its database, its copy of the users, and catalog's class facts. */
export interface BillingDeps {
  pool: Pool;
  users: UserReplica;
  catalog: ClassCatalog;
}
