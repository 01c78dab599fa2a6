import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { ApiClient } from '@tp/test-kit';
import { gateway, signIn, signInAdmin, uniqueEmail } from '../support/api';
import { createUser, eventually, PASSWORD } from '../support/school';
import { mailsTo } from '../support/inbox';
import { eachItem, email, emailGroup, pickedUser, refusal, success } from './spec-shapes';

describe('admin user calls', () => {
  test('POST /admin/createUser {name, email, password, role}; GET /admin/getUsers ?keyword -> result.list; GET /admin/getUserById ?id -> name, email, isAdmin, role, dependent', async () => {
    const { api: admin } = await signInAdmin();
    const address = uniqueEmail('created');

    success(await admin.post('/api/admin/createUser', { name: 'Cora Created', email: address, password: PASSWORD, role: 'Teacher' }));

    const [listed] = eachItem(success(await admin.get(`/api/admin/getUsers?keyword=${encodeURIComponent(address)}`)).list, pickedUser);
    expect(listed).toMatchObject({ name: 'Cora Created', email: address, role: 'Teacher' });
    expect(success(await admin.get(`/api/admin/getUserById?id=${listed._id}`))).toMatchObject({ name: 'Cora Created', email: address, isAdmin: false, role: 'Teacher', dependent: '' });
    expect((await signIn(address, PASSWORD)).user.role).toBe('Teacher');
  });

  test('POST /admin/updateUser {_id, name, email, isAdmin, password, role, dependent}', async () => {
    const { api: admin } = await signInAdmin();
    const made = await createUser('Student', admin);
    const parentEmail = uniqueEmail('linked');
    const renamed = { _id: made._id, name: 'Renamed Student', email: made.email, isAdmin: false, password: 'newsecret456', role: 'Student', dependent: parentEmail };

    success(await admin.post('/api/admin/updateUser', renamed));

    expect(success(await admin.get(`/api/admin/getUserById?id=${made._id}`))).toMatchObject({ name: 'Renamed Student', email: made.email, isAdmin: false, role: 'Student', dependent: parentEmail });
    expect((await signIn(made.email, 'newsecret456')).user.name).toBe('Renamed Student');
  });

  test('POST /admin/deleteUser {id}: the account is gone', async () => {
    const { api: admin } = await signInAdmin();
    const made = await createUser('Parent', admin);

    success(await admin.post('/api/admin/deleteUser', { id: made._id }));

    expect(success(await admin.get(`/api/admin/getUsers?keyword=${encodeURIComponent(made.email)}`)).list).toEqual([]);
    refusal(await gateway().post('/api/login/authUser', { email: made.email, password: PASSWORD }), 400);
  });

  test('GET /admin/getTeachers -> result.list of teachers', async () => {
    const { api: admin } = await signInAdmin();
    const teacher = await createUser('Teacher', admin);

    const list = eachItem(success(await admin.get('/api/admin/getTeachers')).list, pickedUser);

    expect(list).toContainEqual(expect.objectContaining({ _id: teacher._id, name: teacher.name, email: teacher.email, role: 'Teacher' }));
    expect(list.every((u: { role: string }) => u.role === 'Teacher')).toBe(true);
  });
});

