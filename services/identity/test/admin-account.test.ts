import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '@tp/service-kit';
import { apiClient, createIsolation, type Isolation } from '@tp/test-kit';
import { identityConfigSchema } from '../src/config';
import { startIdentity } from '../src/main';

const ADMIN_EMAIL = 'root@identity.test';
const STRONG = 'Vq7-tLm2#pXe9wZ4';
const DEMO = 'admin12345';
const WHAT_TO_SET = 'set ADMIN_PASSWORD to at least 12 random characters, e.g. ADMIN_PASSWORD=$(openssl rand -base64 18)';

const isolations: Isolation[] = [];
const running: { stop: () => Promise<void> }[] = [];

afterEach(async () => {
  for (const service of running.splice(0)) await service.stop();
  for (const iso of isolations.splice(0)) await iso.cleanup();
});

/** One database for the test, so a second start sees what the first one made. */
function database() {
  const iso = createIsolation();
  isolations.push(iso);
  return iso;
}

async function start(iso: Isolation, env: Record<string, string>) {
  const identity = await startIdentity({ ...iso.envFor('identity'), PORT: '0', ADMIN_EMAIL, ...env });
  running.push(identity);
  return identity;
}

async function stop(identity: { stop: () => Promise<void> }) {
  running.splice(running.indexOf(identity), 1);
  await identity.stop();
}

const REFUSED = { code: 400, msg: 'Invalid email or password' };
const signIn = (url: string, password: string) => apiClient(url).post('/api/login/authUser', { email: ADMIN_EMAIL, password });

const productionConfig = (env: Record<string, string>) => () => loadConfig(identityConfigSchema, { NODE_ENV: 'production', ADMIN_EMAIL, ...env });

describe('in production, ADMIN_PASSWORD must be strong or identity does not start', () => {
  test('the demo password refuses the start, with a one-line sentence saying what to set', async () => {
    await expect(start(database(), { NODE_ENV: 'production', ADMIN_PASSWORD: DEMO })).rejects.toThrow(
      `Invalid configuration: ADMIN_PASSWORD: contains the demo password, which the README publishes; in production ${WHAT_TO_SET}`,
    );
  });

  test('a password that only adds to the demo one, in any case, is refused the same way', () => {
    expect(productionConfig({ ADMIN_PASSWORD: 'ADMIN12345-and-more' })).toThrow('ADMIN_PASSWORD: contains the demo password');
  });

  test('fewer than 12 characters is refused, saying how many it has', () => {
    expect(productionConfig({ ADMIN_PASSWORD: 'Xq7#pLm2wZ4' })).toThrow(`ADMIN_PASSWORD: has 11 characters, too few for production; ${WHAT_TO_SET}`);
  });

  test('a common password is refused, whatever its case', () => {
    expect(productionConfig({ ADMIN_PASSWORD: 'Password1234' })).toThrow(`ADMIN_PASSWORD: is a common password that guessers try first; in production ${WHAT_TO_SET}`);
  });

  test("a password containing the admin e-mail's name is refused", () => {
    expect(productionConfig({ ADMIN_PASSWORD: 'myROOTpassword-2026' })).toThrow(`ADMIN_PASSWORD: contains the admin e-mail's name (root); in production ${WHAT_TO_SET}`);
  });

  test('a strong password is accepted, and outside production the rules do not apply', () => {
    expect(productionConfig({ ADMIN_PASSWORD: STRONG })().ADMIN_PASSWORD).toBe(STRONG);
    expect(loadConfig(identityConfigSchema, { ADMIN_EMAIL, ADMIN_PASSWORD: 'short1' }).ADMIN_PASSWORD).toBe('short1');
  });
});

describe('the administrator account at start', () => {
  test('in production a strong ADMIN_PASSWORD creates the admin, who signs in with it', async () => {
    const identity = await start(database(), { NODE_ENV: 'production', ADMIN_PASSWORD: STRONG });

    const res = await signIn(identity.url, STRONG);

    expect(res.body).toMatchObject({ code: 200, result: { email: ADMIN_EMAIL, isAdmin: true } });
  });

  test('in production without ADMIN_PASSWORD identity starts and no administrator is made', async () => {
    const identity = await start(database(), { NODE_ENV: 'production' });

    expect((await signIn(identity.url, DEMO)).body).toMatchObject(REFUSED);
    expect((await identity.ctx.pool.query('SELECT email FROM users')).rows).toEqual([]);
  });

  test('in development without ADMIN_PASSWORD the demo admin is made, as npm start and the tests expect', async () => {
    const identity = await start(database(), {});

    expect((await signIn(identity.url, DEMO)).body).toMatchObject({ code: 200, result: { isAdmin: true } });
  });

  test('an admin left with the demo password by an earlier start: production replaces it with ADMIN_PASSWORD and ends its sessions', async () => {
    const iso = database();
    const development = await start(iso, {});
    const earlier = await signIn(development.url, DEMO);
    expect(earlier.body.code).toBe(200);
    await stop(development);

    const production = await start(iso, { NODE_ENV: 'production', ADMIN_PASSWORD: STRONG });

    expect((await signIn(production.url, DEMO)).body).toMatchObject(REFUSED);
    expect((await signIn(production.url, STRONG)).body.code).toBe(200);
    expect((await apiClient(production.url, earlier.body.result.token).get('/api/user/getUserInfo')).status).toBe(401);
  });

  test('production without ADMIN_PASSWORD removes the demo password; a later start with one gives the account that password', async () => {
    const iso = database();
    await stop(await start(iso, {}));

    const unset = await start(iso, { NODE_ENV: 'production' });
    expect((await signIn(unset.url, DEMO)).body).toMatchObject(REFUSED);
    expect((await unset.ctx.pool.query('SELECT password_hash, is_admin FROM users WHERE email = $1', [ADMIN_EMAIL])).rows).toEqual([{ password_hash: null, is_admin: true }]);
    await stop(unset);

    const set = await start(iso, { NODE_ENV: 'production', ADMIN_PASSWORD: STRONG });
    expect((await signIn(set.url, STRONG)).body).toMatchObject({ code: 200, result: { isAdmin: true } });
  });

  test("an admin's own password (not the demo one) is kept by a production start", async () => {
    const iso = database();
    const development = await start(iso, { ADMIN_PASSWORD: 'my-own-pass-42' });
    await stop(development);

    const production = await start(iso, { NODE_ENV: 'production', ADMIN_PASSWORD: STRONG });

    expect((await signIn(production.url, 'my-own-pass-42')).body.code).toBe(200);
    expect((await signIn(production.url, STRONG)).body).toMatchObject(REFUSED);
  });
});
