import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN, PASSWORD, startHarness, uniqueEmail, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const family = (code: unknown, parent: Record<string, unknown> = {}, student: Record<string, unknown> = {}) => ({
  code,
  parent: { name: 'Pat Doe', email: uniqueEmail('p'), password: PASSWORD, phone: '555-123-4567', ...parent },
  student: { name: 'Sam Doe', email: uniqueEmail('s'), password: PASSWORD, school: 'Elm High', gradeInSchoolYear: 9, ...student },
});

describe('family sign-up', () => {
  test('a family signs up with the e-mailed code; the parent signs in and getUserInfo shows the link both ways', async () => {
    const { parentEmail, studentEmail } = await h.signUpFamily({ parent: { email: uniqueEmail('MixedCase').toUpperCase() } });

    const { user, api } = await h.signIn(parentEmail.toLowerCase());
    expect(user).toMatchObject({ email: parentEmail.toLowerCase(), role: 'Parent', isAdmin: false, phone: '555-123-4567', city: 'Springfield', emailVerified: true, token: expect.any(String) });
    const info = await api.get('/api/user/getUserInfo');
    expect(info.body.result).toMatchObject({ email: parentEmail.toLowerCase(), dependent: studentEmail, token: user.token });
    expect(info.body.result).not.toHaveProperty('password_hash');
    expect(info.body.result).not.toHaveProperty('passwordHash');
  });

  test('the student must verify first: 402 and a code e-mailed; the code signs them in; the record carries the grade', async () => {
    const { parentEmail, studentEmail } = await h.signUpFamily();
    const after = h.smtp.received.length;

    const refused = await h.api.post('/api/login/authUser', { email: studentEmail, password: PASSWORD });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 402, result: null });
    expect(refused.body.msg).toContain(studentEmail);

    const code = await h.smtp.waitForCode(studentEmail, after);
    const verified = await h.api.post('/api/public/verifyEmail', { email: studentEmail, code });
    expect(verified.body).toMatchObject({ code: 200, msg: 'Email is validated', result: { email: studentEmail, role: 'Student', emailVerified: true, token: expect.any(String) } });
    const { user } = await h.signIn(studentEmail);
    expect(user).toMatchObject({ role: 'Student', school: 'Elm High', gradeInSchoolYear: 9, currentGrade: 9, dependent: parentEmail, sRegister: false });
  });

  test('a wrong password is a 400 and sends no code; an unknown e-mail gets the same answer', async () => {
    const { studentEmail } = await h.signUpFamily();
    const after = h.smtp.received.length;
    const wrong = await h.api.post('/api/login/authUser', { email: studentEmail, password: 'not-it' });
    const unknown = await h.api.post('/api/login/authUser', { email: uniqueEmail('nobody'), password: 'not-it' });
    expect(wrong.body).toEqual({ code: 400, msg: 'Invalid email or password', result: null });
    expect(unknown.body).toEqual(wrong.body);
    const marker = uniqueEmail('marker');
    await h.codeFor(marker);
    expect(h.smtp.received.slice(after).some((m) => m.to.includes(studentEmail))).toBe(false);
  });

  test('a code cannot be used twice', async () => {
    const parentEmail = uniqueEmail('reuse');
    const code = await h.codeFor(parentEmail);
    expect((await h.api.post('/api/login/registerFamily', family(code, { email: parentEmail }))).body.code).toBe(200);
    const again = await h.api.post('/api/login/registerFamily', family(code, { email: parentEmail }));
    expect(again.body).toEqual({ code: 400, msg: 'This code was already used. Please ask for a new code.', result: null });
  });

  test('a parent with an account adds a second child with a new code and no password; both children are linked', async () => {
    const first = await h.signUpFamily();
    const code = await h.codeFor(first.parentEmail);
    const check = await h.api.post('/api/login/validateEmailByCode', { email: first.parentEmail, code });
    expect(check.body).toMatchObject({ code: 200, msg: 'Email is validated', result: { name: 'Pat Doe', phone: '555-123-4567', city: 'Springfield' } });

    const second = family(code, { email: first.parentEmail, password: '' }, { name: 'Sue Doe' });
    expect((await h.api.post('/api/login/registerFamily', second)).body).toMatchObject({ code: 200, msg: 'Register successfully' });

    const { user } = await h.signIn(first.parentEmail);
    expect(user.dependent.split(';').sort()).toEqual([first.studentEmail, second.student.email].sort());
  });

  test('validateEmailByCode on a new address answers null, and leaves the code usable for the sign-up', async () => {
    const email = uniqueEmail('fresh');
    const code = await h.codeFor(email);
    expect((await h.api.post('/api/login/validateEmailByCode', { email, code })).body).toEqual({ code: 200, msg: 'Email is validated', result: null });
    expect((await h.api.post('/api/login/registerFamily', family(code, { email }))).body.code).toBe(200);
  });

  test('a student e-mail that already has an account is a 409 and nothing is created', async () => {
    const first = await h.signUpFamily();
    const parentEmail = uniqueEmail('second');
    const code = await h.codeFor(parentEmail);
    const res = await h.api.post('/api/login/registerFamily', family(code, { email: parentEmail }, { email: first.studentEmail }));
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/student e-mail already exists/);
    expect((await h.api.post('/api/login/authUser', { email: parentEmail, password: PASSWORD })).body.msg).toBe('Invalid email or password');
    // the refused attempt did not use the code up
    expect((await h.api.post('/api/login/registerFamily', family(code, { email: parentEmail }))).body.code).toBe(200);
  });

  test('with a made-up code, every address gets the same code error: taken or not, whatever account holds it', async () => {
    const known = await h.signUpFamily();
    const teacher = await h.userWithRole('Teacher');
    const parent = await h.userWithRole('Parent', { phone: '555-123-4567' });
    const attempts = {
      'a teacher\'s e-mail as parent': family(123456, { email: teacher.email }),
      'the admin\'s e-mail as parent': family(123456, { email: ADMIN.email }),
      'a known student e-mail': family(123456, {}, { email: known.studentEmail }),
      'a parent\'s e-mail, no password': family(123456, { email: parent.email, password: '' }),
      'a new e-mail, no password': family(123456, { password: '' }),
      'a new e-mail, a short password': family(123456, { password: '123' }),
      'new e-mails': family(123456),
    };
    const noCode = { status: 400, body: { code: 400, msg: 'There is no valid code for this e-mail: it has expired or was never sent. Please ask for a new code.', result: null } };
    const answers: Record<string, unknown> = {};
    for (const [label, body] of Object.entries(attempts)) {
      const res = await h.api.post('/api/login/registerFamily', body);
      answers[label] = { status: res.status, body: res.body };
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(attempts).map((label) => [label, noCode])));
    const { user } = await h.signIn(known.parentEmail);
    expect(user.dependent).toBe(known.studentEmail);
  });

  test('after the right code, a parent e-mail held by another kind of account is a 409 that says so', async () => {
    const teacher = await h.userWithRole('Teacher');
    const code = await h.codeFor(teacher.email);
    const res = await h.api.post('/api/login/registerFamily', family(code, { email: teacher.email }));
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/not a parent account/);
  });

  test('after the right code, a new parent must give a password that follows the rules', async () => {
    const email = uniqueEmail('nopass');
    const code = await h.codeFor(email);
    expect((await h.api.post('/api/login/registerFamily', family(code, { email, password: '' }))).body).toEqual({ code: 400, msg: 'Parent Password is required', result: null });
    expect((await h.api.post('/api/login/registerFamily', family(code, { email, password: '123' }))).body).toEqual({ code: 400, msg: 'Password must be at least 6 characters.', result: null });
    expect((await h.api.post('/api/login/registerFamily', family(code, { email }))).body.code).toBe(200);
  });

  test('a code sent to another address does not register the parent', async () => {
    const code = await h.codeFor(uniqueEmail('other'));
    const res = await h.api.post('/api/login/registerFamily', family(code));
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/no valid code for this e-mail/);
  });
});

