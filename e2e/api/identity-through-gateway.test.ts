import { describe, expect, test } from 'vitest';
import { gateway, signIn, signInAdmin } from '../support/api';
import { registerFamily } from '../support/family';
import { mailsTo, waitForCode } from '../support/inbox';

// The rules behind these calls (verify first, one use per code, reset, the admin's user management and its messages)
// are identity's component tests; here only what the gateway adds: the route, its token checks and body parsing.
describe('family sign-up through the gateway, with the code from a real SMTP peer', () => {
  test('a family registers, the parent signs in and getUserInfo knows the child', async () => {
    const { res, parentEmail, studentEmail } = await registerFamily();
    expect(res.body).toMatchObject({ code: 200, msg: 'Register successfully' });

    const { user, api } = await signIn(parentEmail, 'secret123');
    expect(user).toMatchObject({ email: parentEmail, role: 'Parent' });
    const info = await api.get('/api/user/getUserInfo');
    expect(info.body.result.dependent).toContain(studentEmail);
  });
});

describe('refusals through the gateway', () => {
  test('no token is 401; a student on an admin call is 403', async () => {
    expect((await gateway().get('/api/admin/getUsers')).status).toBe(401);
    const { studentEmail } = await registerFamily();
    const before = (await mailsTo(studentEmail)).length;
    await gateway().post('/api/login/authUser', { email: studentEmail, password: 'secret123' });
    await gateway().post('/api/public/verifyEmail', { email: studentEmail, code: await waitForCode(studentEmail, before) });
    const { api } = await signIn(studentEmail, 'secret123');
    expect((await api.get('/api/admin/getUsers')).status).toBe(403);
  });

  test.each([
    ['malformed JSON', '{"email":'],
    ['an operator object as e-mail', { email: { $ne: null }, password: 'x' }],
    ['SQL as e-mail', { email: "' OR 1=1 --", password: 'x' }],
    ['a 2 MB body', { email: 'a@b.c', password: 'x'.repeat(2_000_000) }],
  ])('%s is a 4xx, never a 5xx', async (_label, body) => {
    const res = await gateway().post('/api/login/authUser', body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe(res.status);
  });

  test('after logout the same token is refused', async () => {
    const { api } = await signInAdmin();
    expect((await api.get('/api/user/getUserInfo')).status).toBe(200);
    await api.post('/api/user/logout');
    expect((await api.get('/api/user/getUserInfo')).status).toBe(401);
  });
});
