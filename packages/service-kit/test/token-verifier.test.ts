import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient, createIsolation, freePort, REDIS_URL, startTokenIssuer, waitFor, type TokenIssuer } from '@tp/test-kit';
import {
  authenticate, createApp, createLogger, createRedis, createRouter, currentUser, InternalCredentials, reply, revokeToken, revokeUserTokensIssuedBefore, TokenVerifier,
  type Redis,
} from '../src/index';

/**
 * A token's signature is checked once per process and remembered (a student's every save carries the same token);
 * whether it was revoked is asked of Redis on every request, so ending a session works at once everywhere.
 */
const iso = createIsolation();
let issuer: TokenIssuer;
let redis: Redis;
let keyLookups = 0;
let verifier: TokenVerifier;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  redis = createRedis(REDIS_URL, `${iso.runId}:`);
  const jwks = (await (await fetch(issuer.jwksUrl)).json()) as Parameters<typeof createLocalJWKSet>[0];
  const keys = createLocalJWKSet(jwks);
  const counted: JWTVerifyGetKey = (header, token) => {
    keyLookups++;
    return keys(header, token);
  };
  verifier = new TokenVerifier(counted, redis);
});

afterAll(async () => {
  redis?.disconnect();
  await issuer?.close();
  await iso.cleanup();
});

describe('a token used again and again', () => {
  test('its signature is checked the first time only', async () => {
    const token = await issuer.tokenFor({ role: 'Student' });
    const before = keyLookups;
    for (let i = 0; i < 5; i++) expect((await verifier.verify(token)).user.role).toBe('Student');
    expect(keyLookups - before).toBe(1);
  });

  test('once its session is ended (logout), it is refused at once, though its signature was remembered', async () => {
    const token = await issuer.tokenFor({ role: 'Student' });
    const { jti, expiresAt } = await verifier.verify(token);

    await revokeToken(redis, jti, expiresAt);

    await expect(verifier.verify(token)).rejects.toMatchObject({ status: 401, message: 'Your session has ended. Please sign in again.' });
  });

  test('after a password change every earlier token of the user is refused at once', async () => {
    const token = await issuer.tokenFor({ role: 'Teacher', id: 'user-who-changed-password' });
    await verifier.verify(token);

    await revokeUserTokensIssuedBefore(redis, 'user-who-changed-password', Date.now() + 1);

    await expect(verifier.verify(token)).rejects.toMatchObject({ status: 401 });
  });

  test('a remembered token is refused once it expires', async () => {
    const token = await issuer.tokenFor({ role: 'Student' }, '2s');
    await verifier.verify(token);

    await waitFor(async () => {
      try {
        await verifier.verify(token);
        return false;
      } catch (err) {
        return (err as Error).message === 'Your session has expired. Please sign in again.';
      }
    }, { timeoutMs: 10_000, intervalMs: 200, what: 'the remembered token to expire' });
  });
});

describe('when Redis cannot be reached', () => {
  test('a signed-in call is a 503 to try again, not a 500', async () => {
    const down = createRedis(`redis://127.0.0.1:${await freePort()}`, 'x:');
    down.on('error', () => undefined);
    const cut = new TokenVerifier(createLocalJWKSet((await (await fetch(issuer.jwksUrl)).json()) as Parameters<typeof createLocalJWKSet>[0]), down);
    const router = createRouter();
    router.get('/api/me', authenticate(cut), (req, res) => reply(res, currentUser(req).role));
    const app = createApp({ logger: createLogger('probe', 'silent'), routers: [router], isReady: async () => true, internal: new InternalCredentials(undefined, 'probe') });
    const server = app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const res = await apiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, await issuer.tokenFor({ role: 'Student' })).get('/api/me');
      expect({ status: res.status, code: res.body.code, retryAfter: res.headers.get('retry-after') }).toEqual({ status: 503, code: 503, retryAfter: '1' });
      expect(res.body.msg).toMatch(/try again/);
    } finally {
      server.close();
      down.disconnect();
    }
  });
});
