import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient } from '@tp/test-kit';
import { ADMIN, startHarness, uniqueEmail, type Harness } from './harness';

let h: Harness;
let admin: Awaited<ReturnType<Harness['signInAdmin']>>;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.signInAdmin();
});
afterAll(async () => {
  await h?.stop();
});

describe('the administrator account', () => {
  test('is ensured at start: an admin with a verified address', () => {
    expect(admin.user).toMatchObject({ email: ADMIN.email, isAdmin: true, emailVerified: true });
  });

  test('cannot remove its own admin flag or delete itself', async () => {
    const demote = await admin.api.post('/api/admin/updateUser', { _id: admin.user._id, isAdmin: false });
    expect(demote.body).toEqual({ code: 403, msg: 'You cannot remove your own administrator rights. Ask another administrator.', result: null });
    expect((await admin.api.post('/api/admin/deleteUser', { id: admin.user._id })).status).toBe(403);
    expect((await admin.api.get(`/api/admin/getUserById?id=${admin.user._id}`)).body.result.isAdmin).toBe(true);
  });
});

describe('admin user management', () => {
  test('create, read, update and delete a teacher, who can sign in meanwhile', async () => {
    const email = uniqueEmail('teacher');
    const created = await admin.api.post('/api/admin/createUser', { name: 'Tess', email: email.toUpperCase(), password: 'teach123', role: 'Teacher' });
    expect(created.body).toMatchObject({ code: 200, result: { email, role: 'Teacher', isAdmin: false, emailVerified: true } });
    const id = created.body.result._id;

    expect((await admin.api.get(`/api/admin/getUserById?id=${id}`)).body.result).toMatchObject({ name: 'Tess', email, role: 'Teacher', isAdmin: false, dependent: '' });
    const teacher = await h.signIn(email, 'teach123');
    expect((await admin.api.post('/api/admin/updateUser', { _id: id, name: 'Tess T', role: 'Teacher', isAdmin: false })).body.code).toBe(200);
    expect((await admin.api.get(`/api/admin/getUsers?keyword=${encodeURIComponent(email)}`)).body.result.list).toEqual([
      expect.objectContaining({ _id: id, name: 'Tess T', email, role: 'Teacher', isAdmin: false }),
    ]);
    expect((await admin.api.get('/api/admin/getTeachers')).body.result.list).toContainEqual({ _id: id, name: 'Tess T', email, role: 'Teacher', isAdmin: false });

    expect((await admin.api.post('/api/admin/deleteUser', { id })).body).toMatchObject({ code: 200, msg: 'Delete success' });
    expect((await teacher.api.get('/api/user/getUserInfo')).status).toBe(401);
    expect((await h.api.post('/api/login/authUser', { email, password: 'teach123' })).status).toBe(400);
    expect((await admin.api.get(`/api/admin/getUserById?id=${id}`)).status).toBe(404);
    expect((await admin.api.post('/api/admin/deleteUser', { id })).status).toBe(404);
  });

  test.each([
    ['Email is required', { email: '' }],
    ['Email address is invalid', { email: 'nope' }],
    ['Name is required', { name: '' }],
    ['Password is required', { password: '' }],
    ['Password must be at least 6 characters.', { password: 'abc' }],
    ['Role must be Student, Parent or Teacher.', { role: 'Admin' }],
  ])('create refuses: %s', async (msg, override) => {
    const body = { name: 'X', email: uniqueEmail('c'), password: 'abcdef', role: 'Teacher', ...override };
    expect((await admin.api.post('/api/admin/createUser', body)).body).toEqual({ code: 400, msg, result: null });
  });

  test('a second account with the same e-mail is a 409', async () => {
    const email = uniqueEmail('dup');
    expect((await admin.api.post('/api/admin/createUser', { name: 'A', email, password: 'abcdef', role: 'Student' })).body.code).toBe(200);
    expect((await admin.api.post('/api/admin/createUser', { name: 'B', email, password: 'abcdef', role: 'Parent' })).body).toEqual({ code: 409, msg: 'A user with this e-mail already exists.', result: null });
  });

  test('the role \'parent\' in lowercase is taken and stored as Parent; other casings of a role are refused', async () => {
    const email = uniqueEmail('lower');
    const created = await admin.api.post('/api/admin/createUser', { name: 'Pat', email, password: 'abcdef', role: 'parent' });
    expect(created.body).toMatchObject({ code: 200, result: { email, role: 'Parent' } });
    const student = await h.userWithRole('Student');
    const updated = await admin.api.post('/api/admin/updateUser', { _id: student.id, role: 'parent', dependent: 'kid@identity.test' });
    expect(updated.body).toMatchObject({ code: 200, result: { role: 'Parent', dependent: 'kid@identity.test' } });
    expect((await admin.api.post('/api/admin/updateUser', { _id: student.id, role: 'parent', dependent: 'bad' })).body)
      .toEqual({ code: 400, msg: 'Dependent email format error', result: null });

    for (const role of ['teacher', 'STUDENT', 'PARENT', ' parent']) {
      const refused = { code: 400, msg: 'Role must be Student, Parent or Teacher.', result: null };
      expect((await admin.api.post('/api/admin/createUser', { name: 'X', email: uniqueEmail('case'), password: 'abcdef', role })).body).toEqual(refused);
      expect((await admin.api.post('/api/admin/updateUser', { _id: student.id, role })).body).toEqual(refused);
    }
    expect((await admin.api.get(`/api/admin/getUserById?id=${student.id}`)).body.result).toMatchObject({ role: 'Parent', dependent: 'kid@identity.test' });
    expect((await h.signIn(email, 'abcdef')).user).toMatchObject({ role: 'Parent' });
  });

  test('update refuses bad dependents, e-mails and ids without changing anything', async () => {
    const parent = await h.userWithRole('Parent');
    for (const [body, msg] of [
      [{ role: 'Parent', dependent: 'kid@identity.test;bad' }, 'Dependent email format error'],
      [{ email: 'nope' }, 'Email address is invalid'],
      [{ phone: '555' }, 'Phone must be in the form ddd-ddd-dddd (for example 555-123-4567).'],
    ] as const) {
      expect((await admin.api.post('/api/admin/updateUser', { _id: parent.id, ...body })).body).toEqual({ code: 400, msg, result: null });
    }
    expect((await admin.api.post('/api/admin/updateUser', { _id: 'not-a-uuid', name: 'x' })).status).toBe(400);
    expect((await admin.api.post('/api/admin/updateUser', { _id: { $ne: null } })).status).toBe(400);
    expect((await admin.api.get('/api/admin/getUserById?id=1%27%20OR%201=1')).status).toBe(400);
    expect((await admin.api.get(`/api/admin/getUserById?id=${parent.id}`)).body.result).toMatchObject({ email: parent.email, dependent: '', phone: '' });
  });

  test('the admin sets role and isAdmin; the user\'s old token stops working and the new role shows at next sign-in', async () => {
    const student = await h.userWithRole('Student');
    const res = await admin.api.post('/api/admin/updateUser', { _id: student.id, role: 'Teacher', isAdmin: true });
    expect(res.body).toMatchObject({ code: 200, result: { role: 'Teacher', isAdmin: true } });
    expect((await student.api.get('/api/user/getUserInfo')).status).toBe(401);
    const again = await h.signIn(student.email);
    expect(again.user).toMatchObject({ role: 'Teacher', isAdmin: true });
    expect((await again.api.get('/api/admin/getUsers')).status).toBe(200);
  });

  test('a parent the admin makes a student, with the empty dependent the edit form then sends, signs in as a student with no children', async () => {
    const parent = await h.userWithRole('Parent');
    const child = await h.userWithRole('Student');
    expect((await admin.api.post('/api/admin/updateUser', { _id: parent.id, dependent: child.email })).body.code).toBe(200);

    const res = await admin.api.post('/api/admin/updateUser', { _id: parent.id, role: 'Student', dependent: '' });

    expect(res.body).toMatchObject({ code: 200, result: { role: 'Student', dependent: '' } });
    expect((await h.signIn(parent.email)).user).toMatchObject({ role: 'Student', dependent: '' });
  });

  test('a new e-mail set by the admin follows into the family members\' lists; deleting a user unlinks them', async () => {
    const family = await h.signUpFamily();
    const { api: parent } = await h.signIn(family.parentEmail);
    const studentId = family.result.student._id;
    const moved = uniqueEmail('moved');
    expect((await admin.api.post('/api/admin/updateUser', { _id: studentId, email: moved })).body.code).toBe(200);
    expect((await parent.get('/api/user/getUserInfo')).body.result.dependent).toBe(moved);

    expect((await admin.api.post('/api/admin/deleteUser', { id: studentId })).body.code).toBe(200);
    expect((await parent.get('/api/user/getUserInfo')).body.result.dependent).toBe('');
  });

  test('search matches name or e-mail, and % or _ in the keyword match only themselves', async () => {
    const tag = uniqueEmail('x').slice(2, 10);
    await admin.api.post('/api/admin/createUser', { name: `Zed ${tag}`, email: uniqueEmail('zed'), password: 'abcdef', role: 'Student' });
    await admin.api.post('/api/admin/createUser', { name: `Under_score ${tag}`, email: uniqueEmail('u'), password: 'abcdef', role: 'Student' });
    const names = async (keyword: string) => (await admin.api.get(`/api/admin/getUsers?keyword=${encodeURIComponent(keyword)}`)).body.result.list.map((u: { name: string }) => u.name);
    expect(await names(`zed ${tag}`)).toEqual([`Zed ${tag}`]);
    expect(await names(`z_d ${tag}`)).toEqual([]); // as a wildcard, _ would match 'Zed'
    expect(await names(`r_score ${tag}`)).toEqual([`Under_score ${tag}`]);
    expect(await names('%')).toEqual([]);
    expect((await admin.api.get('/api/admin/getUsers')).body.result.list.length).toBeGreaterThan(3);
  });
});

