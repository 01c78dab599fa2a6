import { afterAll, beforeAll, expect, test } from 'vitest';
import { createIsolation, DATABASE_SERVER_URL, publishEvent, sampleOf, scrape, waitFor } from '@tp/test-kit';
import { createPool, databaseUrl, Registry, type Pool } from '../src/index';
import { registerOutboxMetrics } from '../src/metrics/outbox-metrics';
import { startProbeService } from './probe-service';

const iso = createIsolation();
let probe: Awaited<ReturnType<typeof startProbeService>>;
let outboxPool: Pool | undefined;

beforeAll(async () => {
  probe = await startProbeService(iso);
});

afterAll(async () => {
  await probe?.service.stop();
  await outboxPool?.end();
  await iso.cleanup();
});

const DURATION_COUNT = 'tp_http_request_duration_seconds_count';

test('a request is counted under its route pattern, never its URL; a path no route takes as unmatched', async () => {
  const { url, metricsUrl } = probe.service;
  for (const text of ['first-7f3a', 'second-7f3a']) expect((await fetch(`${url}/api/echo/${text}`)).status).toBe(200);
  expect((await fetch(`${url}/api/no-such-call/42`)).status).toBe(404);

  const metrics = await scrape(metricsUrl);

  expect(sampleOf(metrics, DURATION_COUNT, { method: 'GET', route: '/api/echo/:text', status: '200', service: 'test' })).toBe(2);
  expect(sampleOf(metrics, DURATION_COUNT, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
  expect(metrics).not.toContain('7f3a');
  expect(metrics).not.toContain('no-such-call');
});

test('the public port answers 404 for /metrics; the metrics port serves the process and pool metrics', async () => {
  const { url, metricsUrl } = probe.service;

  const publicAnswer = await fetch(`${url}/metrics`);
  const metricsAnswer = await fetch(metricsUrl);

  expect(publicAnswer.status).toBe(404);
  expect(new URL(metricsUrl).port).not.toBe(new URL(url).port);
  expect(metricsAnswer.status).toBe(200);
  expect(metricsAnswer.headers.get('content-type')).toContain('text/plain');
  const metrics = await metricsAnswer.text();
  expect(sampleOf(metrics, 'tp_process_cpu_user_seconds_total', { service: 'test' })).toBeGreaterThan(0);
  expect(sampleOf(metrics, 'tp_event_loop_lag_seconds_count')).toBeGreaterThan(0);
  expect(sampleOf(metrics, 'tp_db_pool_total_clients')).toBeGreaterThanOrEqual(1);
  expect(sampleOf(metrics, 'tp_db_pool_waiting_clients')).toBe(0);
  expect(sampleOf(metrics, 'tp_outbox_backlog_events')).toBeDefined();
  expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
});

test('a message that can never be handled is counted as dead-lettered', async () => {
  await publishEvent(iso.runId, 'user.deleted', { not: 'a user' });

  const counted = await waitFor(async () => sampleOf(await scrape(probe.service.metricsUrl), 'tp_bus_messages_dead_lettered_total', { reason: 'invalid' }) === 1, {
    what: 'the dead letter counted',
  });

  expect(counted).toBe(true);
});

test('the outbox backlog and the age of its oldest row are read when scraped, at most once every few seconds', async () => {
  // An outbox of its own, which no relay empties, read by the same query as the service's.
  const schema = `metrics_${iso.runId}`;
  outboxPool = createPool(databaseUrl(DATABASE_SERVER_URL, `${iso.runId}_test`), 2);
  await outboxPool.query(`CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.outbox (LIKE public.outbox INCLUDING ALL)`);
  await outboxPool.query(
    `INSERT INTO ${schema}.outbox (id, name, payload, occurred_at, published_at) VALUES
     (gen_random_uuid(), 'a', '{}', now() - interval '90 seconds', NULL), (gen_random_uuid(), 'b', '{}', now(), NULL),
     (gen_random_uuid(), 'c', '{}', now() - interval '1 hour', now())`,
  );
  const registry = new Registry();
  const pool = outboxPool;
  registerOutboxMetrics(registry, { query: (text: string) => pool.query(text.replace('FROM outbox', `FROM ${schema}.outbox`)) } as Pool);

  const first = await registry.metrics();
  await outboxPool.query(`INSERT INTO ${schema}.outbox (id, name, payload) VALUES (gen_random_uuid(), 'd', '{}')`);
  const soonAfter = await registry.metrics();

  expect(sampleOf(first, 'tp_outbox_backlog_events')).toBe(2);
  expect(sampleOf(first, 'tp_outbox_relay_lag_seconds')).toBeGreaterThanOrEqual(90);
  expect(sampleOf(first, 'tp_outbox_relay_lag_seconds')).toBeLessThan(120);
  expect(sampleOf(soonAfter, 'tp_outbox_backlog_events')).toBe(2);
});
