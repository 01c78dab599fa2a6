import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createIsolation, freePort, waitFor } from '@tp/test-kit';
import { startGateway } from '../src/main';
import { Upstream } from '../src/upstream';

/**
 * The gateway in front of several replicas of a service (EXERCISE_REPLICAS, compose and Kubernetes replicas):
 * balanced, a dead one taken out without the client noticing, a wedged one taken out after a few checks, a quick 503
 * when none answers, and live event streams kept off the connections calls use.
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
  /** When set, every request, /ready too, is taken and never answered: a process whose event loop is blocked. */
  wedged?: boolean;
  /** When set, /ready is never answered (calls are): a replica too busy for its checks. */
  slowReady?: boolean;
  held: ServerResponse[];
  /** /ready requests it was sent. */
  checks: number;
  /** Event streams it holds open (GET /api/teacher/examMonitorStream). */
  streams: ServerResponse[];
}

function answer(standIn: StandIn) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/ready') standIn.checks++;
    if (standIn.wedged || (req.url === '/ready' && standIn.slowReady)) return void standIn.held.push(res);
    if (req.url?.startsWith('/api/teacher/examMonitorStream')) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('event: snapshot\ndata: {"rows":[]}\n\n');
      standIn.streams.push(res);
      res.once('close', () => standIn.streams.splice(standIn.streams.indexOf(res), 1));
      return;
    }
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
  const replica: StandIn = { name, port, server: undefined as unknown as Server, bodies: [], held: [], checks: 0, streams: [] };
  replica.server = createServer(answer(replica));
  await new Promise<void>((resolve) => replica.server.listen(port, host, () => resolve()));
  replica.port = (replica.server.address() as AddressInfo).port;
  return replica;
}

/** Answers nothing it took while wedged (those connections are cut), and answers again from now on. */
function unwedge(replica: StandIn): void {
  replica.wedged = false;
  replica.slowReady = false;
  for (const res of replica.held.splice(0)) res.destroy();
}

function close(replica: StandIn): Promise<void> {
  for (const res of replica.held) res.destroy();
  replica.held = [];
  for (const res of replica.streams) res.destroy();
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

const save = (gatewayUrl: string, n: number, signal?: AbortSignal) =>
  fetch(`${gatewayUrl}/api/user/saveExercise`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n }), signal });