describe('admin e-mail calls', () => {
  /** Two new users the mail service knows (it learns of users from identity's events). */
  async function twoUsersKnownToMail(admin: ApiClient) {
    const users = [await createUser('Student', admin), await createUser('Parent', admin)];
    await eventually(async () => {
      const probe = await admin.post('/api/admin/addGroupEmail', { name: `Probe ${randomUUID()}`, users: users.map((u) => u._id) });
      if (probe.body.code === 200) await admin.post('/api/admin/deleteGroupEmail', { id: probe.body.result._id });
      return probe.body.code === 200;
    }, 'mail to know the users');
    return users;
  }

  test('POST /admin/addGroupEmail {name, users}; GET /admin/getGroupEmails -> result.list; POST /admin/editGroupEmail {id, name, users}; POST /admin/deleteGroupEmail {id}', async () => {
    const { api: admin } = await signInAdmin();
    const [ann, bob] = await twoUsersKnownToMail(admin);
    const name = `Group ${randomUUID().slice(0, 8)}`;

    success(await admin.post('/api/admin/addGroupEmail', { name, users: [ann._id] }));
    const added = eachItem(success(await admin.get('/api/admin/getGroupEmails')).list, emailGroup).find((g: { name: string }) => g.name === name);
    expect(added).toMatchObject({ name, recipient: [ann._id] });

    success(await admin.post('/api/admin/editGroupEmail', { id: added._id, name: `${name} renamed`, users: [ann._id, bob._id] }));
    const edited = (success(await admin.get('/api/admin/getGroupEmails')).list as { _id: string }[]).find((g) => g._id === added._id);
    expect(edited).toMatchObject({ name: `${name} renamed`, recipient: [ann._id, bob._id] });

    success(await admin.post('/api/admin/deleteGroupEmail', { id: added._id }));
    expect((success(await admin.get('/api/admin/getGroupEmails')).list as { _id: string }[]).some((g) => g._id === added._id)).toBe(false);
  });

  test("group form rules: 'Please input group name', 'Please select users'", async () => {
    const { api: admin } = await signInAdmin();
    expect(refusal(await admin.post('/api/admin/addGroupEmail', { name: '', users: [] }), 400)).toBe('Please input group name');
    expect(refusal(await admin.post('/api/admin/addGroupEmail', { name: 'Nobody', users: [] }), 400)).toBe('Please select users');
  });

  test('POST /admin/sendEmail {title, content, recipient, emailGroup} -> result: status, failEmails; GET /admin/getEmails (page, pageSize) -> result: list, total; POST /admin/deleteEmail {ids}', async () => {
    const { api: admin } = await signInAdmin();
    const [ann, bob] = await twoUsersKnownToMail(admin);
    const group = success(await admin.post('/api/admin/addGroupEmail', { name: `Group ${randomUUID().slice(0, 8)}`, users: [bob._id] }));
    const to = uniqueEmail('announced');

    const sent = success(await admin.post('/api/admin/sendEmail', { title: 'Term starts', content: '<p>See you Monday</p>', recipient: [to, ann.email], emailGroup: [group] }));

    expect(sent).toMatchObject({ status: 1, failEmails: [] });
    const page = success(await admin.get('/api/admin/getEmails?page=1&pageSize=10'));
    expect(page).toMatchObject({ list: expect.any(Array), total: expect.any(Number) });
    type Listed = { _id: string; recipient: string[] };
    const listed = eachItem(page.list, email).find((e: Listed) => e.recipient.includes(to));
    expect(listed).toMatchObject({ title: 'Term starts', content: '<p>See you Monday</p>', recipient: [to, ann.email], emailGroup: [{ name: group.name }], status: 1, failEmails: [] });
    for (const address of [to, ann.email, bob.email]) await eventually(async () => (await mailsTo(address)).some((m) => m.raw.includes('See you Monday')), `the e-mail to ${address}`);

    success(await admin.post('/api/admin/deleteEmail', { ids: [listed._id] }));

    expect((success(await admin.get('/api/admin/getEmails?page=1&pageSize=10')).list as Listed[]).some((e) => e._id === listed._id)).toBe(false);
  });

  test("send rules, in order: 'Please input title', 'Please input content', 'Please select recipients'", async () => {
    const { api: admin } = await signInAdmin();
    const send = (body: object) => admin.post('/api/admin/sendEmail', { title: 'T', content: '<p>C</p>', recipient: [uniqueEmail('x')], emailGroup: [], ...body });
    expect(refusal(await send({ title: '', content: '' }), 400)).toBe('Please input title');
    expect(refusal(await send({ content: '<p><br></p>', recipient: [] }), 400)).toBe('Please input content');
    expect(refusal(await send({ recipient: [], emailGroup: [] }), 400)).toBe('Please select recipients');
  });
});
