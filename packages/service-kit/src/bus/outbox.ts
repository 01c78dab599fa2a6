import { randomUUID } from 'node:crypto';
import { eventPayloads, type EventEnvelope, type EventName, type EventPayload } from '@tp/contracts';
import { noteOutboxWrite, type Queryable } from '../db/database';
import { currentRequestId } from '../request-context';

/** An event whose payload breaks its contract: a bug in the publishing service, never the client's fault. */
export class EventContractError extends Error {
  constructor(name: string, problem: string) {
    super(`Event ${name} does not match its contract: ${problem}`);
    this.name = 'EventContractError';
  }
}

/**
 * Writes an event in the caller's transaction; the relay publishes it once that transaction commits. The payload is
 * checked against its contract first: every consumer would dead-letter a broken one, so the change fails instead
 * (the transaction rolls back) and nobody is told "done" about something that can never be delivered.
 */
export async function addToOutbox<N extends EventName>(db: Queryable, name: N, payload: EventPayload<N>): Promise<EventEnvelope<EventPayload<N>>> {
  const checked = eventPayloads[name].safeParse(payload);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new EventContractError(name, `${issue?.path.join('.') || 'payload'}: ${issue?.message}`);
  }
  // The request that caused the event goes with it, so its consumers log under the same id.
  const requestId = currentRequestId();
  const event = { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload, ...(requestId ? { requestId } : {}) };
  await db.query('INSERT INTO outbox (id, name, payload, occurred_at, request_id) VALUES ($1, $2, $3, $4, $5)', [
    event.id,
    event.name,
    JSON.stringify(event.payload),
    event.occurredAt,
    requestId ?? null,
  ]);
  noteOutboxWrite(db);
  return event;
}
