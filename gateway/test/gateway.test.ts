import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  apiClient, createIsolation, freePort, listenForEvents, sampleOf, scrape, startServiceProcess, waitFor, type EventListener, type ServiceProcess,
} from '@tp/test-kit';
import { startGateway } from '../src/main';

const iso = createIsolation();
const ADMIN = { email: 'root@gateway.test', password: 'root-pass-123' };
const PASSWORD = 'secret123';
const LIMITS = { SIGN_IN_LIMIT_PER_IP: '6', SIGN_IN_LIMIT_PER_EMAIL: '3', CODE_LIMIT_PER_IP: '3', CODE_LIMIT_PER_EMAIL: '2' };

let identity: ServiceProcess;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let events: EventListener;
let adminToken: string;
/** A stand-in for billing that answers every call and keeps the headers it was sent. */
let billing: Server;
const billingSaw: IncomingHttpHeaders[] = [];
/** A stand-in for exercise's exam monitor stream: the test writes its events, and sees when the client is gone. */
let exercise: Server;
const monitor: { res?: ServerResponse; closed: boolean } = { closed: false };

/** A new client address for each caller (this gateway trusts X-Forwarded-For from loopback), so limits stay apart. */
let lastIp = 0;
const newIp = () => `203.0.113.${++lastIp}`;

function from(ip: string, token?: string) {
  const client = apiClient(gateway.url, token);
  const headers = { 'x-forwarded-for': ip };
  return {
    get: (path: string) => client.get(path, headers),
    post: (path: string, body: unknown) => client.post(path, body, headers),
  };
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@gateway.test`;

/** An account made by the admin (verified, so it can sign in), with PASSWORD. */
async function account(label: string): Promise<string> {
  const email = uniqueEmail(label);
  const res = await from(newIp(), adminToken).post('/api/admin/createUser', { name: label, email, password: PASSWORD, role: 'Teacher' });
  expect(res.body, 'creating an account').toMatchObject({ code: 200 });
  return email;
}

beforeAll(async () => {
  billing = createServer((req, res) => {
    billingSaw.push(req.headers);
    res.setHeader('content-type', 'application/json');
    // ?rows=N answers a list that long, to see how the gateway passes on a large answer.
    const rows = Number(new URL(req.url ?? '/', 'http://billing').searchParams.get('rows') ?? 0);
    const list = Array.from({ length: rows }, (_, i) => ({ _id: `row-${i}`, name: `Class number ${i}`, price: 30 }));
    // ?hop=1: an answer with a header its Connection header names (meant for the gateway's hop only).
    if (req.url?.includes('hop=1')) res.setHeader('connection', 'keep-alive, x-billing-hop').setHeader('x-billing-hop', 'for the gateway only');
    res.end(JSON.stringify({ code: 200, msg: 'success', result: { list } }));
  });
  await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', () => resolve()));
  exercise = createServer((req, res) => {
    // Without no-transform (which a service may forget): the gateway itself must not gzip it.
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    res.write('event: snapshot\ndata: {"rows":[]}\n\n');
    monitor.res = res;
    req.on('close', () => (monitor.closed = true));
  });
  await new Promise<void>((resolve) => exercise.listen(0, '127.0.0.1', () => resolve()));
  identity = await startServiceProcess('identity', { ...iso.envFor('identity'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  gateway = await startGateway({
    GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:`,
    IDENTITY_URL: identity.url, BILLING_URL: `http://127.0.0.1:${(billing.address() as AddressInfo).port}`,
    MAIL_URL: nowhere, CATALOG_URL: nowhere, QUESTION_BANK_URL: nowhere,
    EXERCISE_URL: `http://127.0.0.1:${(exercise.address() as AddressInfo).port}`, TRUSTED_PROXIES: 'loopback', ...LIMITS,
  });
  events = await listenForEvents(iso.runId, 'mail.requested');
  const signedIn = await from(newIp()).post('/api/login/authUser', ADMIN);
  expect(signedIn.body, 'the admin signing in').toMatchObject({ code: 200 });
  adminToken = signedIn.body.result.token;
}, 120_000);

afterAll(async () => {
  await events?.close();
  await gateway?.stop();
  await identity?.stop();
  await new Promise((resolve) => billing?.close(resolve));
  exercise?.closeAllConnections();
  await new Promise((resolve) => exercise?.close(resolve));
  await iso.cleanup();
});

