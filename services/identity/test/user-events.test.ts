import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listenForEvents, waitFor, type EventListener } from '@tp/test-kit';
import { internalUserPage, userChangedPayload, type UserChangedPayload } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { ADMIN, startHarness, type Harness } from './harness';

let h: Harness;
let events: EventListener;
beforeAll(async () => {
  h = await startHarness();
  events = await listenForEvents(h.iso.runId, 'user.*');
});
afterAll(async () => {
  await events?.close();
  await h?.stop();
});

const eventFor = (name: string, id: string, match: (p: any) => boolean = () => true) =>
  waitFor(() => events.seen.find((e) => e.name === name && e.payload.id === id && match(e.payload)), { what: `${name} of ${id}` });

test('a family sign-up announces both new users, and the parent\'s new child in user.updated when a second child joins', async () => {
  const family = await h.signUpFamily();
  const parent = await eventFor('user.registered', family.result.parent._id);
  const student = await eventFor('user.registered', family.result.student._id);
  expect(userChangedPayload.parse(parent.payload)).toEqual({ id: family.result.parent._id, name: 'Pat Doe', email: family.parentEmail, role: 'Parent', isAdmin: false, dependent: family.studentEmail, phone: '555-123-4567' });
  expect(student.payload).toMatchObject({ role: 'Student', email: family.studentEmail, dependent: family.parentEmail });

  const second = await h.signUpFamily({ parent: { email: family.parentEmail } });

  const secondChild = await eventFor('user.registered', second.result.student._id);
  expect(secondChild.payload).toMatchObject({ role: 'Student', email: second.studentEmail, dependent: family.parentEmail });
  const updated = await eventFor('user.updated', family.result.parent._id, (p) => p.dependent.includes(second.studentEmail));
  expect(userChangedPayload.parse(updated.payload)).toMatchObject({ role: 'Parent', email: family.parentEmail, dependent: `${family.studentEmail};${second.studentEmail}` });
  expect(events.seen.filter((e) => e.name === 'user.registered' && e.payload.id === family.result.parent._id)).toHaveLength(1);
});

test('admin changes and deletion are announced', async () => {
  const { api: admin } = await h.signInAdmin();
  const teacher = await h.userWithRole('Teacher');
  await eventFor('user.registered', teacher.id);
  await admin.post('/api/admin/updateUser', { _id: teacher.id, name: 'Renamed Teacher' });
  await eventFor('user.updated', teacher.id, (p) => p.name === 'Renamed Teacher');
  await admin.post('/api/admin/deleteUser', { id: teacher.id });
  expect((await eventFor('user.deleted', teacher.id)).payload).toEqual({ id: teacher.id, email: teacher.email });
});

describe('GET /internal/users (a service filling its copy of the users)', () => {
  const asService = async (path: string, caller = 'mail', secret = h.iso.internalSecret) => {
    const token = await new InternalCredentials(secret, caller).tokenFor('identity');
    const res = await fetch(`${h.identity.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as { code: number; result: { list: UserChangedPayload[] } } };
  };

  test('pages through every user by id as the user events carry them, each user once', async () => {
    const made = [await h.userWithRole('Teacher'), await h.userWithRole('Parent'), await h.userWithRole('Student')];
    const seen: UserChangedPayload[] = [];
    let after = '';
    for (let page = 0; page < 100; page++) {
      const { body } = await asService(`/internal/users?limit=2${after ? `&after=${after}` : ''}`);
      const parsed = internalUserPage.parse(body.result);
      expect(parsed.list.length).toBeLessThanOrEqual(2);
      if (!parsed.list.length) break;
      seen.push(...parsed.list);
      after = parsed.list.at(-1)!.id;
    }

    expect(new Set(seen.map((u) => u.id)).size).toBe(seen.length);
    for (const user of made) expect(seen).toContainEqual(expect.objectContaining({ id: user.id, email: user.email, role: user.user.role, name: user.user.name }));
    expect(seen.map((u) => u.email)).toContain(ADMIN.email);
  });

  test('a deleted user is not in it', async () => {
    const { api: admin } = await h.signInAdmin();
    const gone = await h.userWithRole('Student');
    await admin.post('/api/admin/deleteUser', { id: gone.id });

    const { body } = await asService(`/internal/users?limit=500`);

    expect(body.result.list.map((u: UserChangedPayload) => u.id)).not.toContain(gone.id);
  });

  test('without a service token signed with the shared secret it is refused, and a bad cursor is a 400', async () => {
    expect((await fetch(`${h.identity.url}/internal/users`)).status).toBe(401);
    expect((await asService('/internal/users', 'mail', 'x'.repeat(64))).status).toBe(401);
    expect((await asService('/internal/users?after=not-an-id')).body).toMatchObject({ code: 400 });
  });
});
