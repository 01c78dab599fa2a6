import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import amqplib from 'amqplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AMQP_URL, DATABASE_SERVER_URL, apiClient, createIsolation, waitFor } from '@tp/test-kit';
import {
  addToOutbox,
  createApp,
  createLogger,
  createPool,
  createRouter,
  currentRequestId,
  databaseUrl,
  ensureDatabase,
  EventBus,
  InternalCredentials,
  migrate,
  OutboxRelay,
  reply,
  runWithRequestId,
  startConsumer,
  withTransaction,
  type Pool,
} from '../src/index';

/** A logger whose lines the test reads. */
function capturedLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('test', level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('the request context', () => {
  test('code run for a request sees its id across awaits and timers; two requests at once never mix', async () => {
    const seen = async (id: string) =>
      runWithRequestId(id, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await Promise.resolve();
        return currentRequestId();
      });

    expect(await Promise.all([seen('first'), seen('second')])).toEqual(['first', 'second']);
    expect(currentRequestId()).toBeUndefined();
  });

  test('every log line written for a request names it as reqId; lines outside any request do not', async () => {
    const { logger, lines } = capturedLogger();

    logger.info('starting');
    await runWithRequestId('req-log-1', async () => {
      await Promise.resolve();
      logger.child({ part: 'deep' }).warn('inside');
    });

    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([['starting', undefined], ['inside', 'req-log-1']]);
  });
});

describe('an HTTP request of a service', () => {
  let server: Server;
  let base: string;
  const { logger, lines } = capturedLogger();

  beforeAll(async () => {
    const router = createRouter();
    router.get('/api/who', async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.info('handling');
      reply(res, currentRequestId() ?? null);
    });
    const app = createApp({
      logger,
      routers: [router],
      isReady: async () => true,
      internal: new InternalCredentials('a-secret-of-at-least-32-characters', 'test'),
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('runs under the caller\'s id, and its lines carry it', async () => {
    const res = await apiClient(base).get('/api/who', { 'x-request-id': 'req-http-1' });

    expect(res.body.result).toBe('req-http-1');
    expect(lines.find((l) => l.msg === 'handling')?.reqId).toBe('req-http-1');
  });

  test('without a usable id it runs under the new one it answers with', async () => {
    const res = await apiClient(base).get('/api/who', { 'x-request-id': 'spaces are not allowed' });

    expect(res.body.result).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(res.headers.get('x-request-id')).toBe(res.body.result);
  });
});

describe('events written for a request', () => {
  const iso = createIsolation();
  const { logger, lines } = capturedLogger();
  const handled: { email: string; context?: string; envelope?: string }[] = [];
  let pool: Pool;
  let bus: EventBus;
  let relay: OutboxRelay;
  let consumer: ReturnType<typeof startConsumer>;

  beforeAll(async () => {
    const database = `${iso.runId}_test`;
    await ensureDatabase(DATABASE_SERVER_URL, database);
    const url = databaseUrl(DATABASE_SERVER_URL, database);
    await migrate(url, [fileURLToPath(new URL('../src/db/migrations', import.meta.url))]);
    pool = createPool(url);
    bus = new EventBus({ url: AMQP_URL, prefix: iso.runId, service: 'test', logger });
    relay = new OutboxRelay(pool, bus, logger, 100);
    consumer = startConsumer({
      bus,
      pool,
      logger,
      handlers: {
        'user.deleted': async (payload, { event }) => {
          handled.push({ email: payload.email, context: currentRequestId(), envelope: event.requestId });
        },
      },
    });
    await consumer.waitForConnect();
    relay.start();
  });

  afterAll(async () => {
    await relay?.stop();
    await consumer?.close().catch(() => undefined);
    await bus?.close().catch(() => undefined);
    await pool?.end();
    await iso.cleanup();
  });

  async function deleteUser(email: string) {
    await withTransaction(pool, (db) => addToOutbox(db, 'user.deleted', { id: email, email }));
  }

  test('keep its id: the outbox row, the envelope, the handler and the consumer\'s log line carry it', async () => {
    await runWithRequestId('req-event-1', () => deleteUser('with-id@example.test'));

    const { rows } = await pool.query("SELECT request_id FROM outbox WHERE payload->>'email' = 'with-id@example.test'");
    expect(rows).toEqual([{ request_id: 'req-event-1' }]);
    const seen = await waitFor(() => handled.find((h) => h.email === 'with-id@example.test'), { what: 'the event handled' });
    expect(seen).toEqual({ email: 'with-id@example.test', context: 'req-event-1', envelope: 'req-event-1' });
    await waitFor(() => lines.find((l) => l.msg === 'event handled' && l.reqId === 'req-event-1'), { what: 'the consumer\'s log line' });
  });

  test('written outside any request, an event carries no id and is handled outside any request', async () => {
    await deleteUser('no-id@example.test');

    const seen = await waitFor(() => handled.find((h) => h.email === 'no-id@example.test'), { what: 'the event handled' });
    expect(seen).toEqual({ email: 'no-id@example.test', context: undefined, envelope: undefined });
    const { rows } = await pool.query("SELECT request_id FROM outbox WHERE payload->>'email' = 'no-id@example.test'");
    expect(rows).toEqual([{ request_id: null }]);
  });

  test('an event whose request id is unusable is still handled, without it', async () => {
    const connection = await amqplib.connect(AMQP_URL);
    try {
      const channel = await connection.createConfirmChannel();
      const id = randomUUID();
      const event = { id, name: 'user.deleted', occurredAt: new Date().toISOString(), payload: { id: 'x', email: 'odd-id@example.test' }, requestId: 'no spaces\n' };
      channel.publish(`${iso.runId}.events`, 'user.deleted', Buffer.from(JSON.stringify(event)), { persistent: true, messageId: id });
      await channel.waitForConfirms();
    } finally {
      await connection.close();
    }

    const seen = await waitFor(() => handled.find((h) => h.email === 'odd-id@example.test'), { what: 'the event handled' });
    expect(seen).toEqual({ email: 'odd-id@example.test', context: undefined, envelope: undefined });
  });
});