describe('metrics', () => {
  test('the public port never shows the metrics: /metrics in any spelling is a 404, not routed nor the site', async () => {
    for (const path of ['/metrics', '/metrics/', '/METRICS', '/Metrics?x=1']) {
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('tp_');
    }
  });

  test('the metrics port counts an API call under its route table line, never its URL', async () => {
    const call = '/api/teacher/getClassRegisterList?classId=metrics-7c1e';
    expect((await from(newIp(), adminToken).get(call)).status).toBe(200);

    const metrics = await scrape(gateway.metricsUrl);

    expect(new URL(gateway.metricsUrl).port).not.toBe(new URL(gateway.url).port);
    expect(sampleOf(metrics, 'tp_http_request_duration_seconds_count', {
      method: 'GET', route: '/api/teacher/getClassRegisterList', status: '200', service: 'gateway',
    })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(metrics, 'tp_http_request_duration_seconds_count', { route: '/api/login/*', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(metrics).not.toContain('metrics-7c1e');
  });
});

describe('routing', () => {
  test('a call is forwarded with its bearer token to the service that owns it', async () => {
    const res = await from(newIp(), adminToken).get(`/api/admin/getUsers?keyword=${encodeURIComponent(ADMIN.email)}`);
    expect(res.body).toMatchObject({ code: 200, result: { list: [{ email: ADMIN.email }] } });
  });

  test('without a token the owning service answers 401 through the gateway', async () => {
    const res = await apiClient(gateway.url).get('/api/admin/getUsers');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: 'Please sign in.', result: null });
  });

  test('an unknown /api path is a 404 envelope', async () => {
    const res = await apiClient(gateway.url).post('/api/nothing/here', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, result: null });
  });

  test('the prefix in other letters (/API/...) is a 404 envelope too, not the site\'s page, and reaches no service', async () => {
    for (const path of ['/API/admin/getUsers', '/Api', '/API/']) {
      const res = await apiClient(gateway.url, adminToken).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toMatchObject({ code: 404, result: null });
    }
  });

  test('a service that is down is a 503 envelope, not a hang or a 500', async () => {
    const res = await apiClient(gateway.url).get('/api/public/getHomeClasses');
    expect(res.status).toBe(503);
    expect(res.body.msg).toMatch(/not available/);
  });

  test('a large answer is gzipped for a client that accepts it, and sent as it is to one that does not', async () => {
    const url = `${gateway.url}/api/user/getClassRegisterList?id=x&rows=300`;
    const gzipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(((await gzipped.json()) as { result: { list: unknown[] } }).result.list).toHaveLength(300);

    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { result: { list: unknown[] } }).result.list).toHaveLength(300);
  });

  test('remotes.json lists the four remotes and is never cached', async () => {
    const res = await fetch(`${gateway.url}/mf/remotes.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(((await res.json()) as { name: string }[]).map((r) => r.name)).toEqual(['mf_public', 'mf_learning', 'mf_teaching', 'mf_admin']);
  });
});

describe('event streams (the exam monitor)', () => {
  /** Reads the stream until `text` has come; what came. */
  async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
    const decoder = new TextDecoder();
    let seen = '';
    while (!seen.includes(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before ${text}`);
      seen += decoder.decode(value, { stream: true });
    }
    return seen;
  }

  test('an event stream is passed on event by event, never gzipped, and ends at the service when the client leaves', async () => {
    const leave = new AbortController();
    const res = await fetch(`${gateway.url}/api/teacher/examMonitorStream?classID=x`, { headers: { 'accept-encoding': 'gzip' }, signal: leave.signal });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();

    // Only the first event has been written: it arrives on its own, not held back until more come.
    expect(await readUntil(reader, '"rows"')).toContain('event: snapshot');
    monitor.res!.write(': keep-alive\n\nevent: change\ndata: {"rows":[1]}\n\n');
    expect(await readUntil(reader, '[1]')).toContain('event: change');

    leave.abort();
    await waitFor(() => monitor.closed, { what: 'the service to see the client gone' });
  });
});

