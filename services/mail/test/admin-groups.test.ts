import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailGroupList, emailGroupView, type EmailGroupView, type UserChangedPayload } from '@tp/contracts';
import { apiClient } from '@tp/test-kit';
import { startAdminHarness, type AdminHarness } from './admin-harness';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness();
});
afterAll(async () => {
  await h?.close();
});

const groups = async (): Promise<EmailGroupView[]> => emailGroupList.parse((await h.admin.get('/api/admin/getGroupEmails')).body.result).list;
const groupNamed = async (name: string) => (await groups()).find((group) => group.name === name);
const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;
const member = (user: UserChangedPayload) => ({ _id: user.id, name: user.name, email: user.email, role: user.role });

describe('POST /admin/addGroupEmail and GET /admin/getGroupEmails', () => {
  test('a group is added with its users in the order chosen, and listed with their names and addresses', async () => {
    const [ann, bob] = [await h.user('Student'), await h.user('Parent')];
    const name = uniqueName('Year 9 parents');

    const res = await h.admin.post('/api/admin/addGroupEmail', { name: `  ${name} `, users: [bob.id, ann.id, bob.id] });

    expect([res.status, res.body.msg]).toEqual([200, 'Add success']);
    const added = emailGroupView.parse(res.body.result);
    expect(added).toEqual({ _id: expect.any(String), name, recipient: [bob.id, ann.id], users: [member(bob), member(ann)] });
    expect(await groupNamed(name)).toEqual(added);
  });

  test('the list is by name, whatever the case', async () => {
    const user = await h.user();
    const names = [uniqueName('zz last'), uniqueName('AA first'), uniqueName('mm middle')];
    for (const name of names) await h.admin.post('/api/admin/addGroupEmail', { name, users: [user.id] });

    const listed = (await groups()).map((group) => group.name).filter((name) => names.includes(name));

    expect(listed).toEqual([names[1], names[2], names[0]]);
  });

  test("the form's rules are checked in order, with its messages, and nothing is added", async () => {
    const user = await h.user();
    const before = await groups();
    const add = (body: unknown) => h.admin.post('/api/admin/addGroupEmail', body);

    expect((await add({ name: '  ', users: [] })).body).toMatchObject({ code: 400, msg: 'Please input group name' });
    expect((await add({ name: 'Named', users: [] })).body).toMatchObject({ code: 400, msg: 'Please select users' });
    expect((await add({ name: 'x'.repeat(101), users: [user.id] })).body).toMatchObject({ code: 400, msg: 'The group name is too long (at most 100 characters).' });
    expect((await add({ name: 'Ghosts', users: [user.id, randomUUID()] })).body).toMatchObject({
      code: 400, msg: 'Some of the chosen users no longer exist. Reload the users and choose again.',
    });
    expect((await add({ name: 'Odd', users: 'everyone' })).status).toBe(400);
    expect((await add({ users: [user.id] })).status).toBe(400);
    expect(await groups()).toEqual(before);
  });

  test('a second group with the same name, whatever its case, is refused with 409', async () => {
    const user = await h.user();
    const name = uniqueName('Physics club');
    expect((await h.admin.post('/api/admin/addGroupEmail', { name, users: [user.id] })).body.code).toBe(200);

    const res = await h.admin.post('/api/admin/addGroupEmail', { name: name.toUpperCase(), users: [user.id] });

    expect(res.body).toEqual({ code: 409, msg: `A group named "${name.toUpperCase()}" already exists. Please choose another name.`, result: null });
    expect((await groups()).filter((group) => group.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });
});

describe('POST /admin/editGroupEmail', () => {
  test('renames a group and replaces its users', async () => {
    const [ann, bob, cy] = [await h.user(), await h.user(), await h.user('Teacher')];
    const added = (await h.admin.post('/api/admin/addGroupEmail', { name: uniqueName('Before'), users: [ann.id, bob.id] })).body.result as EmailGroupView;
    const renamed = uniqueName('After');

    const res = await h.admin.post('/api/admin/editGroupEmail', { id: added._id, name: renamed, users: [cy.id, ann.id] });

    expect([res.status, res.body.msg]).toEqual([200, 'Successfully saved']);
    expect(await groupNamed(renamed)).toEqual({ _id: added._id, name: renamed, recipient: [cy.id, ann.id], users: [member(cy), member(ann)] });
    expect(await groupNamed(added.name)).toBeUndefined();
  });

  test('keeps the same rules, refuses another group\'s name, and a group that does not exist is a 404', async () => {
    const user = await h.user();
    const first = (await h.admin.post('/api/admin/addGroupEmail', { name: uniqueName('First'), users: [user.id] })).body.result as EmailGroupView;
    const second = (await h.admin.post('/api/admin/addGroupEmail', { name: uniqueName('Second'), users: [user.id] })).body.result as EmailGroupView;
    const edit = (body: unknown) => h.admin.post('/api/admin/editGroupEmail', body);

    expect((await edit({ id: second._id, name: '', users: [] })).body).toMatchObject({ code: 400, msg: 'Please input group name' });
    expect((await edit({ id: second._id, name: 'Second', users: [] })).body).toMatchObject({ code: 400, msg: 'Please select users' });
    expect((await edit({ id: second._id, name: first.name, users: [user.id] })).body.code).toBe(409);
    expect((await edit({ id: randomUUID(), name: 'Nobody', users: [user.id] })).body).toMatchObject({ code: 404, msg: 'This group no longer exists. Reload the groups and try again.' });
    expect((await edit({ id: 'not-a-group', name: 'Nobody', users: [user.id] })).status).toBe(404);
    expect(await groupNamed(second.name)).toEqual(second);
  });
});

describe('POST /admin/deleteGroupEmail', () => {
  test('deletes the group; deleting it again is a 404', async () => {
    const user = await h.user();
    const group = (await h.admin.post('/api/admin/addGroupEmail', { name: uniqueName('Short-lived'), users: [user.id] })).body.result as EmailGroupView;

    const res = await h.admin.post('/api/admin/deleteGroupEmail', { id: group._id });

    expect([res.status, res.body.msg]).toEqual([200, 'Delete success']);
    expect(await groupNamed(group.name)).toBeUndefined();
    expect((await h.admin.post('/api/admin/deleteGroupEmail', { id: group._id })).status).toBe(404);
    expect((await h.admin.post('/api/admin/deleteGroupEmail', {})).status).toBe(400);
  });
});

describe("groups follow identity's users", () => {
  test('a deleted user drops out of every group; a changed name and address show at once', async () => {
    const [stays, leaves] = [await h.user(), await h.user()];
    const one = (await h.admin.post('/api/admin/addGroupEmail', { name: uniqueName('One'), users: [stays.id, leaves.id] })).body.result as EmailGroupView;
    const two = (await h.admin.post('/api/admin/addGroupEmail', { name: uniqueName('Two'), users: [leaves.id] })).body.result as EmailGroupView;

    await h.publish('user.deleted', { id: leaves.id, email: leaves.email });
    await h.known(leaves, true);
    const moved = { ...stays, name: 'Renamed Person', email: `moved-${randomUUID().slice(0, 6)}@example.test` };
    await h.publish('user.updated', moved);
    await h.known(moved);

    expect(await groupNamed(one.name)).toMatchObject({ recipient: [stays.id], users: [member(moved)] });
    expect(await groupNamed(two.name)).toMatchObject({ recipient: [], users: [] });
    const { rows } = await h.mail.ctx.pool.query('SELECT 1 FROM email_group_members WHERE user_id = $1', [leaves.id]);
    expect(rows).toEqual([]);
  });
});

describe('only admins manage groups', () => {
  const calls: [string, string, unknown][] = [
    ['get', '/api/admin/getGroupEmails', undefined],
    ['post', '/api/admin/addGroupEmail', { name: 'Sneaky', users: [] }],
    ['post', '/api/admin/editGroupEmail', { id: randomUUID(), name: 'Sneaky', users: [] }],
    ['post', '/api/admin/deleteGroupEmail', { id: randomUUID() }],
  ];

  test('without a token each call is a 401; a teacher who is not an admin gets a 403', async () => {
    const teacher = apiClient(h.mail.url, await h.issuer.tokenFor({ role: 'Teacher' }));
    const anonymous = apiClient(h.mail.url);
    for (const [method, path, body] of calls) {
      const call = (client: typeof teacher) => (method === 'get' ? client.get(path) : client.post(path, body));
      expect((await call(anonymous)).status, path).toBe(401);
      expect((await call(teacher)).body, path).toMatchObject({ code: 403 });
    }
  });
});
