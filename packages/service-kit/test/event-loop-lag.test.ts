import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { createIsolation, waitFor } from '@tp/test-kit';
import { createApp, createLogger, InternalCredentials } from '../src/index';
import { startProbeService } from './probe-service';

/**
 * A process whose event loop is held up (one request at 100 % CPU) answers nothing meanwhile: its /health then says
 * so for a while, so Kubernetes restarts a process that keeps blocking, and its /ready keeps the gateway's calls away.
 */
const iso = createIsolation();
const closers: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await iso.cleanup();
});

/** Holds this process's event loop for `ms`, as a request doing synchronous work would. */
function holdLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

/** An app of the kit with these limits, listening on a free port; its URL. */
async function appWith(eventLoopLagLimitMs: number, eventLoopLagWindowMs: number): Promise<string> {
  const app = createApp({
    logger: createLogger('lag-probe', 'silent'), routers: [], isReady: async () => true, internal: new InternalCredentials(undefined, 'lag-probe'),
    eventLoopLagLimitMs, eventLoopLagWindowMs,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const probe = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; result: null } };
};

describe('the event loop held up', () => {
  test('for less than the limit (a busy moment), /health and /ready stay 200', async () => {
    const url = await appWith(2_000, 1_000);
    await waitFor(async () => (await probe(`${url}/health`)).status === 200, { what: 'a quiet loop first' });

    holdLoop(300);

    expect(await probe(`${url}/health`)).toEqual({ status: 200, body: { code: 200, msg: 'alive', result: null } });
    expect(await probe(`${url}/ready`)).toEqual({ status: 200, body: { code: 200, msg: 'ready', result: null } });
  });

  test('for longer than the limit, /health and /ready answer 503 saying so, and 200 again once the loop has run freely for the window', async () => {
    const url = await appWith(500, 1_500);
    await waitFor(async () => (await probe(`${url}/health`)).status === 200, { what: 'a quiet loop first' });

    holdLoop(1_500);
    const freedAt = performance.now();

    const health = await probe(`${url}/health`);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ code: 503, msg: expect.stringMatching(/^The event loop was held up for \d+(\.\d)? s \(limit 0\.5 s\) within the last 1\.5 s\.$/), result: null });
    const ready = await probe(`${url}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.body.msg).toMatch(/^not ready: The event loop was held up for \d/);

    await waitFor(async () => (await probe(`${url}/health`)).status === 200, { timeoutMs: 10_000, intervalMs: 50, what: '/health to be 200 again' });
    expect(performance.now() - freedAt).toBeGreaterThanOrEqual(1_400); // not before the window has passed
    expect((await probe(`${url}/ready`)).status).toBe(200);
  });

  test('a service started with EVENT_LOOP_LAG_LIMIT_MS answers /health with 503 after its loop was held up longer', async () => {
    const { service } = await startProbeService(iso, { EVENT_LOOP_LAG_LIMIT_MS: '400' });
    closers.push(() => service.stop());
    await waitFor(async () => (await probe(`${service.url}/health`)).status === 200, { timeoutMs: 15_000, what: 'a quiet loop after start-up' });

    holdLoop(1_000);

    const health = await probe(`${service.url}/health`);
    expect(health.status).toBe(503);
    expect(health.body.msg).toMatch(/^The event loop was held up for \d+(\.\d)? s \(limit 0\.4 s\)/);
    expect((await probe(`${service.url}/ready`)).status).toBe(503);
  });
});
