import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient } from '@tp/test-kit';
import { PASSWORD, startHarness, uniqueEmail, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const registration = (code: unknown, parentEmail: string) => ({
  code,
  parent: { name: 'Pat', email: parentEmail, password: PASSWORD, phone: '555-123-4567' },
  student: { name: 'Sam', email: uniqueEmail('s'), password: PASSWORD, school: 'Elm', gradeInSchoolYear: 3 },
});

describe('e-mailed codes', () => {
  test('the e-mail says "Your code is NNNNNN" in its subject and body', async () => {
    const email = uniqueEmail('look');
    const code = await h.codeFor(email);
    const mail = await h.smtp.waitForMail(email);
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain(`Subject: Your code is ${String(code).padStart(6, '0')}`);
    expect(text.split('Your code is').length).toBeGreaterThan(2);
  });

  test('a code e-mail is the platform\'s own: it is sent, but the admin e-mail list never shows it', async () => {
    const email = uniqueEmail('hidden');
    const code = String(await h.codeFor(email)).padStart(6, '0');
    const { token } = await h.signInAdmin();
    const mailAdmin = apiClient(h.mail.url, token);
    const list = await mailAdmin.get('/api/admin/getEmails?page=1&pageSize=100');
    expect(list.body.code).toBe(200);
    expect(JSON.stringify(list.body.result)).not.toContain(email);
    expect(JSON.stringify(list.body.result)).not.toContain(code);
  });

  test('a second code within the resend lock is a 429 saying how long to wait, and no second e-mail goes out', async () => {
    const email = uniqueEmail('lock');
    await h.codeFor(email);
    const again = await h.api.post('/api/login/sendEmail', { email });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^A code was sent to this e-mail a moment ago\. Please wait ([1-9]|[1-5]\d|60) seconds before asking for another\.$/);
    await h.codeFor(uniqueEmail('marker'));
    expect(h.smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  test('once a code is used, a new one can be asked for at once', async () => {
    const email = uniqueEmail('used');
    const code = await h.codeFor(email);
    expect((await h.api.post('/api/login/registerFamily', registration(code, email))).body.code).toBe(200);
    expect((await h.api.post('/api/login/sendEmail', { email })).body.code).toBe(200);
  });

  test('wrong guesses count down; after five the code is void, even the right one', async () => {
    const email = uniqueEmail('guess');
    const code = await h.codeFor(email);
    const wrong = code === 111111 ? 222222 : 111111;
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await h.api.post('/api/login/validateEmailByCode', { email, code: wrong })).body.msg);
    expect(answers).toEqual([
      'The code is not correct. 4 tries left.',
      'The code is not correct. 3 tries left.',
      'The code is not correct. 2 tries left.',
      'The code is not correct. 1 try left.',
      'This code was tried too many times and no longer works. Please ask for a new code.',
    ]);
    const right = await h.api.post('/api/login/registerFamily', registration(code, email));
    expect(right.body).toEqual({ code: 400, msg: 'This code was tried too many times and no longer works. Please ask for a new code.', result: null });
  });

  test('a code given as a number keeps its leading zeros', async () => {
    const email = uniqueEmail('zeros');
    const code = await h.codeFor(email);
    expect((await h.api.post('/api/login/validateEmailByCode', { email, code: String(code).padStart(6, '0') })).body.code).toBe(200);
    expect((await h.api.post('/api/login/validateEmailByCode', { email, code })).body.code).toBe(200);
  });

  test.each([
    ['no e-mail', {}, 'Please enter email'],
    ['an empty e-mail', { email: ' ' }, 'Please enter email'],
    ['a malformed e-mail', { email: 'pat@' }, 'Invalid email'],
    ['an operator object', { email: { $ne: null } }, 'Invalid email: invalid input: expected string, received object.'],
  ])('sendEmail with %s is refused with a 400', async (_label, body, msg) => {
    expect((await h.api.post('/api/login/sendEmail', body)).body).toEqual({ code: 400, msg, result: null });
  });
});
