import amqplib from 'amqplib';
import { AMQP_URL } from './isolation';

export interface SeenEvent {
  id: string;
  name: string;
  payload: any;
}

/** Listens on the run's topic exchange the way another service's queue would, and keeps what it hears. */
export async function listenForEvents(busPrefix: string, pattern = '#') {
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

export type EventListener = Awaited<ReturnType<typeof listenForEvents>>;
