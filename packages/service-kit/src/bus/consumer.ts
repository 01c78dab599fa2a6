import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { eventEnvelopeSchema, eventPayloads, type EventEnvelope, type EventName, type EventPayload } from '@tp/contracts';
import { withTransaction, type Pool, type PoolClient } from '../db/database';
import type { EventBus } from './event-bus';
import { runWithRequestId } from '../request-context';

export type EventHandler<N extends EventName> = (payload: EventPayload<N>, context: { db: PoolClient; event: EventEnvelope }) => Promise<void>;
export type EventHandlers = { [N in EventName]?: EventHandler<N> };

export interface ConsumerOptions {
  bus: EventBus;
  pool: Pool;
  logger: Logger;
  handlers: EventHandlers;
  /** Tries before a failing message goes to the dead-letter queue. */
  maxAttempts?: number;
  prefetch?: number;
  /** Told of each message sent to the dead-letter queue: `invalid` (never handleable) or `failed` (every try failed). */
  onDeadLetter?: (reason: 'invalid' | 'failed') => void;
}

const ATTEMPTS_HEADER = 'x-attempts';

/** A message we can never handle: it goes straight to the dead-letter queue. */
class PoisonMessage extends Error {}

/**
 * Consumes the service's durable queue. Each message is validated against its contract, then handled in one
 * transaction together with the record of its id (so a redelivered event is handled once). A handler that
 * fails is retried a few times with a growing pause, then dead-lettered; nothing is acknowledged on error.
 */
export function startConsumer({ bus, pool, logger, handlers, maxAttempts = 5, prefetch = 16, onDeadLetter }: ConsumerOptions) {
  const { exchange, queue, deadLetterExchange, deadLetterQueue } = bus.names;
  return bus.createChannel(async (channel: ConfirmChannel) => {
    await channel.assertExchange(exchange, 'topic', { durable: true });
    await channel.assertExchange(deadLetterExchange, 'fanout', { durable: true });
    await channel.assertQueue(deadLetterQueue, { durable: true });
    await channel.bindQueue(deadLetterQueue, deadLetterExchange, '');
    await channel.assertQueue(queue, { durable: true, arguments: { 'x-dead-letter-exchange': deadLetterExchange } });
    for (const name of Object.keys(handlers)) await channel.bindQueue(queue, exchange, name);
    // The durable queue keeps the bindings of earlier versions: an event this version no longer handles would
    // otherwise keep arriving, find no handler and be dead-lettered.
    for (const name of Object.keys(eventPayloads)) if (!(name in handlers)) await channel.unbindQueue(queue, exchange, name);
    await channel.prefetch(prefetch);
    await channel.consume(queue, (message) => {
      if (message) void handleMessage(channel, message);
    });
  });

  async function handleMessage(channel: ConfirmChannel, message: ConsumeMessage) {
    let event: EventEnvelope;
    try {
      event = decode(message);
    } catch (err) {
      return retryOrDeadLetter(channel, message, err);
    }
    // Handled under the id of the request that caused the event: its lines, calls and events carry it on.
    await runWithRequestId(event.requestId, async () => {
      try {
        const fresh = await withTransaction(pool, async (db) => {
          const inserted = await db.query('INSERT INTO inbox (event_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [event.id, event.name]);
          if (inserted.rowCount === 0) return false; // handled before: acknowledge without running again
          const handler = handlers[event.name as EventName] as EventHandler<EventName>;
          await handler(event.payload as EventPayload<EventName>, { db, event });
          return true;
        });
        channel.ack(message);
        if (fresh) logger.info({ event: event.name, eventId: event.id }, 'event handled');
      } catch (err) {
        await retryOrDeadLetter(channel, message, err);
      }
    });
  }

  function decode(message: ConsumeMessage): EventEnvelope {
    let body: unknown;
    try {
      body = JSON.parse(message.content.toString('utf8'));
    } catch {
      throw new PoisonMessage('message is not JSON');
    }
    const envelope = eventEnvelopeSchema.safeParse(body);
    if (!envelope.success) throw new PoisonMessage(`not an event envelope: ${envelope.error.issues[0]?.message}`);
    const name = envelope.data.name as EventName;
    if (!handlers[name] || !eventPayloads[name]) throw new PoisonMessage(`no handler for ${envelope.data.name}`);
    const payload = eventPayloads[name].safeParse(envelope.data.payload);
    if (!payload.success) throw new PoisonMessage(`payload of ${name} is invalid: ${payload.error.issues[0]?.message}`);
    return { ...envelope.data, payload: payload.data };
  }

  async function retryOrDeadLetter(channel: ConfirmChannel, message: ConsumeMessage, err: unknown) {
    const attempts = Number(message.properties.headers?.[ATTEMPTS_HEADER] ?? 0) + 1;
    const poison = err instanceof PoisonMessage;
    try {
      if (poison || attempts >= maxAttempts) {
        logger.error({ err: (err as Error).message, attempts, messageId: message.properties.messageId }, 'message dead-lettered');
        channel.nack(message, false, false);
        onDeadLetter?.(poison ? 'invalid' : 'failed');
        return;
      }
      logger.warn({ err: (err as Error).message, attempts }, 'event handler failed; retrying');
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempts));
      await new Promise<void>((resolve, reject) =>
        channel.sendToQueue(queue, message.content, { ...message.properties, persistent: true, headers: { ...message.properties.headers, [ATTEMPTS_HEADER]: attempts } }, (e) => (e ? reject(e) : resolve())),
      );
      channel.ack(message);
    } catch (channelError) {
      // The channel is gone (broker restart): the broker redelivers the unacknowledged message to the next consumer.
      logger.warn({ err: (channelError as Error).message }, 'could not settle message; it will be redelivered');
    }
  }
}
