import { Gauge, type Registry } from 'prom-client';
import type { Pool } from '../db/database';
import { METRIC_PREFIX } from './registry';

/**
 * The PostgreSQL pool's clients, read from the pool when scraped: open, idle, and requests waiting for one. Waiting
 * clients mean the pool (DATABASE_POOL_SIZE) or the database is the bottleneck.
 */
export function registerPoolMetrics(registry: Registry, pool: Pool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({ name: `${METRIC_PREFIX}db_pool_${name}`, help, registers: [registry], collect() { this.set(read()); } });
  gauge('total_clients', 'Connections the PostgreSQL pool holds open.', () => pool.totalCount);
  gauge('idle_clients', 'Open connections of the PostgreSQL pool not in use.', () => pool.idleCount);
  gauge('waiting_clients', 'Queries waiting for a connection of the PostgreSQL pool.', () => pool.waitingCount);
}
