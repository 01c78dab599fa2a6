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

describe('updateUserProfile: validation messages, in order', () => {
  test.each([
    ['Dependent email format error', 'Parent', { dependent: 'kid@identity.test;not-an-email', phone: '' }],
    ['Phone is required', 'Parent', { phone: ' ' }],
    ['School is required', 'Student', { school: '' }],
    ['Grade is required', 'Student', { gradeInSchoolYear: '' }],
    ['Current password is required', 'Student', { password: 'brand-new-1' }],
    ['Code is required', 'Teacher', { name: 'New Name' }],
    ['Phone must be in the form ddd-ddd-dddd (for example 555-123-4567).', 'Teacher', { phone: '555 123 4567', code: 123456 }],
    ['Grade must be a whole number from 1 to 12.', 'Student', { gradeInSchoolYear: 0, code: 123456 }],
  ] as const)('%s (%s)', async (message, role, body) => {
    const user = await h.userWithRole(role, role === 'Student' ? { school: 'Elm', gradeInSchoolYear: 4 } : role === 'Parent' ? { phone: '555-123-4567' } : {});
    const res = await user.api.post('/api/user/updateUserProfile', body);
    expect(res.body).toEqual({ code: 400, msg: message, result: null });
    expect((await user.api.get('/api/user/getUserProfile')).body.result).toMatchObject({ name: user.user.name, phone: user.user.phone });
  });

  test('students and parents cannot change their role or e-mail; the record is unchanged', async () => {
    const parent = await h.userWithRole('Parent', { phone: '555-123-4567' });
    const code = await h.codeFor(parent.email);
    const role = await parent.api.post('/api/user/updateUserProfile', { role: 'Teacher', code });
    expect(role.body).toEqual({ code: 403, msg: 'contact admin to change your role', result: null });
    const email = await parent.api.post('/api/user/updateUserProfile', { email: uniqueEmail('moved'), code });
    expect(email.status).toBe(403);
    expect(email.body.msg).toMatch(/cannot change their e-mail/);
    expect((await parent.api.get('/api/user/getUserProfile')).body.result).toMatchObject({ role: 'Parent', email: parent.email });
    expect((await parent.api.post('/api/user/updateUserProfile', { role: 'parent', name: 'Same Role', code })).body.code).toBe(200);
  });

  test('the code must be the one sent to the user\'s own e-mail', async () => {
    const teacher = await h.userWithRole('Teacher');
    const otherCode = await h.codeFor(uniqueEmail('else'));
    const res = await teacher.api.post('/api/user/updateUserProfile', { name: 'X', code: otherCode });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/no valid code for this e-mail/);
  });

  test('a wrong current password is refused and nothing changes', async () => {
    const teacher = await h.userWithRole('Teacher');
    const code = await h.codeFor(teacher.email);
    const res = await teacher.api.post('/api/user/updateUserProfile', { password: 'brand-new-1', currentPassword: 'wrong-one', code });
    expect(res.body).toEqual({ code: 400, msg: 'Current password is not correct', result: null });
    await h.signIn(teacher.email, PASSWORD);
  });

  test('updating someone else\'s profile by id is a 403', async () => {
    const a = await h.userWithRole('Teacher');
    const b = await h.userWithRole('Teacher');
    const res = await a.api.post('/api/user/updateUserProfile', { id: b.id, name: 'Hijack', code: await h.codeFor(a.email) });
    expect(res.body).toEqual({ code: 403, msg: 'You can only update your own profile.', result: null });
  });
});

