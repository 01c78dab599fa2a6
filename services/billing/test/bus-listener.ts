import amqplib from 'amqplib';
import { AMQP_URL } from '@tp/test-kit';

export interface ReceivedEvent {
  id: string;
  name: string;
  occurredAt: string;
  payload: Record<string, unknown>;
}

/** Binds the run's `test` queue to the run's event exchange and keeps every event with one of `names`. */
export async function listenForEvents(busPrefix: string, names: string[]) {
  const connection = await amqplib.connect(AMQP_URL);
  const channel = await connection.createChannel();
  const exchange = `${busPrefix}.events`;
  const queue = `${busPrefix}.test`;
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await channel.assertQueue(queue, { durable: false, autoDelete: true });
  for (const name of names) await channel.bindQueue(queue, exchange, name);
  const received: ReceivedEvent[] = [];
  await channel.consume(queue, (message) => {
    if (!message) return;
    received.push(JSON.parse(message.content.toString('utf8')) as ReceivedEvent);
    channel.ack(message);
  });
  return { received, close: () => connection.close() };
}
