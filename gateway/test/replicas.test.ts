import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createIsolation, freePort, waitFor } from '@tp/test-kit';
import { startGateway } from '../src/main';
import { Upstream } from '../src/upstream';

/**
 * The gateway in front of several replicas of a service (EXERCISE_REPLICAS, compose and Kubernetes replicas):
 * balanced, a dead one taken out without the client noticing, and a quick 503 when none answers.
 */
const iso = createIsolation();

interface StandIn {
  name: string;
  port: number;
  server: Server;
  /** Bodies of the calls it answered. */
  bodies: string[];
  /** When set, /api calls are held (never answered) until released. */
  hold?: boolean;
  held: ServerResponse[];
}

function answer(standIn: StandIn) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url?.startsWith('/api/') && standIn.hold) return void standIn.held.push(res);
      if (req.url?.startsWith('/api/')) standIn.bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 200, msg: 'success', result: standIn.name }));
    });
  };
}

async function standIn(name: string, port = 0, host = '127.0.0.1'): Promise<StandIn> {
  const replica: StandIn = { name, port, server: undefined as unknown as Server, bodies: [], held: [] };
  replica.server = createServer(answer(replica));
  await new Promise<void>((resolve) => replica.server.listen(port, host, () => resolve()));
  replica.port = (replica.server.address() as AddressInfo).port;
  return replica;
}

function close(replica: StandIn): Promise<void> {
  for (const res of replica.held) res.destroy();
  replica.held = [];
  replica.server.closeAllConnections();
  return new Promise((resolve) => replica.server.close(() => resolve()));
}

let nowhere: string;
beforeAll(async () => {
  nowhere = `http://127.0.0.1:${await freePort()}`;
});
afterAll(() => iso.cleanup());

async function gatewayOver(exerciseUrls: string[], extra: Record<string, string> = {}) {
  return startGateway({
    GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:`,
    IDENTITY_URL: nowhere, MAIL_URL: nowhere, CATALOG_URL: nowhere, QUESTION_BANK_URL: nowhere, BILLING_URL: nowhere,
    EXERCISE_URL: exerciseUrls.join(','), UPSTREAM_CHECK_INTERVAL_MS: '100', ...extra,
  });
}

const save = (gatewayUrl: string, n: number) =>
  fetch(`${gatewayUrl}/api/user/saveExercise`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n }) });

describe('two replicas of a service', () => {
  let a: StandIn;
  let b: StandIn;
  let gateway: Awaited<ReturnType<typeof gatewayOver>>;

  beforeAll(async () => {
    [a, b] = await Promise.all([standIn('a'), standIn('b')]);
    gateway = await gatewayOver([`http://127.0.0.1:${a.port}`, `http://127.0.0.1:${b.port}`]);
  });
  afterAll(async () => {
    await gateway?.stop();
    await Promise.all([a, b].map((r) => r.server.listening && close(r)));
  });
  afterEach(() => {
    a.bodies = [];
    b.bodies = [];
  });

  test('calls are shared between them, each body arriving whole', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, async (_, n) => (await (await save(gateway.url, n)).json()) as { result: string }));

    expect(answers.filter((r) => r.result === 'a').length).toBeGreaterThan(5);
    expect(answers.filter((r) => r.result === 'b').length).toBeGreaterThan(5);
    expect([...a.bodies, ...b.bodies].map((body) => (JSON.parse(body) as { n: number }).n).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  test('a replica busy with calls it has not answered gets the next calls less than the free one', async () => {
    a.hold = true;
    try {
      const stuck = Array.from({ length: 3 }, (_, n) => save(gateway.url, n).catch(() => undefined));
      await waitFor(() => a.held.length > 0, { what: 'a call to be held by replica a' });
      const answers: string[] = [];
      for (let n = 0; n < 10; n++) answers.push(((await (await save(gateway.url, 100 + n)).json()) as { result: string }).result);
      expect(answers).toEqual(Array(10).fill('b'));
      a.hold = false;
      for (const res of a.held.splice(0)) res.end(JSON.stringify({ code: 200, msg: 'success', result: 'a' }));
      await Promise.all(stuck);
    } finally {
      a.hold = false;
    }
  });

  test('when a replica dies, calls under way on it get the 503 to try again, and the next calls all go to the other until it is back', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, n) => save(gateway.url, n)));
    const port = a.port;
    await close(a);

    const during = await Promise.all(Array.from({ length: 20 }, async (_, n) => {
      const res = await save(gateway.url, n);
      return { status: res.status, body: (await res.json()) as { code: number; result: string | null } };
    }));
    // A kept-alive connection the dead replica held may take a call as it dies: that call is not known to be unsent.
    for (const { status, body } of during) expect(status === 200 ? body.result : body.code).toBeOneOf(['b', 503]);
    await waitFor(async () => {
      const results = [];
      for (let n = 0; n < 10; n++) results.push(((await (await save(gateway.url, n)).json()) as { result: string }).result);
      return results.every((result) => result === 'b');
    }, { timeoutMs: 10_000, intervalMs: 50, what: 'every call to go to the live replica' });

    a = await standIn('a', port);
    await waitFor(async () => ((await (await save(gateway.url, 0)).json()) as { result: string }).result === 'a', { timeoutMs: 10_000, intervalMs: 50, what: 'the revived replica to be given calls again' });
  });
});

