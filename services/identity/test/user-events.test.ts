import { afterAll, beforeAll, expect, test } from 'vitest';
import { listenForEvents, waitFor, type EventListener } from '@tp/test-kit';
import { userChangedPayload } from '@tp/contracts';
import { startHarness, type Harness } from './harness';

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