describe('updateUserProfile: changes', () => {
  test('a student updates name, school and grade with the code from their e-mail; the answer is the new record with a token', async () => {
    const student = await h.verifiedStudent();
    const code = await h.codeFor(student.studentEmail, 'profile');
    const res = await student.api.post('/api/user/updateUserProfile', { name: 'Samuel Doe', school: 'Oak High', gradeInSchoolYear: 10, code, city: 'Shelbyville' });
    expect(res.body).toMatchObject({ code: 200, msg: 'Information updated successfully', result: { name: 'Samuel Doe', school: 'Oak High', gradeInSchoolYear: 10, currentGrade: 10, token: expect.any(String) } });
    expect((await student.api.get('/api/user/getUserProfile')).body.result).toMatchObject({ name: 'Samuel Doe', city: 'Shelbyville', gradeInSchoolYearAt: expect.any(String) });
    const reused = await student.api.post('/api/user/updateUserProfile', { name: 'Again', code });
    expect(reused.body.msg).toBe('This code was already used. Please ask for a new code.');
  });

  test('a parent edits their children list; a new password ends earlier sessions and the new token works', async () => {
    const { parentEmail, studentEmail } = await h.signUpFamily();
    const parent = await h.signIn(parentEmail);
    const code = await h.codeFor(parentEmail);
    const other = uniqueEmail('kid2');
    const res = await parent.api.post('/api/user/updateUserProfile', { dependent: `${studentEmail}; ${other.toUpperCase()}`, password: 'changed-pass-1', currentPassword: PASSWORD, code });
    expect(res.body).toMatchObject({ code: 200, result: { dependent: `${studentEmail};${other}` } });

    expect((await parent.api.get('/api/user/getUserInfo')).status).toBe(401);
    expect((await apiClient(h.identity.url, res.body.result.token).get('/api/user/getUserInfo')).body.code).toBe(200);
    expect((await h.api.post('/api/login/authUser', { email: parentEmail, password: PASSWORD })).status).toBe(400);
    await h.signIn(parentEmail, 'changed-pass-1');
  });
});

describe('updateUserProfile: a teacher\'s new e-mail must be proved with a code sent to it', () => {
  const profileOf = async (user: { api: ReturnType<typeof apiClient> }) => (await user.api.get('/api/user/getUserProfile')).body.result;

  test('the code from the current address alone changes nothing: the new address\'s code is required', async () => {
    const teacher = await h.userWithRole('Teacher');
    const newEmail = uniqueEmail('not-mine');
    const code = await h.codeFor(teacher.email, 'profile');

    const res = await teacher.api.post('/api/user/updateUserProfile', { email: newEmail, name: 'Moved', code });

    expect(res.body).toEqual({ code: 400, msg: 'Code for the new e-mail is required', result: null });
    expect(await profileOf(teacher)).toMatchObject({ email: teacher.email, name: teacher.user.name });
    expect((await h.api.post('/api/login/authUser', { email: newEmail, password: PASSWORD })).body.msg).toBe('Invalid email or password');
  });

  test('a code that was not sent to the new address is refused, saying which code, and nothing changes', async () => {
    const teacher = await h.userWithRole('Teacher');
    const newEmail = uniqueEmail('not-mine');
    const code = await h.codeFor(teacher.email, 'profile');

    const res = await teacher.api.post('/api/user/updateUserProfile', { email: newEmail, code, newEmailCode: code });

    expect(res.body).toEqual({ code: 400, msg: 'New e-mail: There is no valid code for this e-mail: it has expired or was never sent. Please ask for a new code.', result: null });
    expect((await profileOf(teacher)).email).toBe(teacher.email);
    // the refusal used neither code up
    const newEmailCode = await h.codeFor(newEmail, 'profile');
    expect((await teacher.api.post('/api/user/updateUserProfile', { email: newEmail, code, newEmailCode })).body.code).toBe(200);
  });

  test('with the codes from both addresses the e-mail changes: the new one signs in, verified; the old one no longer does', async () => {
    const teacher = await h.userWithRole('Teacher');
    const newEmail = uniqueEmail('mine');
    const code = await h.codeFor(teacher.email, 'profile');
    const newEmailCode = await h.codeFor(newEmail, 'profile');

    const res = await teacher.api.post('/api/user/updateUserProfile', { email: newEmail.toUpperCase(), code, newEmailCode });

    expect(res.body).toMatchObject({ code: 200, msg: 'Information updated successfully', result: { email: newEmail, emailVerified: true, token: expect.any(String) } });
    expect((await teacher.api.get('/api/user/getUserInfo')).status).toBe(401);
    await h.signIn(newEmail);
    expect((await h.api.post('/api/login/authUser', { email: teacher.email, password: PASSWORD })).body.msg).toBe('Invalid email or password');
  });

  test('an e-mail another account uses is a 409, told only to whoever proved the address with its code', async () => {
    const teacher = await h.userWithRole('Teacher');
    const other = await h.userWithRole('Teacher');
    const code = await h.codeFor(teacher.email, 'profile');
    expect((await teacher.api.post('/api/user/updateUserProfile', { email: other.email, code, newEmailCode: 123456 })).status).toBe(400);

    const newEmailCode = await h.codeFor(other.email, 'profile');
    const taken = await teacher.api.post('/api/user/updateUserProfile', { email: other.email, code, newEmailCode });
    expect(taken.body).toEqual({ code: 409, msg: 'Another account already uses this e-mail.', result: null });
    expect((await profileOf(teacher)).email).toBe(teacher.email);
  });
});