/** The replica that answered a save, or its status when it failed. */
async function whoAnswers(gatewayUrl: string, n: number): Promise<string | number> {
  const res = await save(gatewayUrl, n);
  return res.status === 200 ? ((await res.json()) as { result: string }).result : res.status;
}

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

  test('a replica that takes the call and never answers: the call is given up after the response timeout with a 504, not a hang', async () => {
    const silent = await standIn('silent');
    silent.hold = true;
    const gateway = await gatewayOver([`http://127.0.0.1:${silent.port}`], { UPSTREAM_RESPONSE_TIMEOUT_MS: '500' });
    try {
      const began = performance.now();
      const res = await save(gateway.url, 1);
      expect(performance.now() - began).toBeLessThan(3_000);
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual({ code: 504, msg: 'This part of the platform did not answer in time. Please try again shortly.', result: null });
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
      logger: pino({ level: 'silent' }), checkIntervalMs: 50, checkTimeoutMs: 1_000, failedChecksLimit: 3, maxStreams: 64,
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

describe('a replica that stops answering (its event loop blocked)', () => {
  test('it is taken out within a few checks, calls go to the other replica and answer at once, and it is back when it answers again', async () => {
    const [a, b] = await Promise.all([standIn('a'), standIn('b')]);
    const gateway = await gatewayOver([`http://127.0.0.1:${a.port}`, `http://127.0.0.1:${b.port}`], { UPSTREAM_CONNECT_TIMEOUT_MS: '300' });
    try {
      await waitFor(async () => (await whoAnswers(gateway.url, 0)) === 'a', { what: 'replica a to take calls first' });

      a.wedged = true;
      const wedgedAt = performance.now();
      // Each round: ten calls in a row, all answered by b within a second (a call sent to a would hang).
      await waitFor(async () => {
        for (let n = 0; n < 10; n++) {
          const res = await save(gateway.url, n, AbortSignal.timeout(1_000));
          if (((await res.json()) as { result: string }).result !== 'b') return false;
        }
        return true;
      }, { timeoutMs: 15_000, intervalMs: 10, what: 'every call to go to the replica that answers' });
      // 3 failed checks of 300 ms, 100 ms apart, plus calls cut by the client's 1 s: well under 5 s.
      expect(performance.now() - wedgedAt).toBeLessThan(5_000);
      const began = performance.now();
      expect(await Promise.all(Array.from({ length: 20 }, (_, n) => whoAnswers(gateway.url, n)))).toEqual(Array(20).fill('b'));
      expect(performance.now() - began).toBeLessThan(2_000);

      unwedge(a);
      await waitFor(async () => (await whoAnswers(gateway.url, 0)) === 'a', { timeoutMs: 10_000, what: 'replica a to be given calls again' });
    } finally {
      await gateway.stop();
      await Promise.all([close(a), close(b)]);
    }
  });

  test('calls it took and did not answer in time count against it: after UPSTREAM_MAX_FAILED_CHECKS of them the calls go to the other replica', async () => {
    const [a, b] = await Promise.all([standIn('a'), standIn('b')]);
    // Checked once at start (both up), and not again: only the calls tell the gateway.
    const gateway = await gatewayOver([`http://127.0.0.1:${a.port}`, `http://127.0.0.1:${b.port}`], {
      UPSTREAM_CHECK_INTERVAL_MS: '600000', UPSTREAM_RESPONSE_TIMEOUT_MS: '300', UPSTREAM_MAX_FAILED_CHECKS: '2',
    });
    try {
      a.hold = true;
      const answers: (string | number)[] = [];
      for (let n = 0; n < 12; n++) answers.push(await whoAnswers(gateway.url, n));

      expect(answers.filter((who) => who === 504)).toHaveLength(2);
      expect(answers.slice(-8)).toEqual(Array(8).fill('b'));
    } finally {
      await gateway.stop();
      await Promise.all([close(a), close(b)]);
    }
  });

  test('the only replica, too busy for its checks but answering calls, still gets them: a busy replica does not cut the service off', async () => {
    const busy = await standIn('busy');
    busy.slowReady = true;
    const gateway = await gatewayOver([`http://127.0.0.1:${busy.port}`], { UPSTREAM_CONNECT_TIMEOUT_MS: '200' });
    try {
      await waitFor(() => busy.held.length >= 5, { what: 'five checks to have gone unanswered' });

      expect(await whoAnswers(gateway.url, 1)).toBe('busy');
    } finally {
      await gateway.stop();
      await close(busy);
    }
  });
});

describe('a slow upload', () => {
  test('a body that takes longer to arrive than the response timeout still gets the replica\'s answer: the timeout runs from when the replica has all of it', async () => {
    const replica = await standIn('a');
    const gateway = await gatewayOver([`http://127.0.0.1:${replica.port}`], { UPSTREAM_RESPONSE_TIMEOUT_MS: '400' });
    try {
      const chunk = 'x'.repeat(8 * 1024);
      const began = performance.now();
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${gateway.url}/api/user/saveExercise`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' } }, (res) => {
          let body = '';
          res.on('data', (data: Buffer) => (body += data.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        let sent = 0;
        const timer = setInterval(() => {
          req.write(chunk);
          if (++sent === 12) {
            clearInterval(timer);
            req.end();
          }
        }, 100);
      });

      expect(performance.now() - began).toBeGreaterThan(1_000); // longer than the timeout, to be sure it was slow
      expect(answer).toEqual({ status: 200, body: JSON.stringify({ code: 200, msg: 'success', result: 'a' }) });
      expect(replica.bodies.map((body) => body.length)).toEqual([12 * chunk.length]);
    } finally {
      await gateway.stop();
      await close(replica);
    }
  });
});

describe('live event streams (the exam monitor)', () => {
  interface OpenStream { status: number; body: string; close: () => void }

  /** Opens GET /api/teacher/examMonitorStream on a connection of its own; resolves with its first chunk. */
  function openStream(gatewayUrl: string, headers: Record<string, string> = { accept: 'text/event-stream' }): Promise<OpenStream> {
    return new Promise((resolve, reject) => {
      const req = request(`${gatewayUrl}/api/teacher/examMonitorStream?classID=x&hwID=y`, { headers, agent: false }, (res) => {
        res.once('data', (data: Buffer) => resolve({ status: res.statusCode ?? 0, body: data.toString(), close: () => req.destroy() }));
        res.once('error', () => undefined);
      });
      req.on('error', reject);
      req.end();
    });
  }

  test('over UPSTREAM_MAX_STREAMS a stream is refused at once with a 503, calls to the same replica still answer, and a closed stream makes room', async () => {
    const replica = await standIn('a');
    const gateway = await gatewayOver([`http://127.0.0.1:${replica.port}`], { UPSTREAM_MAX_STREAMS: '2' });
    const open: OpenStream[] = [];
    try {
      // The route table marks the monitor as a stream even when the client does not say it wants one.
      open.push(await openStream(gateway.url, {}), await openStream(gateway.url));
      expect(open.map((s) => [s.status, s.body])).toEqual(Array(2).fill([200, expect.stringContaining('event: snapshot')]));

      const began = performance.now();
      const refused = await openStream(gateway.url);
      expect(performance.now() - began).toBeLessThan(1_000);
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toEqual({ code: 503, msg: 'Too many live views are open on this part of the platform right now. Please try again in a moment.', result: null });
      refused.close();
      expect(await whoAnswers(gateway.url, 1)).toBe('a');

      open.shift()!.close();
      await waitFor(() => replica.streams.length === 1, { what: 'the replica to see the stream closed' });
      await waitFor(async () => {
        const again = await openStream(gateway.url);
        open.push(again);
        return again.status === 200;
      }, { what: 'a new stream to be let in' });
    } finally {
      for (const stream of open) stream.close();
      await gateway.stop();
      await close(replica);
    }
  });

  test('256 streams open on one replica (as many connections as calls have) leave calls to it answering at once', async () => {
    const replica = await standIn('a');
    const gateway = await gatewayOver([`http://127.0.0.1:${replica.port}`], { UPSTREAM_MAX_STREAMS: '300' });
    const open: OpenStream[] = [];
    try {
      for (let batch = 0; batch < 8; batch++) open.push(...(await Promise.all(Array.from({ length: 32 }, () => openStream(gateway.url)))));
      expect(open.filter((s) => s.status === 200)).toHaveLength(256);
      await waitFor(() => replica.streams.length === 256, { what: 'the replica to hold 256 streams' });

      const began = performance.now();
      const answers = await Promise.all(Array.from({ length: 10 }, async (_, n) => (await save(gateway.url, n, AbortSignal.timeout(5_000))).status));
      expect(answers).toEqual(Array(10).fill(200));
      expect(performance.now() - began).toBeLessThan(2_000);
    } finally {
      for (const stream of open) stream.close();
      await gateway.stop();
      await close(replica);
    }
  });
});
