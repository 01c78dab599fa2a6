import { Gauge, type Registry } from 'prom-client';
import type { Queryable } from '../db/database';
import { cachedRead } from './cached-read';
import { METRIC_PREFIX } from './registry';

/** Rows counted at most: the count stays cheap however far the relay has fallen behind. */
export const OUTBOX_COUNTED_AT_MOST = 10_000;
/** How long a read of the outbox answers scrapes. */
const OUTBOX_READ_EVERY_MS = 5_000;

/**
 * Events written but not yet published, and the age of the oldest: a growing backlog or age means the broker is
 * unreachable or the relay cannot keep up. Read through the unpublished rows' index, bounded, cached a few seconds.
 */
export function registerOutboxMetrics(registry: Registry, db: Queryable): void {
  const read = cachedRead(async () => {
    const { rows } = await db.query<{ backlog: number; lag: number | null }>(
      `SELECT count(*)::int AS backlog, extract(epoch FROM now() - min(occurred_at))::float8 AS lag
       FROM (SELECT occurred_at FROM outbox WHERE published_at IS NULL ORDER BY occurred_at LIMIT ${OUTBOX_COUNTED_AT_MOST}) waiting`,
    );
    return { backlog: rows[0].backlog, lagSeconds: Math.max(0, rows[0].lag ?? 0) };
  }, OUTBOX_READ_EVERY_MS);
  new Gauge({
    name: `${METRIC_PREFIX}outbox_backlog_events`,
    help: `Events in the outbox not yet published (counted up to ${OUTBOX_COUNTED_AT_MOST}; read every few seconds).`,
    registers: [registry],
    async collect() {
      const outbox = await read();
      if (outbox) this.set(outbox.backlog);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}outbox_relay_lag_seconds`,
    help: 'Age of the oldest event in the outbox not yet published; 0 when none waits (read every few seconds).',
    registers: [registry],
    async collect() {
      const outbox = await read();
      if (outbox) this.set(outbox.lagSeconds);
    },
  });
}
