import type { Logger } from 'pino';
import type { EventEnvelope } from '@tp/contracts';
import { withTransaction, type Pool } from '../db/database';
import type { EventBus } from './event-bus';

const BATCH_SIZE = 100;

interface OutboxRow {
  id: string;
  name: string;
  payload: unknown;
  occurred_at: Date;
  request_id: string | null;
}

/**
 * Publishes what the outbox holds, oldest first, and marks it published after the broker confirmed it.
 * It runs on a timer (so anything stuck by a broker outage is re-sent) and on `kick()` right after a commit.
 * Rows are locked with SKIP LOCKED so that several replicas share the work without sending twice.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly pool: Pool,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  start() {
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.kick();
  }

  /** Runs a pass now (or right after the current one). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.logger.warn({ err: (err as Error).message }, 'outbox relay pass failed; will retry'))
      .finally(() => {
        this.running = undefined;
        // A pass asked for during this one runs now, unless the relay was stopped (its pool is closing).
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async drain() {
    if (!this.bus.isConnected()) return;
    while ((await this.publishBatch()) === BATCH_SIZE);
  }

  private async publishBatch(): Promise<number> {
    return withTransaction(this.pool, async (client) => {
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, name, payload, occurred_at, request_id FROM outbox WHERE published_at IS NULL
         ORDER BY occurred_at LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
      );
      const published: string[] = [];
      let failure: unknown;
      for (const row of rows) {
        const event: EventEnvelope = { id: row.id, name: row.name, occurredAt: row.occurred_at.toISOString(), payload: row.payload };
        if (row.request_id) event.requestId = row.request_id;
        try {
          await this.bus.publish(event);
        } catch (err) {
          failure = err;
          break;
        }
        published.push(row.id);
      }
      // Commit what the broker confirmed even when a later publish failed: those must not be sent again.
      await client.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])', [published]);
      if (failure) {
        const failed = rows.slice(published.length).map((r) => r.id);
        await client.query('UPDATE outbox SET attempts = attempts + 1 WHERE id = ANY($1::uuid[])', [failed]);
        this.logger.warn({ err: (failure as Error).message, waiting: failed.length }, 'outbox publish failed; will retry');
        return 0;
      }
      return rows.length;
    });
  }
}