describe('health and request ids', () => {
  test('/health answers while the process runs; /ready when Redis answers', async () => {
    expect((await apiClient(gateway.url).get('/health')).body).toEqual({ code: 200, msg: 'alive', result: null });
    expect((await apiClient(gateway.url).get('/ready')).body).toEqual({ code: 200, msg: 'ready', result: null });
  });

  test('a gateway whose Redis is unreachable is alive but not ready (503)', async () => {
    const cut = await startGateway({ GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      expect((await apiClient(cut.url).get('/health')).status).toBe(200);
      const ready = await apiClient(cut.url).get('/ready');
      expect({ status: ready.status, body: ready.body }).toEqual({ status: 503, body: { code: 503, msg: 'not ready', result: null } });
    } finally {
      await cut.stop();
    }
  });

  test('a gateway whose event loop was held up longer than EVENT_LOOP_LAG_LIMIT_MS answers /health and /ready with 503, so it is restarted', async () => {
    const held = await startGateway({ GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:held:`, EVENT_LOOP_LAG_LIMIT_MS: '400' });
    try {
      await waitFor(async () => (await apiClient(held.url).get('/health')).status === 200, { what: 'a quiet loop first' });
      const until = performance.now() + 1_000;
      while (performance.now() < until) {
        // the loop held, as by a request doing synchronous work
      }

      const health = await apiClient(held.url).get('/health');
      expect({ status: health.status, body: health.body }).toEqual({
        status: 503, body: { code: 503, msg: expect.stringMatching(/^The event loop was held up for \d+(\.\d)? s \(limit 0\.4 s\) within the last 5 s\.$/), result: null },
      });
      expect((await apiClient(held.url).get('/ready')).status).toBe(503);
    } finally {
      await held.stop();
    }
  });

  test('a call without a request id gets one, and the service it reaches is given the same id', async () => {
    const seen = billingSaw.length;
    const res = await apiClient(gateway.url).get('/api/user/getClassRegisterList?id=x');

    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(billingSaw.slice(seen).map((h) => h['x-request-id'])).toEqual([id]);
  });

  test('a sane request id is passed on as it is; an overlong or odd one is replaced', async () => {
    const seen = billingSaw.length;
    await apiClient(gateway.url).get('/api/user/getClassRegisterList?id=x', { 'x-request-id': 'client-42.a_b' });
    await apiClient(gateway.url).get('/api/user/getClassRegisterList?id=x', { 'x-request-id': 'x'.repeat(300) });
    await apiClient(gateway.url).get('/api/user/getClassRegisterList?id=x', { 'x-request-id': 'two words' });

    const forwarded = billingSaw.slice(seen).map((h) => h['x-request-id']);
    expect(forwarded[0]).toBe('client-42.a_b');
    expect(forwarded[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(forwarded[2]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('headers passed on', () => {
  /** A GET through `gatewayUrl` sent with exactly these headers (fetch would refuse Connection); the answer's headers. */
  function getWith(gatewayUrl: string, path: string, headers: Record<string, string>): Promise<IncomingHttpHeaders> {
    return new Promise((resolve, reject) => {
      const req = request(`${gatewayUrl}${path}`, { headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      });
      req.on('error', reject);
      req.end();
    });
  }
  const spoofed = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', forwarded: 'for=198.51.100.7' };

  test('from a client that is not a trusted proxy, X-Forwarded-For, -Proto and -Host are set from what the gateway saw, whatever the client sent', async () => {
    const direct = await startGateway({
      GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:untrusted:`,
      BILLING_URL: `http://127.0.0.1:${(billing.address() as AddressInfo).port}`,
    });
    try {
      const seen = billingSaw.length;
      await getWith(direct.url, '/api/user/getClassRegisterList?id=x', spoofed);

      const [headers] = billingSaw.slice(seen);
      expect({
        for: headers['x-forwarded-for'], proto: headers['x-forwarded-proto'], host: headers['x-forwarded-host'], forwarded: headers.forwarded,
      }).toEqual({ for: '127.0.0.1', proto: 'http', host: `127.0.0.1:${direct.port}`, forwarded: undefined });
    } finally {
      await direct.stop();
    }
  });

  test('from a trusted proxy, its X-Forwarded-For is kept with the proxy\'s address added, and its -Proto and -Host are passed on', async () => {
    const seen = billingSaw.length;
    await getWith(gateway.url, '/api/user/getClassRegisterList?id=x', spoofed);

    const [headers] = billingSaw.slice(seen);
    expect({ for: headers['x-forwarded-for'], proto: headers['x-forwarded-proto'], host: headers['x-forwarded-host'] })
      .toEqual({ for: '198.51.100.7, 127.0.0.1', proto: 'https', host: 'evil.example' });
  });

  test('headers a Connection header names belong to one hop: not passed to the service, nor back to the client', async () => {
    const seen = billingSaw.length;
    const answer = await getWith(gateway.url, '/api/user/getClassRegisterList?id=x&hop=1', { connection: 'keep-alive, x-client-hop', 'x-client-hop': 'for the gateway only', 'x-kept': 'yes' });

    const [headers] = billingSaw.slice(seen);
    expect(headers['x-client-hop']).toBeUndefined();
    expect(headers['x-kept']).toBe('yes');
    expect(answer['x-billing-hop']).toBeUndefined();
    expect(answer['content-type']).toMatch(/^application\/json/);
  });
});

describe('bodies the gateway reads (rate-limited calls)', () => {
  const post = (headers: Record<string, string>, body: string) =>
    fetch(`${gateway.url}/api/login/authUser`, { method: 'POST', headers: { 'x-forwarded-for': newIp(), ...headers }, body });

  test('malformed JSON is a 400 envelope', async () => {
    const res = await from(newIp()).post('/api/login/sendEmail', '{"email":');
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { code: 400, msg: 'The request body is not valid JSON.', result: null } });
  });

  test('JSON in a charset other than UTF-8 is a 415 that says what to send, not a 500', async () => {
    const res = await post({ 'content-type': 'application/json; charset=latin1' }, JSON.stringify(ADMIN));
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 415,
      body: { code: 415, msg: 'The request body must be UTF-8 JSON (Content-Type: application/json; charset=utf-8).', result: null },
    });
  });

  test('an unknown Content-Encoding is a 415, not a 500', async () => {
    const res = await post({ 'content-type': 'application/json', 'content-encoding': 'snappy' }, JSON.stringify(ADMIN));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 415, msg: expect.stringMatching(/Content-Encoding is not supported/), result: null });
  });

  test('a 2 MB body is refused with 413, on a rate-limited call and on one the service reads itself', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const limited = await from(newIp()).post('/api/login/authUser', { email: ADMIN.email, password: big });
    const passedOn = await from(newIp(), adminToken).post('/api/admin/createUser', { name: big, email: uniqueEmail('big'), password: PASSWORD, role: 'Teacher' });

    for (const res of [limited, passedOn]) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 413, body: { code: 413, msg: 'The request body is too large.', result: null } });
    }
  });
});

