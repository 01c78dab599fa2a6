import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient, createIsolation } from '@tp/test-kit';
import { NUL_MESSAGE } from '../src/index';
import { startProbeService } from './probe-service';

const iso = createIsolation();
let probe: Awaited<ReturnType<typeof startProbeService>>;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  probe = await startProbeService(iso);
  api = apiClient(probe.service.url);
});

afterAll(async () => {
  await probe?.service.stop();
  await iso.cleanup();
});

const refusedForNul = { status: 400, body: { code: 400, msg: NUL_MESSAGE, result: null } };
const outcome = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

describe('NUL characters, which PostgreSQL cannot store', () => {
  test('text without NUL passes through to the database', async () => {
    expect((await api.get('/api/echo?text=caf%C3%A9')).body).toMatchObject({ code: 200, result: 'café' });
    expect((await api.post('/api/echo', { text: 'fine', list: ['a', { b: 'c' }] })).body).toMatchObject({ code: 200, result: { text: 'fine' } });
  });

  test('a NUL in the query string is refused with 400 before any route runs', async () => {
    expect(outcome(await api.get('/api/echo?text=%00'))).toEqual(refusedForNul);
    expect(outcome(await api.get('/api/echo?text=a&text=b%00'))).toEqual(refusedForNul);
  });

  test('a NUL anywhere in a JSON body (value, nested value, key) is refused with 400', async () => {
    expect(outcome(await api.post('/api/echo', { text: 'a\u0000b' }))).toEqual(refusedForNul);
    expect(outcome(await api.post('/api/echo', { deep: [[{ deeper: ['x', '\u0000'] }]] }))).toEqual(refusedForNul);
    expect(outcome(await api.post('/api/echo', { 'key\u0000': 1 }))).toEqual(refusedForNul);
    expect(outcome(await api.post('/api/echo', '"\\u0000"'))).toEqual(refusedForNul);
  });

  test('a long array is checked whole', async () => {
    const long = Array.from({ length: 200_000 }, () => 'x');
    long.push('\u0000');
    expect(outcome(await api.post('/api/echo', long))).toEqual(refusedForNul);
  });

  test('a very deeply nested body is checked without overflowing the stack', async () => {
    const deep = `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`;
    expect(outcome(await api.post('/api/echo', deep))).toEqual(refusedForNul);
  });

  test('text the database cannot store that arrives another way (a path parameter) is a 400, not a 500', async () => {
    const res = await api.get('/api/echo/a%00b');
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/cannot be stored/);
  });
});

describe('bodies the parser cannot read', () => {
  const post = (headers: Record<string, string>, body: string | Buffer) => fetch(`${probe.service.url}/api/echo`, { method: 'POST', headers, body });

  test('JSON in a charset other than UTF-8 is a 415 that says what to send', async () => {
    const res = await post({ 'content-type': 'application/json; charset=latin1' }, '{"text":"x"}');
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 415,
      body: { code: 415, msg: 'The request body must be UTF-8 JSON (Content-Type: application/json; charset=utf-8).', result: null },
    });
  });

  test('an unknown Content-Encoding is a 415; gzip is read', async () => {
    const unknown = await post({ 'content-type': 'application/json', 'content-encoding': 'rot13' }, '{"text":"x"}');
    expect(unknown.status).toBe(415);
    expect(((await unknown.json()) as { msg: string }).msg).toMatch(/Content-Encoding is not supported/);
    const gzipped = await post({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, gzipSync('{"text":"zipped"}'));
    expect(await gzipped.json()).toMatchObject({ code: 200, result: { text: 'zipped' } });
  });

  test('a body over the limit is a 413', async () => {
    const res = await api.post('/api/echo', { text: 'x'.repeat(2 * 1024 * 1024) });
    expect(outcome(res)).toEqual({ status: 413, body: { code: 413, msg: 'The request body is too large.', result: null } });
  });
});

describe('routing', () => {
  test('a path has one spelling: another case or a trailing slash is a 404', async () => {
    expect((await api.get('/api/echo?text=x')).status).toBe(200);
    for (const path of ['/api/ECHO?text=x', '/api/echo/?text=x', '/API/echo?text=x', '/ready/', '/Health']) {
      expect({ path, status: (await api.get(path)).status }).toEqual({ path, status: 404 });
    }
  });
});

describe('request ids', () => {
  test('a sane x-request-id from the caller is kept and echoed', async () => {
    const res = await api.get('/api/echo?text=x', { 'x-request-id': 'gw-1234_abc.def:9' });
    expect(res.headers.get('x-request-id')).toBe('gw-1234_abc.def:9');
  });

  test('a missing, overlong or odd x-request-id is replaced by a new one', async () => {
    const ids: string[] = [];
    for (const header of [{}, { 'x-request-id': 'x'.repeat(500) }, { 'x-request-id': 'bad id <script>' }] as Record<string, string>[]) {
      const id = (await api.get('/api/echo?text=x', header)).headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(3);
  });
});
