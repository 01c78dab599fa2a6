import { z } from 'zod';

/** Request ids a client, the gateway or an event may carry: short, and safe to write into logs and headers. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Integration event as it travels on the bus; the routing key is `name`. */
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  name: z.string().min(1),
  occurredAt: z.string().datetime(),
  payload: z.unknown(),
  // The request that caused the event, so its handling is logged under the same id. An unusable id is dropped, not
  // dead-lettered: the event itself is still good.
  requestId: z.string().regex(REQUEST_ID_PATTERN).optional().catch(undefined),
});

export type EventEnvelope<P = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'payload'> & { payload: P };