describe('refusals', () => {
  test('no token is 401; a student or a teacher without the admin flag is 403', async () => {
    expect((await h.api.get('/api/admin/getUsers')).body).toEqual({ code: 401, msg: 'Please sign in.', result: null });
    expect((await apiClient(h.identity.url, 'not.a.token').get('/api/admin/getUsers')).status).toBe(401);
    const student = await h.userWithRole('Student');
    const teacher = await h.userWithRole('Teacher');
    for (const user of [student, teacher]) {
      expect((await user.api.get('/api/admin/getUsers')).status).toBe(403);
      expect((await user.api.post('/api/admin/createUser', { name: 'x', email: uniqueEmail('x'), password: 'abcdef', role: 'Teacher' })).status).toBe(403);
      expect((await user.api.post('/api/admin/updateUser', { _id: user.id, isAdmin: true })).status).toBe(403);
    }
    expect((await h.signIn(student.email)).user.isAdmin).toBe(false);
  });
});

describe('teacher looks a student up by e-mail', () => {
  test('a teacher finds a student; a non-student or unknown e-mail is 404; a student may not look up', async () => {
    const teacher = await h.userWithRole('Teacher');
    const student = await h.userWithRole('Student', { school: 'Elm', gradeInSchoolYear: 7 });
    const found = await teacher.api.post('/api/teacher/getUserByEmail', { email: student.email.toUpperCase() });
    expect(found.body).toMatchObject({ code: 200, result: { _id: student.id, email: student.email, role: 'Student', school: 'Elm', currentGrade: 7 } });
    expect(found.body.result).not.toHaveProperty('phone');
    expect((await teacher.api.post('/api/teacher/getUserByEmail', { email: teacher.email })).body).toEqual({ code: 404, msg: 'No student found with this e-mail.', result: null });
    expect((await teacher.api.post('/api/teacher/getUserByEmail', { email: uniqueEmail('ghost') })).status).toBe(404);
    expect((await teacher.api.post('/api/teacher/getUserByEmail', { email: { $ne: null } })).status).toBe(400);
    expect((await student.api.post('/api/teacher/getUserByEmail', { email: student.email })).status).toBe(403);
  });
});
