import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { apiClient } from '@tp/test-kit';
import { TokenVerifier } from '@tp/service-kit';
import { PASSWORD, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ TOKEN_TTL: '2h' });
});
afterAll(async () => {
  await h?.stop();
});

describe('tokens and keys', () => {
  test('the JWKS is served without a token and holds only public RSA keys', async () => {
    const res = await fetch(`${h.identity.url}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String), n: expect.any(String), e: 'AQAB' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  test('a token carries the claims every service reads, lives TOKEN_TTL, and verifies with the JWKS like other services do', async () => {
    const teacher = await h.userWithRole('Teacher');
    const claims = decodeJwt(teacher.token);
    expect(claims).toMatchObject({ iss: 'tp-identity', aud: 'tp-api', sub: teacher.id, email: teacher.email, name: teacher.user.name, role: 'Teacher', isAdmin: false });
    expect(claims.exp! - claims.iat!).toBe(2 * 3600);
    expect(Math.abs((claims.iatMs as number) - claims.iat! * 1000)).toBeLessThan(1000);
    expect(claims.jti).toEqual(expect.any(String));
    const { keys } = (await (await fetch(`${h.identity.url}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(decodeProtectedHeader(teacher.token)).toMatchObject({ alg: 'RS256', kid: keys[0].kid });

    const verifier = TokenVerifier.fromJwksUrl(`${h.identity.url}/.well-known/jwks.json`, h.identity.ctx.redis);
    expect((await verifier.verify(teacher.token)).user).toEqual({ id: teacher.id, email: teacher.email, name: teacher.user.name, role: 'Teacher', isAdmin: false });
  });

  test('another service (mail) accepts an admin token of identity and refuses a student\'s', async () => {
    const { token } = await h.signInAdmin();
    expect((await apiClient(h.mail.url, token).get('/api/admin/getEmails')).body.code).toBe(200);
    const student = await h.userWithRole('Student');
    expect((await apiClient(h.mail.url, student.token).get('/api/admin/getEmails')).status).toBe(403);
  });

  test('after logout the same token is refused everywhere; another session of the same user goes on', async () => {
    const first = await h.signInAdmin();
    const second = await h.signInAdmin();
    expect((await first.api.post('/api/user/logout')).body).toMatchObject({ code: 200 });
    expect((await first.api.get('/api/user/getUserInfo')).body).toEqual({ code: 401, msg: 'Your session has ended. Please sign in again.', result: null });
    expect((await apiClient(h.mail.url, first.token).get('/api/admin/getEmails')).status).toBe(401);
    expect((await second.api.get('/api/user/getUserInfo')).status).toBe(200);
  });

  test.each([
    ['no token', undefined],
    ['a malformed token', 'abc.def.ghi'],
  ])('%s on /user calls is a 401', async (_label, token) => {
    for (const path of ['/api/user/getUserInfo', '/api/user/getUserProfile']) expect((await apiClient(h.identity.url, token).get(path)).status).toBe(401);
    expect((await apiClient(h.identity.url, token).post('/api/user/logout')).status).toBe(401);
  });
});

describe('malformed input on sign-in', () => {
  test.each([
    ['malformed JSON', '{"email":'],
    ['an operator object as e-mail', { email: { $ne: null }, password: 'x' }],
    ['SQL as e-mail', { email: "' OR 1=1 --", password: 'x' }],
    ['an array', [1, 2]],
    ['a number as password', { email: 'a@b.co', password: 5 }],
    ['a NUL in the e-mail', { email: 'a\u0000@b.co', password: 'x' }],
  ])('%s is a 4xx with the envelope, never a 5xx', async (_label, body) => {
    const res = await h.api.post('/api/login/authUser', body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ code: res.status, result: null, msg: expect.any(String) });
  });

  test('a 2 MB body is refused with 413', async () => {
    const res = await h.api.post('/api/login/authUser', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, msg: 'The request body is too large.', result: null });
  });

  test('a NUL character anywhere in the request is a 400 that says so, and no sign-in happens', async () => {
    const teacher = await h.userWithRole('Teacher');
    const { api: admin } = await h.signInAdmin();
    const nul = /NUL character/;

    const signIn = await h.api.post('/api/login/authUser', { email: `${teacher.email}\u0000`, password: PASSWORD });
    const search = await admin.get('/api/admin/getUsers?keyword=%00');
    const code = await h.api.post('/api/login/sendEmail', { email: 'nul\u0000@identity.test' });

    for (const res of [signIn, search, code]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg: expect.stringMatching(nul), result: null });
    }
    expect((await admin.get('/api/admin/getUsers?keyword=%25')).status).toBe(200);
  });

  test('SQL as e-mail is an Invalid email, and missing fields say what is missing', async () => {
    expect((await h.api.post('/api/login/authUser', { email: "' OR 1=1 --", password: 'x' })).body.msg).toBe('Invalid email');
    expect((await h.api.post('/api/login/authUser', { password: 'x' })).body.msg).toBe('Please enter email');
    expect((await h.api.post('/api/login/authUser', { email: 'a@b.co' })).body.msg).toBe('Please enter your password');
  });
});

describe('paths', () => {
  test('a sign-in path spelt in another case or with a trailing slash is a 404 and signs nobody in', async () => {
    const teacher = await h.userWithRole('Teacher');
    for (const path of ['/api/login/authuser', '/api/login/authUser/', '/api/LOGIN/authUser']) {
      const res = await h.api.post(path, { email: teacher.email, password: PASSWORD });
      expect({ path, status: res.status, result: res.body.result }).toEqual({ path, status: 404, result: null });
    }
    expect((await h.api.post('/api/login/authUser', { email: teacher.email, password: PASSWORD })).status).toBe(200);
  });
});
