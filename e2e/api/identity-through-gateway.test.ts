import { describe, expect, test } from 'vitest';
import { gateway, signIn, signInAdmin, uniqueEmail } from '../support/api';
import { registerFamily } from '../support/family';
import { mailsTo, waitForCode } from '../support/inbox';

describe('family sign-up through the gateway, with the code from a real SMTP peer', () => {
  test('a family registers, the parent signs in and getUserInfo knows the child', async () => {
    const { res, parentEmail, studentEmail } = await registerFamily();
    expect(res.body).toMatchObject({ code: 200, msg: 'Register successfully' });

    const { user, api } = await signIn(parentEmail, 'secret123');
    expect(user).toMatchObject({ email: parentEmail, role: 'Parent' });
    const info = await api.get('/api/user/getUserInfo');
    expect(info.body.result.dependent).toContain(studentEmail);
  });

  test('the student must verify their e-mail first: 402, then the code from the e-mail signs them in', async () => {
    const { studentEmail } = await registerFamily();
    const before = (await mailsTo(studentEmail)).length;

    const refused = await gateway().post('/api/login/authUser', { email: studentEmail, password: 'secret123' });
    expect(refused.status).toBe(402);

    const code = await waitForCode(studentEmail, before);
    const verified = await gateway().post('/api/public/verifyEmail', { email: studentEmail, code });
    expect(verified.body.code).toBe(200);
    expect(verified.body.result.token).toEqual(expect.any(String));
    expect((await signIn(studentEmail, 'secret123')).user.role).toBe('Student');
  });

  test('a code cannot be used twice', async () => {
    const parentEmail = uniqueEmail('reuse');
    const before = (await mailsTo(parentEmail)).length;
    await gateway().post('/api/login/sendEmail', { email: parentEmail });
    const code = await waitForCode(parentEmail, before);
    const family = (studentEmail: string) => ({
      code,
      parent: { name: 'Pat', email: parentEmail, password: 'secret123', phone: '555-123-4567' },
      student: { name: 'Sam', email: studentEmail, password: 'secret123', school: 'Elm', gradeInSchoolYear: 9 },
    });
    expect((await gateway().post('/api/login/registerFamily', family(uniqueEmail('s1')))).body.code).toBe(200);
    const again = await gateway().post('/api/login/registerFamily', family(uniqueEmail('s2')));
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  test('reset password with the e-mailed code; the old password stops working', async () => {
    const { parentEmail } = await registerFamily();
    const before = (await mailsTo(parentEmail)).length;
    await gateway().post('/api/login/sendEmail', { email: parentEmail });
    const code = await waitForCode(parentEmail, before);

    const reset = await gateway().post('/api/login/resetPassword', { email: parentEmail, code, password: 'newsecret456' });

    expect(reset.body.code).toBe(200);
    expect((await gateway().post('/api/login/authUser', { email: parentEmail, password: 'secret123' })).status).toBe(400);
    expect((await signIn(parentEmail, 'newsecret456')).user.email).toBe(parentEmail);
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

describe('admin user management through the gateway', () => {
  test('admin creates, reads, updates and deletes a teacher, who can sign in meanwhile', async () => {
    const { api: admin } = await signInAdmin();
    const email = uniqueEmail('teacher');
    const created = await admin.post('/api/admin/createUser', { name: 'Tess', email, password: 'teach123', role: 'Teacher' });
    expect(created.body.code).toBe(200);
    const id = created.body.result._id;

    expect((await admin.get(`/api/admin/getUserById?id=${id}`)).body.result).toMatchObject({ email, role: 'Teacher', isAdmin: false });
    expect((await signIn(email, 'teach123')).user.role).toBe('Teacher');
    expect((await admin.post('/api/admin/updateUser', { _id: id, name: 'Tess T', role: 'Teacher', isAdmin: false })).body.code).toBe(200);
    expect((await admin.get(`/api/admin/getUsers?keyword=${encodeURIComponent(email)}`)).body.result.list[0].name).toBe('Tess T');

    expect((await admin.post('/api/admin/deleteUser', { id })).body.code).toBe(200);
    expect((await gateway().post('/api/login/authUser', { email, password: 'teach123' })).status).toBe(400);
  });

  test('create user refuses a missing or malformed e-mail with the spec messages', async () => {
    const { api: admin } = await signInAdmin();
    expect((await admin.post('/api/admin/createUser', { name: 'x', email: '', password: 'abcdef', role: 'Teacher' })).body.msg).toBe('Email is required');
    expect((await admin.post('/api/admin/createUser', { name: 'x', email: 'nope', password: 'abcdef', role: 'Teacher' })).body.msg).toBe('Email address is invalid');
  });
});