describe('brute-force limits', () => {
  test('sign-in attempts over the per-e-mail limit are refused with 429 and a wait time, even with the right password', async () => {
    const email = await account('target');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await from(newIp()).post('/api/login/authUser', { email, password: `guess${i}` })).status);
    expect(statuses).toEqual([400, 400, 400]); // identity's 'Invalid email or password'

    const limited = await from(newIp()).post('/api/login/authUser', { email: email.toUpperCase(), password: PASSWORD });

    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: expect.stringMatching(/^Too many sign-in attempts for this e-mail\. Please try again in \d+ seconds\.$/), result: null });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await account('bystander');
    expect((await from(newIp()).post('/api/login/authUser', { email: other, password: PASSWORD })).status).toBe(200);
  });

  test('sign-in attempts over the per-address limit are refused with 429, even for an account with the right password', async () => {
    const email = await account('shared-wifi');
    const attacker = from(newIp());
    for (let i = 0; i < 6; i++) expect((await attacker.post('/api/login/authUser', { email: uniqueEmail('guess'), password: 'x' })).status).not.toBe(429);

    const limited = await attacker.post('/api/login/authUser', { email, password: PASSWORD });

    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/^Too many sign-in attempts from this address\. Please try again in \d+ seconds\.$/);
    expect((await from(newIp()).post('/api/login/authUser', { email, password: PASSWORD })).status).toBe(200);
  });

  test('other spellings of the sign-in path are counted too, and none of them signs anyone in', async () => {
    const email = await account('spelling');
    for (const path of ['/api/login/authuser', '/api/login/authUser/', '/api/LOGIN//authUser']) {
      const res = await from(newIp()).post(path, { email, password: PASSWORD });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }

    const limited = await from(newIp()).post('/api/login/authUser', { email, password: PASSWORD });

    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/Too many sign-in attempts for this e-mail/);
  });

  test('a sign-up counts every e-mail it names: a decoy top-level e-mail does not spare the parent\'s', async () => {
    const parentEmail = uniqueEmail('parent');
    const signUp = (email: string, parent: string, student: string) => from(newIp()).post('/api/login/registerFamily', {
      email, code: 123456,
      parent: { name: 'Pat Doe', email: parent, password: PASSWORD, phone: '555-123-4567' },
      student: { name: 'Sam Doe', email: student, password: PASSWORD, school: 'Elm High', gradeInSchoolYear: 9 },
    });
    for (let i = 0; i < 3; i++) expect((await signUp(uniqueEmail('decoy'), parentEmail, uniqueEmail('kid'))).status).toBe(400); // identity's code error

    const limited = await signUp(uniqueEmail('decoy'), parentEmail.toUpperCase(), uniqueEmail('kid'));

    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/^Too many sign-in attempts for this e-mail\. Please try again in \d+ seconds\.$/);
    expect((await signUp(uniqueEmail('decoy'), uniqueEmail('parent'), uniqueEmail('kid'))).status).toBe(400);
  });

  test('a sign-up is refused when any e-mail it names is over its limit, the student\'s too', async () => {
    const studentEmail = uniqueEmail('kid');
    const signUp = (parent: string) => from(newIp()).post('/api/login/registerFamily', {
      email: uniqueEmail('decoy'), code: 123456,
      parent: { name: 'Pat Doe', email: parent, password: PASSWORD, phone: '555-123-4567' },
      student: { name: 'Sam Doe', email: studentEmail, password: PASSWORD, school: 'Elm High', gradeInSchoolYear: 9 },
    });
    for (let i = 0; i < 3; i++) expect((await signUp(uniqueEmail('parent'))).status).toBe(400);

    const limited = await signUp(uniqueEmail('parent'));

    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/^Too many sign-in attempts for this e-mail\./);
  });

  test('code e-mails over the per-e-mail limit are refused with 429 and no code is sent', async () => {
    const email = uniqueEmail('codes');
    const first = await from(newIp()).post('/api/login/sendEmail', { email });
    expect(first.body).toMatchObject({ code: 200, msg: expect.stringMatching(/^We sent a code/) });
    const second = await from(newIp()).post('/api/login/sendEmail', { email });
    expect(second.body.msg).toMatch(/^A code was sent to this e-mail a moment ago/); // identity's own resend lock

    const limited = await from(newIp()).post('/api/login/sendEmail', { email });

    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/^Too many codes requested for this e-mail\. Please try again in \d+ seconds\.$/);
    const marker = uniqueEmail('marker');
    expect((await from(newIp()).post('/api/login/sendEmail', { email: marker })).body.code).toBe(200);
    await waitFor(() => events.seen.some((e) => e.payload.to.includes(marker)), { what: 'the marker code e-mail' });
    expect(events.seen.filter((e) => e.payload.to.includes(email))).toHaveLength(1);
  });

  test('code e-mails over the per-address limit are refused with 429', async () => {
    const sender = from(newIp());
    for (let i = 0; i < 3; i++) expect((await sender.post('/api/login/sendEmail', { email: uniqueEmail('many') })).body.code).toBe(200);

    const target = uniqueEmail('one-more');
    const limited = await sender.post('/api/login/sendEmail', { email: target });

    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/^Too many codes requested from this address\. Please try again in \d+ seconds\.$/);
    expect((await from(newIp()).post('/api/login/sendEmail', { email: target })).body.code).toBe(200);
  });
});

