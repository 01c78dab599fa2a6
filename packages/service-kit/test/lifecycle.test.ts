import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLogger, createPool, databaseUrl, EventBus, OutboxRelay, type Pool } from '../src/index';
import { AMQP_URL, createIsolation, DATABASE_SERVER_URL, waitFor } from '@tp/test-kit';
import { startProbeService } from './probe-service';

const iso = createIsolation();
let probe: Awaited<ReturnType<typeof startProbeService>> | undefined;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  probe = await startProbeService(iso, { SHUTDOWN_DELAY_MS: '5000' });
});

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await iso.cleanup();
});

/** Connections the pool has handed out or is opening: what a relay pass would hold. */
const busyConnections = (pool: Pool) => pool.totalCount - pool.idleCount + pool.waitingCount;

test('a relay pass asked for during another one does not start once the relay is stopped', async () => {
  const pool = createPool(databaseUrl(DATABASE_SERVER_URL, `${iso.runId}_test`));
  const logger = createLogger('relay-test', 'silent');
  const bus = new EventBus({ url: AMQP_URL, prefix: iso.runId, service: 'test', logger });
  closers.push(() => pool.end(), () => bus.close());
  await waitFor(() => bus.isConnected(), { what: 'the broker connection' });
  const relay = new OutboxRelay(pool, bus, logger, 60_000);

  relay.kick();
  relay.kick(); // arrives while the first pass runs: it would run right after it
  await relay.stop();

  expect(busyConnections(pool)).toBe(0);
  relay.kick();
  expect(busyConnections(pool)).toBe(0);
});

test('while a service stops, /ready answers 503 before the server stops taking requests', async () => {
  const service = probe!.service;
  const stopped = service.stop();
  probe = undefined;

  const ready = await fetch(`${service.url}/ready`);
  const health = await fetch(`${service.url}/health`);

  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ code: 503, msg: 'not ready', result: null });
  expect(health.status).toBe(200);
  await stopped;
  await expect(fetch(`${service.url}/health`)).rejects.toThrow();
});