describe('a replica that refuses the connection', () => {
  test('the call is sent on to another replica: the client gets its answer, never the refusal', async () => {
    const [gone, live] = await Promise.all([standIn('gone'), standIn('live')]);
    // Checked once at start (both up), and not again during the test: the gateway learns of the death from the calls.
    const gateway = await gatewayOver([`http://127.0.0.1:${gone.port}`, `http://127.0.0.1:${live.port}`], { UPSTREAM_CHECK_INTERVAL_MS: '600000' });
    try {
      await close(gone);
      const answers = [];
      for (let n = 0; n < 10; n++) {
        const res = await save(gateway.url, n);
        answers.push({ status: res.status, result: ((await res.json()) as { result: string }).result });
      }
      expect(answers).toEqual(Array(10).fill({ status: 200, result: 'live' }));
      expect(live.bodies.map((body) => (JSON.parse(body) as { n: number }).n)).toEqual(Array.from({ length: 10 }, (_, n) => n));
    } finally {
      await gateway.stop();
      await close(live);
    }
  });
});

describe('a service that cannot be reached', () => {
  test('no replica listening: a 503 envelope at once, saying to try again', async () => {
    const gateway = await gatewayOver([nowhere, `http://127.0.0.1:${await freePort()}`]);
    try {
      const began = performance.now();
      const res = await save(gateway.url, 1);
      expect(performance.now() - began).toBeLessThan(1_000);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ code: 503, msg: 'This part of the platform is not available right now. Please try again shortly.', result: null });
    } finally {
      await gateway.stop();
    }
  });

  test('a replica that takes the call and never answers: the call is given up after the response timeout with a 503, not a hang', async () => {
    const silent = await standIn('silent');
    silent.hold = true;
    const gateway = await gatewayOver([`http://127.0.0.1:${silent.port}`], { UPSTREAM_RESPONSE_TIMEOUT_MS: '500' });
    try {
      const began = performance.now();
      const res = await save(gateway.url, 1);
      expect(performance.now() - began).toBeLessThan(3_000);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { code: number }).code).toBe(503);
    } finally {
      await gateway.stop();
      await close(silent);
    }
  });
});

describe('replicas behind one host name (docker compose, a headless Kubernetes Service)', () => {
  test('each address the name resolves to is a replica, and a name that stops resolving to one drops it', async () => {
    const port = await freePort();
    const [first, second] = await Promise.all([standIn('first', port, '127.0.0.1'), standIn('second', port, '127.0.0.2')]);
    let addresses = ['127.0.0.1', '127.0.0.2'];
    const upstream = new Upstream('exercise', [new URL(`http://exercise:${port}`)], {
      logger: pino({ level: 'silent' }), checkIntervalMs: 50, checkTimeoutMs: 1_000,
      lookup: async () => addresses.map((address) => ({ address, family: 4 })),
    });
    try {
      await upstream.start();
      expect(upstream.list().map((r) => [r.origin, r.state])).toEqual([[`http://127.0.0.1:${port}`, 'up'], [`http://127.0.0.2:${port}`, 'up']]);

      addresses = ['127.0.0.2'];
      await waitFor(() => upstream.list().length === 1, { what: 'the dropped address to leave the replicas' });
      expect(upstream.pick()?.origin).toBe(`http://127.0.0.2:${port}`);
    } finally {
      upstream.stop();
      await Promise.all([close(first), close(second)]);
    }
  });
});