describe('failures are counted, not successes', () => {
  const signIn = (ip: string, email: string, password: string) => from(ip).post('/api/login/authUser', { email, password });

  test('a student signing in again and again (phone and laptop, at once and later) is never refused', async () => {
    const email = await account('two-devices');
    const ip = newIp();
    const atOnce = await Promise.all([signIn(ip, email, PASSWORD), signIn(ip, email, PASSWORD)]);
    const later = [];
    for (let i = 0; i < 8; i++) later.push(await signIn(ip, email, PASSWORD));

    expect([...atOnce, ...later].map((res) => res.status)).toEqual(Array(10).fill(200));
  });

  test('a right password clears its e-mail\'s failures: a student who mistypes now and then is not locked out', async () => {
    const email = await account('mistypes');
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) statuses.push((await signIn(newIp(), email, 'wrong-password')).status);
      statuses.push((await signIn(newIp(), email, PASSWORD)).status);
    }

    expect(statuses).toEqual([400, 400, 200, 400, 400, 200, 400, 400, 200]);
  });

  test('a right password does not clear its address\'s failures: a guesser with an account of their own is still stopped', async () => {
    const own = await account('sprayer');
    const guesser = from(newIp());
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await guesser.post('/api/login/authUser', { email: uniqueEmail('victim'), password: 'x' })).status);
    statuses.push((await guesser.post('/api/login/authUser', { email: own, password: PASSWORD })).status);
    for (let i = 0; i < 4; i++) statuses.push((await guesser.post('/api/login/authUser', { email: uniqueEmail('victim'), password: 'x' })).status);

    expect(statuses).toEqual([400, 400, 400, 200, 400, 400, 400, 429]);
    const limited = await guesser.post('/api/login/authUser', { email: own, password: PASSWORD });
    expect(limited.body.msg).toMatch(/^Too many sign-in attempts from this address\. Please try again in \d+ seconds\.$/);
  });

  test('guesses sent all at once get no more wrong answers than the limit: the rest wait for them, then get 429', async () => {
    const email = await account('parallel-target');
    const ip = newIp();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(ip, email, `guess-${i}`)));

    const statuses = replies.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(3).fill(400), ...Array(17).fill(429)]);
    expect((await signIn(newIp(), email, PASSWORD)).status).toBe(429);
  });

  test('a right code clears only the e-mail it proves: a decoy e-mail named beside it stays counted', async () => {
    const victim = await account('decoy-victim');
    for (let i = 0; i < 2; i++) expect((await signIn(newIp(), victim, `guess-${i}`)).status).toBe(400);
    const parent = uniqueEmail('real-parent');
    expect((await from(newIp()).post('/api/login/sendEmail', { email: parent })).body.code).toBe(200);
    const mail = await waitFor(() => events.seen.find((e) => e.payload.to.includes(parent)), { what: 'the parent\'s code e-mail' });
    const code = /Your code is (\d+)/.exec(mail.payload.subject)![1];

    const signedUp = await from(newIp()).post('/api/login/registerFamily', {
      email: victim, code,
      parent: { name: 'Pat Doe', email: parent, password: PASSWORD, phone: '555-123-4567' },
      student: { name: 'Sam Doe', email: uniqueEmail('kid'), password: PASSWORD, school: 'Elm High', gradeInSchoolYear: 9 },
    });

    expect(signedUp.body).toMatchObject({ code: 200 });
    expect((await signIn(newIp(), victim, 'guess-3')).status).toBe(400); // the third failure: cleared, it would be the first
    expect((await signIn(newIp(), victim, PASSWORD)).status).toBe(429);
  });
});

