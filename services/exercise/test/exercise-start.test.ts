import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, createIsolation, startTokenIssuer, waitFor, type ApiClient, type TokenIssuer } from '@tp/test-kit';
import { startExercise } from '../src/main';

const iso = createIsolation();
let issuer: TokenIssuer;
let service: Awaited<ReturnType<typeof startExercise>>;
let client: ApiClient;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  service = await startExercise({ ...iso.envFor('exercise'), PORT: '0', JWKS_URL: issuer.jwksUrl });
  client = apiClient(service.url);
});

afterAll(async () => {
  await service?.stop();
  await issuer?.close();
  await iso.cleanup();
});

test('once started, exercise says it is alive and ready', async () => {
  expect((await client.get('/health')).body).toEqual({ code: 200, msg: 'alive', result: null });
  // Ready once its database, broker and Redis connections are up, which may come a moment after the port opens.
  await waitFor(async () => (await client.get('/ready')).body.msg === 'ready', { what: 'exercise to be ready' });
  expect((await client.get('/ready')).body).toEqual({ code: 200, msg: 'ready', result: null });
});

test('an /api call it does not have gets the 404 envelope', async () => {
  const res = await client.get('/api/user/noSuchCall');
  expect(res.status).toBe(404);
  expect(res.body.code).toBe(404);
});
