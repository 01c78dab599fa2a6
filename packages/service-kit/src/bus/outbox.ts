import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventName, EventPayload } from '@tp/contracts';
import type { Queryable } from '../db/database';

/** Writes an event in the caller's transaction; the relay publishes it once that transaction commits. */
export async function addToOutbox<N extends EventName>(db: Queryable, name: N, payload: EventPayload<N>): Promise<EventEnvelope<EventPayload<N>>> {
  const event = { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload };
  await db.query('INSERT INTO outbox (id, name, payload, occurred_at) VALUES ($1, $2, $3, $4)', [
    event.id,
    event.name,
    JSON.stringify(event.payload),
    event.occurredAt,
  ]);
  return event;
}
