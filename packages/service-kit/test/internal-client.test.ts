import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError, fetchInternal, getInternal, InternalCredentials, notFound, runWithRequestId } from '../src/index';

/** Another service's /internal API as the test wants it to answer: /ok, /missing, /broken, /odd, /slow, /request-id. */
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (req.url === '/ok') return send(200, JSON.stringify({ code: 200, msg: 'success', result: { name: 'Optics' } }));
    if (req.url === '/missing') return send(404, JSON.stringify({ code: 404, msg: 'Not found', result: null }));
    if (req.url === '/broken') return send(500, 'not json');
    if (req.url === '/odd') return send(200, JSON.stringify({ code: 200, msg: 'success', result: { title: 1 } }));
    if (req.url === '/request-id') return send(200, JSON.stringify({ code: 200, msg: 'success', result: { name: req.headers['x-request-id'] ?? '(none)' } }));
    // /slow never answers
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const named = z.object({ name: z.string() });
const credentials = new InternalCredentials('a-secret-of-at-least-32-characters', 'billing');
const options = { credentials, audience: 'catalog', timeoutMs: 500, unavailable: 'Classes cannot be loaded right now.' };

async function failure(path: string, extra: Partial<typeof options> & { notFound?: () => AppError } = {}) {
  const err = await getInternal(new URL(path, base), named, { ...options, ...extra }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return { status: (err as AppError).status, message: (err as AppError).message };
}

describe('getInternal: a call to another service\'s /internal API', () => {
  test('a 200 envelope gives its result, read with the schema', async () => {
    expect(await getInternal(new URL('/ok', base), named, options)).toEqual({ name: 'Optics' });
  });

  test('a 404 is what the caller says it means, or unavailable when it says nothing', async () => {
    expect(await failure('/missing', { notFound: () => notFound('Class not found') })).toEqual({ status: 404, message: 'Class not found' });
    expect(await failure('/missing')).toEqual({ status: 503, message: options.unavailable });
  });

  test('an error, a body of another shape or no answer in time is a 503 with the caller\'s message', async () => {
    for (const path of ['/broken', '/odd', '/slow']) expect(await failure(path), path).toEqual({ status: 503, message: options.unavailable });
  });

  test('made for a request, it sends that request\'s id; made outside any request, none', async () => {
    const url = new URL('/request-id', base);

    expect(await runWithRequestId('req-internal-1', () => getInternal(url, named, options))).toEqual({ name: 'req-internal-1' });
    expect(await getInternal(url, named, options)).toEqual({ name: '(none)' });
  });
});

describe('fetchInternal: the raw answer, for a body that is not an envelope', () => {
  test('any status is the caller\'s to read, with the token and the request id sent', async () => {
    const missing = await fetchInternal(new URL('/missing', base), options);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
    const res = await runWithRequestId('req-raw-1', () => fetchInternal(new URL('/request-id', base), options));
    expect(await res.json()).toMatchObject({ result: { name: 'req-raw-1' } });
  });

  test('no answer in time is a 503 with the caller\'s message', async () => {
    const err = await fetchInternal(new URL('/slow', base), options).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect({ status: (err as AppError).status, message: (err as AppError).message }).toEqual({ status: 503, message: options.unavailable });
  });
});