describe('sign-up rules, in order', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>][] = [
    ['Code is required', { code: undefined }, {}, {}],
    ['Parent Name is required', {}, { name: '  ' }, {}],
    ['Phone is required', {}, { phone: '' }, {}],
    ['Student Name is required', {}, {}, { name: '' }],
    ['Student Email is required', {}, {}, { email: '' }],
    ['Invalid email', {}, {}, { email: 'not-an-email' }],
    ['Invalid email', {}, { email: "' OR 1=1 --" }, {}],
    ['Parent and Student email should be different', {}, { email: 'same@identity.test' }, { email: 'SAME@identity.test' }],
    ['School is required', {}, {}, { school: '' }],
    ['Grade is required', {}, {}, { gradeInSchoolYear: '' }],
    ['Student Password is required', {}, {}, { password: '' }],
    ['Phone must be in the form ddd-ddd-dddd (for example 555-123-4567).', {}, { phone: '5551234567' }, {}],
    ['Grade must be a whole number from 1 to 12.', {}, {}, { gradeInSchoolYear: 13 }],
    ['Password must be at least 6 characters.', {}, {}, { password: '123' }],
  ];
  test.each(cases)('%s', async (message, top, parent, student) => {
    const body = { ...family(123456, parent, student), ...top };
    const res = await h.api.post('/api/login/registerFamily', body);
    expect(res.body).toEqual({ code: 400, msg: message, result: null });
  });

  test('an earlier rule wins over a later one', async () => {
    const res = await h.api.post('/api/login/registerFamily', family(123456, { name: '', phone: '' }, { school: '' }));
    expect(res.body.msg).toBe('Parent Name is required');
  });

  test.each([
    ['an operator object as code', { ...family(123456), code: { $ne: null } }],
    ['an operator object as e-mail', family(123456, { email: { $ne: null } })],
    ['no body at all', undefined],
  ])('%s is a 400, never a 500', async (_label, body) => {
    const res = await h.api.post('/api/login/registerFamily', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });
});
