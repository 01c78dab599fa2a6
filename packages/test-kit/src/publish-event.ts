import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { AMQP_URL } from './isolation';

/**
 * Publishes an event the way another service's relay would: persistent, confirmed, on the run's topic exchange.
 * `occurredAt` (now by default) lets a test send an older event late; `amqpUrl` names a broker of the test's own.
 */
export async function publishEvent(
  busPrefix: string, name: string, payload: unknown, id: string = randomUUID(), occurredAt = new Date().toISOString(), amqpUrl = AMQP_URL,
): Promise<string> {
  const connection = await amqplib.connect(amqpUrl);
  try {
    const channel = await connection.createConfirmChannel();
    await channel.assertExchange(`${busPrefix}.events`, 'topic', { durable: true });
    const body = Buffer.from(JSON.stringify({ id, name, occurredAt, payload }));
    channel.publish(`${busPrefix}.events`, name, body, { persistent: true, messageId: id });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
  return id;
}
