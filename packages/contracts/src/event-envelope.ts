import { z } from 'zod';

/** Integration event as it travels on the bus; the routing key is `name`. */
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  name: z.string().min(1),
  occurredAt: z.string().datetime(),
  payload: z.unknown(),
});

export type EventEnvelope<P = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'payload'> & { payload: P };