describe('updateStudent and updateParent (family info cards)', () => {
  test('a parent renames their child, and the child renames and re-phones the parent', async () => {
    const student = await h.verifiedStudent();
    const parent = await h.signIn(student.parentEmail);

    const renamed = await parent.api.post('/api/user/updateStudent', { email: student.studentEmail, name: 'Sammy Doe' });
    expect(renamed.body).toMatchObject({ code: 200, result: { email: student.studentEmail, name: 'Sammy Doe' } });
    expect((await student.api.get('/api/user/getUserProfile')).body.result.name).toBe('Sammy Doe');

    const parentEdited = await student.api.post('/api/user/updateParent', { email: student.parentEmail, name: 'Patricia Doe', phone: '555-000-1111' });
    expect(parentEdited.body).toMatchObject({ code: 200, result: { name: 'Patricia Doe', phone: '555-000-1111' } });
    expect((await parent.api.get('/api/user/getUserProfile')).body.result).toMatchObject({ name: 'Patricia Doe', phone: '555-000-1111' });
  });

  test('someone outside the family is refused with 403, and listing a child in one\'s own dependents does not change that', async () => {
    const family = await h.signUpFamily();
    const stranger = await h.userWithRole('Parent', { phone: '555-123-4567', dependent: family.studentEmail });
    const res = await stranger.api.post('/api/user/updateStudent', { email: family.studentEmail, name: 'Stolen' });
    expect(res.status).toBe(403);
    const parent = await h.signIn(family.parentEmail);
    expect((await parent.api.post('/api/user/updateStudent', { email: family.studentEmail, name: 'Sam Doe' })).body.code).toBe(200);
  });

  test.each([
    ['an unknown e-mail', 'updateStudent', (_f: { parentEmail: string }) => ({ email: uniqueEmail('none'), name: 'X' }), 404],
    ['a parent\'s e-mail on updateStudent', 'updateStudent', (f: { parentEmail: string }) => ({ email: f.parentEmail, name: 'X' }), 404],
    ['an empty name', 'updateParent', (f: { parentEmail: string }) => ({ email: f.parentEmail, name: '' }), 400],
    ['a malformed phone', 'updateParent', (f: { parentEmail: string }) => ({ email: f.parentEmail, name: 'Pat', phone: '12345' }), 400],
  ])('%s is refused', async (_label, path, body, status) => {
    const family = await h.signUpFamily();
    const parent = await h.signIn(family.parentEmail);
    expect((await parent.api.post(`/api/user/${path}`, body(family))).status).toBe(status);
  });
});
