import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AMQP_URL, apiClient, createIsolation, waitFor } from '@tp/test-kit';
import { busNames } from '../src/index';
import { startProbeService } from './probe-service';

const iso = createIsolation();
let probe: Awaited<ReturnType<typeof startProbeService>>;
let connection: amqplib.ChannelModel;
let channel: amqplib.ConfirmChannel;

beforeAll(async () => {
  probe = await startProbeService(iso);
  connection = await amqplib.connect(AMQP_URL);
  channel = await connection.createConfirmChannel();
});

afterAll(async () => {
  await connection?.close();
  await probe?.service.stop();
  await iso.cleanup();
});

async function publishRaw(body: string | object, id = randomUUID()) {
  const content = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  channel.publish(`${iso.runId}.events`, 'user.deleted', content, { persistent: true, messageId: id });
  await channel.waitForConfirms();
}

async function deadLettered(): Promise<string[]> {
  const bodies: string[] = [];
  for (;;) {
    const message = await channel.get(`${iso.runId}.test.dlq`, { noAck: true });
    if (!message) return bodies;
    bodies.push(message.content.toString());
  }
}

test('an event written with a change reaches the consumer through the outbox', async () => {
  const res = await apiClient(probe.service.url).post('/api/delete-user', { email: 'ok@example.test' });

  expect(res.body.code).toBe(200);
  await waitFor(() => probe.handled.includes('ok@example.test'), { what: 'the event' });
  // The relay marks the row once the broker confirmed it, which may be just after the consumer already has it.
  await waitFor(async () => {
    const { rows } = await probe.service.ctx.pool.query("SELECT published_at FROM outbox WHERE payload->>'email' = 'ok@example.test'");
    return rows[0].published_at !== null;
  }, { what: 'the outbox row to be marked published' });
});

async function outboxCount(): Promise<number> {
  const { rows } = await probe.service.ctx.pool.query('SELECT count(*)::int AS n FROM outbox');
  return rows[0].n;
}

test('bad input is refused and writes no event', async () => {
  const before = await outboxCount();

  const res = await apiClient(probe.service.url).post('/api/delete-user', { email: { $ne: null } });

  expect(res.status).toBe(400);
  expect(await outboxCount()).toBe(before);
});

test('an event that breaks its contract fails the whole change: no event of it is written, none is published', async () => {
  const before = await outboxCount();

  const res = await apiClient(probe.service.url).post('/api/delete-user-with-broken-event', { email: 'not-an-address' });

  expect(res.status).toBe(500);
  expect(await outboxCount()).toBe(before);
  const { rows } = await probe.service.ctx.pool.query("SELECT 1 FROM outbox WHERE payload->>'email' = 'not-an-address'");
  expect(rows).toHaveLength(0);
});

test('a duplicate event (same id) is handled once', async () => {
  const id = randomUUID();
  const event = { id, name: 'user.deleted', occurredAt: new Date().toISOString(), payload: { id: 'dup', email: 'dup@example.test' } };
  await publishRaw(event, id);
  await publishRaw(event, id);
  await publishRaw({ ...event, id: randomUUID(), payload: { id: 'after', email: 'after@example.test' } });

  await waitFor(() => probe.handled.includes('after@example.test'), { what: 'the marker event' });
  expect(probe.handled.filter((e) => e === 'dup@example.test')).toHaveLength(1);
});

test('poison messages (not JSON, not an event, invalid payload) go to the dead-letter queue', async () => {
  await publishRaw('this is not json');
  await publishRaw({ hello: 'world' });
  await publishRaw({ id: randomUUID(), name: 'user.deleted', occurredAt: new Date().toISOString(), payload: { id: 1 } });

  const letters: string[] = [];
  await waitFor(async () => {
    letters.push(...(await deadLettered()));
    return letters.length >= 3;
  }, { what: 'three dead letters' });
  expect(letters).toContain('this is not json');
  expect(letters).toContain(JSON.stringify({ hello: 'world' }));
  expect(letters.some((b) => b.includes('"payload":{"id":1}'))).toBe(true);
  expect(probe.handled).not.toContain(undefined);
});

test('a handler that keeps failing is retried, then dead-lettered instead of acknowledged', async () => {
  const id = randomUUID();
  await publishRaw({ id, name: 'user.deleted', occurredAt: new Date().toISOString(), payload: { id: 'f', email: 'fail@example.test' } }, id);

  const letters = await waitFor(async () => {
    const found = await deadLettered();
    return found.find((b) => b.includes(id)) ? found : undefined;
  }, { what: 'the failing event in the dead-letter queue', timeoutMs: 30_000 });
  expect(letters.some((b) => b.includes('fail@example.test'))).toBe(true);
  const { rows } = await probe.service.ctx.pool.query('SELECT count(*)::int AS n FROM inbox WHERE event_id = $1', [id]);
  expect(rows[0].n).toBe(0);
});

test('at start the queue loses the bindings of events the service no longer handles (left by an earlier version)', async () => {
  const earlier = createIsolation();
  const names = busNames(earlier.runId, 'test');
  await channel.assertExchange(names.exchange, 'topic', { durable: true });
  await channel.assertQueue(names.queue, { durable: true, arguments: { 'x-dead-letter-exchange': names.deadLetterExchange } });
  await channel.bindQueue(names.queue, names.exchange, 'user.registered');
  const restarted = await startProbeService(earlier);
  try {
    // A mandatory message that no queue takes comes back to its sender.
    const returned = new Promise<string>((resolve) => channel.once('return', (message: amqplib.Message) => resolve(message.fields.routingKey)));
    channel.publish(names.exchange, 'user.registered', Buffer.from('{}'), { mandatory: true });
    await channel.waitForConfirms();
    expect(await returned).toBe('user.registered');
  } finally {
    await restarted.service.stop();
    await earlier.cleanup();
  }
});
