import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { publishEvent, waitFor } from '@tp/test-kit';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

type Student = Awaited<ReturnType<Harness['userWithRole']>>;

/** Catalog's announcement about a student, published as catalog's outbox would; answers the event id. */
const announce = (studentId: string, sRegister: boolean, version: number, id: string = randomUUID()) =>
  publishEvent(h.iso.runId, 'student.practice-access-changed', { studentId, sRegister, version }, id);

/** Waits until identity has handled the event (its inbox records the id in the handler's transaction). */
const handled = (eventId: string) =>
  waitFor(async () => (await h.identity.ctx.pool.query('SELECT 1 FROM inbox WHERE event_id = $1', [eventId])).rowCount === 1, { what: `identity to handle ${eventId}` });

const sRegisterOf = async (student: Student): Promise<boolean> => (await student.api.get('/api/user/getUserInfo')).body.result.sRegister;

test('catalog\'s announcements give and take the student\'s sRegister flag, which getUserInfo shows', async () => {
  const student = await h.userWithRole('Student');
  expect(await sRegisterOf(student)).toBe(false);

  await handled(await announce(student.id, true, 1));
  expect(await sRegisterOf(student)).toBe(true);

  await handled(await announce(student.id, false, 2));
  expect(await sRegisterOf(student)).toBe(false);
});

test('an older announcement arriving after a newer one changes nothing', async () => {
  const student = await h.userWithRole('Student');
  await handled(await announce(student.id, true, 5));

  await handled(await announce(student.id, false, 4));
  expect(await sRegisterOf(student)).toBe(true);
});

test('the admin\'s hand setting holds until catalog announces the next change', async () => {
  const student = await h.userWithRole('Student');
  const { api: admin } = await h.signInAdmin();
  expect((await admin.post('/api/admin/updateUser', { _id: student.id, sRegister: true })).body.code).toBe(200);
  expect(await sRegisterOf(student)).toBe(true);

  await handled(await announce(student.id, false, 1));
  expect(await sRegisterOf(student)).toBe(false);
});

test('an announcement about an unknown or deleted account changes no one', async () => {
  const [student, other] = [await h.userWithRole('Student'), await h.userWithRole('Student')];
  const { api: admin } = await h.signInAdmin();
  expect((await admin.post('/api/admin/deleteUser', { id: student.id })).body.code).toBe(200);

  await handled(await announce(student.id, true, 1));
  await handled(await announce('not-a-user', true, 1));
  expect(await sRegisterOf(other)).toBe(false);
});
