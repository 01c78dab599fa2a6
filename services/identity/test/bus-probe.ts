import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { AMQP_URL } from '@tp/test-kit';

export interface SeenEvent {
  id: string;
  name: string;
  payload: any;
}

/** Listens on the run's topic exchange the way another service's queue would, and keeps what it hears. */
export async function listenForEvents(busPrefix: string, pattern = 'user.*') {
  const connection = await amqplib.connect(AMQP_URL);
  const channel = await connection.createChannel();
  await channel.assertExchange(`${busPrefix}.events`, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
  await channel.bindQueue(queue, `${busPrefix}.events`, pattern);
  const seen: SeenEvent[] = [];
  await channel.consume(queue, (message) => {
    if (message) seen.push(JSON.parse(message.content.toString('utf8')));
  }, { noAck: true });
  return { seen, close: () => connection.close() };
}

/** Publishes an event as another service's relay would: persistent, on the run's topic exchange. */
export async function publishEvent(busPrefix: string, name: string, payload: unknown) {
  const connection = await amqplib.connect(AMQP_URL);
  try {
    const channel = await connection.createConfirmChannel();
    await channel.assertExchange(`${busPrefix}.events`, 'topic', { durable: true });
    const id = randomUUID();
    channel.publish(`${busPrefix}.events`, name, Buffer.from(JSON.stringify({ id, name, occurredAt: new Date().toISOString(), payload })), { persistent: true, messageId: id });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}