describe('the client address behind a proxy', () => {
  test('a client\'s own X-Forwarded-For entries are skipped: it is counted under the address the trusted proxy saw', async () => {
    const seenByProxy = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await apiClient(gateway.url).post('/api/login/authUser', { email: uniqueEmail('spoof'), password: 'x' }, { 'x-forwarded-for': `198.51.100.${i}, ${seenByProxy}` });
      statuses.push(res.status);
    }

    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });

  test.each([
    ['no proxy is configured', undefined],
    ['the configured proxy is another address', '10.20.0.0/16'],
  ])('when %s, X-Forwarded-For is ignored: a client cannot change the address it is counted under', async (_situation, trusted) => {
    const direct = await startGateway({
      GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:direct-${trusted ?? 'none'}:`,
      IDENTITY_URL: identity.url, ...(trusted ? { TRUSTED_PROXIES: trusted } : {}), ...LIMITS,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await apiClient(direct.url).post('/api/login/authUser', { email: uniqueEmail('direct'), password: 'x' }, { 'x-forwarded-for': newIp() });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    } finally {
      await direct.stop();
    }
  });

  test('a TRUSTED_PROXIES entry that is not an address or range stops the gateway from starting', async () => {
    await expect(startGateway({ GATEWAY_PORT: '0', LOG_LEVEL: 'silent', TRUSTED_PROXIES: '10.0.0.0/8, everyone' })).rejects.toThrow(/TRUSTED_PROXIES/);
  });
});
