import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient, createIsolation, startTokenIssuer, type TokenIssuer } from '@tp/test-kit';
import { startGateway } from '../src/main';
import { startMail } from '../../services/mail/src/main';

const iso = createIsolation();
let issuer: TokenIssuer;
let mail: Awaited<ReturnType<typeof startMail>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  issuer = await startTokenIssuer();
  mail = await startMail({ ...iso.envFor('mail'), PORT: '0', JWKS_URL: issuer.jwksUrl });
  const nowhere = `http://127.0.0.1:${await closedPort()}`;
  gateway = await startGateway({
    GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:`,
    MAIL_URL: mail.url, IDENTITY_URL: nowhere, CATALOG_URL: nowhere, BILLING_URL: nowhere, QUESTION_BANK_URL: nowhere, EXERCISE_URL: nowhere,
    SIGN_IN_LIMIT_PER_EMAIL: '3', CODE_LIMIT_PER_EMAIL: '2',
  });
});

afterAll(async () => {
  await gateway?.stop();
  await mail?.stop();
  await issuer?.close();
  await iso.cleanup();
});

describe('routing', () => {
  test('a call is forwarded with its bearer token to the service that owns it', async () => {
    const admin = apiClient(gateway.url, await issuer.tokenFor({ role: 'Teacher', isAdmin: true }));
    const res = await admin.get('/api/admin/getEmails?page=1&pageSize=10');
    expect(res.body).toMatchObject({ code: 200, result: { list: [], total: 0 } });
  });

  test('without a token the owning service answers 401 through the gateway', async () => {
    const res = await apiClient(gateway.url).get('/api/admin/getEmails');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  test('an unknown /api path is a 404 envelope', async () => {
    const res = await apiClient(gateway.url).post('/api/nothing/here', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, result: null });
  });

  test('a service that is down is a 503 envelope, not a hang or a 500', async () => {
    const res = await apiClient(gateway.url).get('/api/public/getHomeClasses');
    expect(res.status).toBe(503);
    expect(res.body.msg).toMatch(/not available/);
  });

  test('malformed JSON to a rate-limited path is a 400 envelope', async () => {
    const res = await apiClient(gateway.url).post('/api/login/sendEmail', '{"email":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  test('remotes.json lists the four remotes and is never cached', async () => {
    const res = await fetch(`${gateway.url}/mf/remotes.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(((await res.json()) as { name: string }[]).map((r) => r.name)).toEqual(['mf_public', 'mf_learning', 'mf_teaching', 'mf_admin']);
  });
});

describe('brute-force limits', () => {
  test('sign-in attempts over the per-e-mail limit are refused with 429 and a wait time', async () => {
    const client = apiClient(gateway.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/login/authUser', { email: 'target@example.test', password: `guess${i}` })).status);

    expect(statuses.slice(0, 3)).not.toContain(429);
    const limited = await client.post('/api/login/authUser', { email: 'TARGET@example.test', password: 'again' });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/Too many sign-in attempts for this e-mail\. Please try again in \d+ seconds\./);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await client.post('/api/login/authUser', { email: 'someone-else@example.test', password: 'x' });
    expect(other.status).not.toBe(429);
  });

  test('code e-mails over the per-e-mail limit are refused with 429', async () => {
    const client = apiClient(gateway.url);
    await client.post('/api/login/sendEmail', { email: 'codes@example.test' });
    await client.post('/api/login/sendEmail', { email: 'codes@example.test' });
    const limited = await client.post('/api/login/sendEmail', { email: 'codes@example.test' });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/Too many codes requested for this e-mail/);
  });
});
