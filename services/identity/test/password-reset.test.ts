import { afterAll, beforeAll, expect, test } from 'vitest';
import { PASSWORD, startHarness, uniqueEmail, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

test('reset with the e-mailed code: the old password and every earlier token stop working', async () => {
  const teacher = await h.userWithRole('Teacher');
  const code = await h.codeFor(teacher.email, 'reset');
  expect((await h.smtp.waitForMail(teacher.email)).raw).toContain('reset your password');

  const res = await h.api.post('/api/login/resetPassword', { email: teacher.email, code, password: 'fresh-pass-9' });

  expect(res.body).toMatchObject({ code: 200, msg: 'Your password was reset. Please sign in with the new password.' });
  expect((await teacher.api.get('/api/user/getUserInfo')).status).toBe(401);
  expect((await h.api.post('/api/login/authUser', { email: teacher.email, password: PASSWORD })).body.msg).toBe('Invalid email or password');
  await h.signIn(teacher.email, 'fresh-pass-9');
  expect((await h.api.post('/api/login/resetPassword', { email: teacher.email, code, password: 'other-pass-9' })).body.msg).toBe('This code was already used. Please ask for a new code.');
});

test('a student who never verified becomes verified by resetting with the code', async () => {
  const { studentEmail } = await h.signUpFamily();
  const code = await h.codeFor(studentEmail, 'reset');
  expect((await h.api.post('/api/login/resetPassword', { email: studentEmail, code, password: 'fresh-pass-9' })).body.code).toBe(200);
  expect((await h.signIn(studentEmail, 'fresh-pass-9')).user.emailVerified).toBe(true);
});

test.each([
  ['Please enter email', {}],
  ['Please enter code', { email: 'pat@identity.test' }],
  ['Please enter a new password', { email: 'pat@identity.test', code: 123456 }],
  ['Password must be at least 6 characters.', { email: 'pat@identity.test', code: 123456, password: 'abc' }],
  ['Invalid email', { email: 'pat', code: 123456, password: 'abcdef' }],
])('reset rules, in order: %s', async (msg, body) => {
  expect((await h.api.post('/api/login/resetPassword', body)).body).toEqual({ code: 400, msg, result: null });
});

test('a right code for an address without an account is a 404, and nothing is created', async () => {
  const email = uniqueEmail('ghost');
  const code = await h.codeFor(email);
  const res = await h.api.post('/api/login/resetPassword', { email, code, password: 'abcdef1' });
  expect(res.body).toEqual({ code: 404, msg: 'No account uses this e-mail. Please sign up first.', result: null });
  expect((await h.api.post('/api/login/authUser', { email, password: 'abcdef1' })).status).toBe(400);
});
