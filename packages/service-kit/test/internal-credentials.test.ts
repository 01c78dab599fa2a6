import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { apiClient, createIsolation } from '@tp/test-kit';
import { baseConfigSchema, getInternal, INTERNAL_TOKEN_ISSUER, InternalCredentials, loadConfig, postInternal } from '../src/index';
import { startProbeService } from './probe-service';

/** The probe service is named 'test' (its isolation's envFor('test')); its /internal/calls records each caller. */
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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refusal = (res: { status: number; body: { code: number; msg: string } }) => ({ status: res.status, code: res.body.code, msg: res.body.msg });

/** A token with the given claims and times (seconds from now), signed with `secret`. */
function signed(secret: string, { sub = 'billing', aud = 'test', iss = INTERNAL_TOKEN_ISSUER, issuedAgo = 0, expiresIn = 60 } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer(iss).setSubject(sub).setAudience(aud)
    .setIssuedAt(now - issuedAgo).setExpirationTime(now + expiresIn).sign(new TextEncoder().encode(secret));
}

describe('a call to a service\'s /internal API', () => {
  test('with no token, or a token that is not a service token of this deployment: 401, and the route never runs', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['no token', {}, 'An internal call needs a service token (Authorization: Bearer …).'],
      ['not a bearer token', { authorization: `Basic ${iso.internalSecret}` }, 'An internal call needs a service token (Authorization: Bearer …).'],
      ['garbage', bearer('not-a-token'), 'The service token is not valid.'],
      ['another secret', bearer(await signed(randomBytes(32).toString('hex'))), 'The service token is not valid.'],
      ['expired', bearer(await signed(iso.internalSecret, { issuedAgo: 120, expiresIn: -60 })), 'The service token has expired.'],
      ['for another service', bearer(await signed(iso.internalSecret, { aud: 'catalog' })), 'The service token is not for test.'],
      ['another issuer', bearer(await signed(iso.internalSecret, { iss: 'tp-identity' })), 'The service token is not valid.'],
      ['living longer than a minute', bearer(await signed(iso.internalSecret, { issuedAgo: 600, expiresIn: 3600 })), 'The service token has expired.'],
    ];

    for (const [what, headers, msg] of cases) {
      expect(refusal(await api.get('/internal/calls', headers)), what).toEqual({ status: 401, code: 401, msg });
    }
    expect(probe.internalCalls).toEqual([]);
  });

  test('another spelling of the path is refused as well, before any route', async () => {
    for (const path of ['/INTERNAL/calls', '/Internal/calls', '/internal', '/internal/']) {
      expect((await api.get(path)).status, path).toBe(401);
    }
    expect(probe.internalCalls).toEqual([]);
  });

  test('a token the calling service\'s kit signed passes, and the route learns who called', async () => {
    const billing = new InternalCredentials(iso.internalSecret, 'billing');

    const res = await api.get('/internal/calls', bearer(await billing.tokenFor('test')));

    expect(res.body).toEqual({ code: 200, msg: 'success', result: { caller: 'billing' } });
    expect(probe.internalCalls).toEqual(['billing']);
  });

  test('getInternal signs its call for the service it names', async () => {
    const catalog = new InternalCredentials(iso.internalSecret, 'catalog');
    const options = { credentials: catalog, timeoutMs: 2000, unavailable: 'The probe cannot answer right now.' };
    const callerSchema = z.object({ caller: z.string() });

    expect(await getInternal(new URL('/internal/calls', probe.service.url), callerSchema, { ...options, audience: 'test' })).toEqual({ caller: 'catalog' });
    // A token for another service is refused by the probe, which the caller sees as the service being unavailable.
    await expect(getInternal(new URL('/internal/calls', probe.service.url), callerSchema, { ...options, audience: 'billing' })).rejects.toMatchObject({ status: 503 });
    expect(probe.internalCalls.at(-1)).toBe('catalog');
  });

  test('postInternal sends its JSON body with the service token, and is refused alike', async () => {
    const catalog = new InternalCredentials(iso.internalSecret, 'catalog');
    const options = { credentials: catalog, timeoutMs: 2000, unavailable: 'The probe cannot answer right now.' };
    const schema = z.object({ caller: z.string(), body: z.object({ ids: z.array(z.string()) }) });
    const url = new URL('/internal/calls', probe.service.url);

    expect(await postInternal(url, { ids: ['a', 'b'] }, schema, { ...options, audience: 'test' })).toEqual({ caller: 'catalog', body: { ids: ['a', 'b'] } });
    await expect(postInternal(url, { ids: [] }, schema, { ...options, audience: 'billing' })).rejects.toMatchObject({ status: 503, message: options.unavailable });
  });

  test('routes outside /internal need no service token', async () => {
    expect((await api.get('/api/echo?text=hi')).body).toMatchObject({ code: 200, result: 'hi' });
  });
});

describe('service tokens', () => {
  test('one token per called service is reused for most of its minute, then a new one is signed', async () => {
    const billing = new InternalCredentials(iso.internalSecret, 'billing');
    const first = await billing.tokenFor('catalog');

    expect(await billing.tokenFor('catalog')).toBe(first);
    expect(await billing.tokenFor('question-bank')).not.toBe(first);

    const realNow = Date.now;
    Date.now = () => realNow() + 50_000;
    try {
      expect(await billing.tokenFor('catalog')).not.toBe(first);
    } finally {
      Date.now = realNow;
    }
  });

  test('a service without INTERNAL_SECRET accepts no internal call and cannot sign one', async () => {
    const unset = new InternalCredentials(undefined, 'test');
    await expect(unset.tokenFor('catalog')).rejects.toThrow(/INTERNAL_SECRET is not set/);
    await expect(unset.callerOf(await signed(iso.internalSecret))).rejects.toMatchObject({ status: 401, message: 'INTERNAL_SECRET is not set on test, so it accepts no internal call.' });
  });
});

describe('INTERNAL_SECRET at start', () => {
  test('production refuses to start without it', async () => {
    const other = createIsolation();
    try {
      await expect(startProbeService(other, { NODE_ENV: 'production', INTERNAL_SECRET: '' })).rejects.toThrow(/INTERNAL_SECRET: required in production/);
    } finally {
      await other.cleanup();
    }
  });

  test('a secret shorter than 32 characters is refused', () => {
    expect(() => loadConfig(baseConfigSchema, { SERVICE_NAME: 'probe', INTERNAL_SECRET: 'short-secret' })).toThrow(/INTERNAL_SECRET: must be at least 32 characters/);
  });
});
