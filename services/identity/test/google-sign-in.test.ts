import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient, startTokenIssuer } from '@tp/test-kit';
import { startIdentity } from '../src/main';
import { GOOGLE_CLIENT_ID, startHarness, uniqueEmail, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const GOOGLE = 'https://accounts.google.com';
const INVALID = 'Google sign-in failed: the Google credential is not valid. Please try again.';

function googleToken(email: string, { audience = GOOGLE_CLIENT_ID, issuer = GOOGLE, verified = true as unknown } = {}) {
  return h.google.sign({ email, email_verified: verified, sub: '1098765', name: 'Google Name' }, { issuer, audience });
}

describe('Google sign-in', () => {
  test('a valid Google ID token for an existing account signs it in', async () => {
    const teacher = await h.userWithRole('Teacher');
    const res = await h.api.post('/api/login/googleAuth', { credential: await googleToken(teacher.email.toUpperCase()) });
    expect(res.body).toMatchObject({ code: 200, result: { _id: teacher.id, email: teacher.email, role: 'Teacher', token: expect.any(String) } });
    expect((await apiClient(h.identity.url, res.body.result.token).get('/api/user/getUserInfo')).body.result.email).toBe(teacher.email);
  });

  test('the issuer without https:// is Google too, and an unverified student becomes verified', async () => {
    const { studentEmail } = await h.signUpFamily();
    const res = await h.api.post('/api/login/googleAuth', { credential: await googleToken(studentEmail, { issuer: 'accounts.google.com' }) });
    expect(res.body).toMatchObject({ code: 200, result: { email: studentEmail, emailVerified: true } });
    expect((await h.signIn(studentEmail)).user.role).toBe('Student');
  });

  test('a token for another client id is refused', async () => {
    const teacher = await h.userWithRole('Teacher');
    const res = await h.api.post('/api/login/googleAuth', { credential: await googleToken(teacher.email, { audience: 'someone-else.apps.googleusercontent.com' }) });
    expect(res.body).toEqual({ code: 400, msg: INVALID, result: null });
  });

  test('a token from another issuer is refused', async () => {
    const teacher = await h.userWithRole('Teacher');
    const res = await h.api.post('/api/login/googleAuth', { credential: await googleToken(teacher.email, { issuer: 'https://evil.example' }) });
    expect(res.body).toEqual({ code: 400, msg: INVALID, result: null });
  });

  test('a token signed with a key Google did not publish, or altered after signing, is refused', async () => {
    const teacher = await h.userWithRole('Teacher');
    const forger = await startTokenIssuer();
    try {
      const forged = await forger.sign({ email: teacher.email, email_verified: true }, { issuer: GOOGLE, audience: GOOGLE_CLIENT_ID });
      expect((await h.api.post('/api/login/googleAuth', { credential: forged })).body).toEqual({ code: 400, msg: INVALID, result: null });
    } finally {
      await forger.close();
    }
    const [header, , signature] = (await googleToken(uniqueEmail('someone'))).split('.');
    const payload = Buffer.from(JSON.stringify({ email: teacher.email, email_verified: true, iss: GOOGLE, aud: GOOGLE_CLIENT_ID, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
    expect((await h.api.post('/api/login/googleAuth', { credential: `${header}.${payload}.${signature}` })).body).toEqual({ code: 400, msg: INVALID, result: null });
  });

  test('an address Google has not verified is refused', async () => {
    const teacher = await h.userWithRole('Teacher');
    const res = await h.api.post('/api/login/googleAuth', { credential: await googleToken(teacher.email, { verified: false }) });
    expect(res.body).toEqual({ code: 400, msg: 'Google sign-in failed: Google has not verified this e-mail address.', result: null });
  });

  test('an e-mail without an account is told to sign up first', async () => {
    const res = await h.api.post('/api/login/googleAuth', { credential: await googleToken(uniqueEmail('newcomer')) });
    expect(res.body).toEqual({ code: 404, msg: 'No account for this Google e-mail. Please sign up first.', result: null });
  });

  test.each([['no credential', {}], ['garbage', { credential: 'abc' }], ['an operator object', { credential: { $ne: null } }]])('%s is a 400', async (_label, body) => {
    expect((await h.api.post('/api/login/googleAuth', body)).status).toBe(400);
  });

  test('public config tells the client the Google client id', async () => {
    expect((await h.api.get('/api/public/config')).body).toEqual({ code: 200, msg: 'success', result: { googleClientId: GOOGLE_CLIENT_ID } });
  });
});

describe('a second replica without Google configured', () => {
  test('shares the signing key (tokens of one are accepted by the other) and refuses Google sign-in with 400', async () => {
    const replica = await startIdentity({ ...h.identityEnv, GOOGLE_CLIENT_ID: undefined });
    try {
      const teacher = await h.userWithRole('Teacher');
      expect((await apiClient(replica.url, teacher.token).get('/api/user/getUserInfo')).body.result.email).toBe(teacher.email);
      expect((await apiClient(replica.url).get('/api/public/config')).body.result).toEqual({ googleClientId: null });
      const res = await apiClient(replica.url).post('/api/login/googleAuth', { credential: await googleToken(teacher.email) });
      expect(res.body).toEqual({ code: 400, msg: 'Google sign-in is not configured on this platform. Please sign in with your e-mail and password.', result: null });
    } finally {
      await replica.stop();
    }
  });
});
