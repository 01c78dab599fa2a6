import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listenForEvents, waitFor, type EventListener } from '@tp/test-kit';
import { startBillingHarness, type BillingHarness, type TestUser } from './billing-harness';

let h: BillingHarness;
let bus: EventListener;
beforeAll(async () => {
  h = await startBillingHarness();
  bus = await listenForEvents(h.iso.runId, 'enrollment.registered');
});
afterAll(async () => {
  await bus?.close();
  await h?.close();
});

type Teacher = Awaited<ReturnType<BillingHarness['teacher']>>;
interface Entry { _id: string; student: { _id: string; name: string; email: string }; status: string; registered: boolean; paid: boolean; expirationDate: string | null; createdAt: string }

async function interestOf(student: TestUser, classId: string, durationType: 1 | 2 = 1): Promise<string> {
  const res = await student.client.post('/api/user/registerClass', { classId, userId: student.id, durationType });
  expect(res.body.code).toBe(200);
  return res.body.result._id;
}

async function listOf(teacher: Teacher, classId: string): Promise<Entry[]> {
  const res = await teacher.client.get(`/api/teacher/getClassRegisterList?id=${classId}`);
  expect(res.body.code).toBe(200);
  return res.body.result.list;
}

describe('the teacher\'s interest list', () => {
  test('lists every interest of the class with its derived status', async () => {
    const teacher = await h.teacher();
    const cls = teacher.klass({ monthlyPrice: 25, yearlyPrice: 250 });
    const [interested, paying, enrolled] = [await h.user('Student'), await h.user('Student'), await h.user('Student')];
    await interestOf(interested, cls._id, 2);
    expect((await h.markPaid(await interestOf(paying, cls._id))).code).toBe(200);
    await teacher.client.post('/api/teacher/registerClass', { interestId: await interestOf(enrolled, cls._id) });

    const list = await listOf(teacher, cls._id);

    const byStudent = (s: TestUser) => list.find((e) => e.student._id === s.id);
    expect(list).toHaveLength(3);
    expect(byStudent(interested)).toMatchObject({ student: { name: interested.name, email: interested.email }, status: 'Interested', durationType: 2, price: 250, interested: true, paid: false, registered: false, expirationDate: null });
    expect(byStudent(paying)).toMatchObject({ status: 'Pending payment confirmation', paid: true, registered: false, price: 25 });
    expect(byStudent(enrolled)).toMatchObject({ status: 'Registered', registered: true });
    expect(typeof byStudent(interested)!.createdAt).toBe('string');
  });

  test('a teacher of another class gets 403 on list, Add and Delete, and nothing changes', async () => {
    const owner = await h.teacher();
    const intruder = await h.teacher();
    const cls = owner.klass();
    const interestId = await interestOf(await h.user('Student'), cls._id);

    const forbidden = { code: 403, msg: 'Only the teacher of this class can manage its registrations.', result: null };
    expect((await intruder.client.get(`/api/teacher/getClassRegisterList?id=${cls._id}`)).body).toEqual(forbidden);
    expect((await intruder.client.post('/api/teacher/registerClass', { interestId })).body).toEqual(forbidden);
    expect((await intruder.client.post('/api/teacher/deleteRegisterClass', { interestId })).body).toEqual(forbidden);
    expect(await listOf(owner, cls._id)).toMatchObject([{ _id: interestId, status: 'Interested' }]);
  });

  test('students, parents and anonymous callers cannot use the teacher calls', async () => {
    const cls = (await h.teacher()).klass();
    const student = await h.user('Student');
    expect((await student.client.get(`/api/teacher/getClassRegisterList?id=${cls._id}`)).body).toEqual({ code: 403, msg: 'This needs the Teacher role.', result: null });
    expect((await h.anonymous.post('/api/teacher/registerClass', { interestId: cls._id })).status).toBe(401);
  });
});

describe('teacher Add', () => {
  test('registers the student for a month and publishes enrollment.registered', async () => {
    const teacher = await h.teacher();
    const cls = teacher.klass();
    const student = await h.user('Student');
    const interestId = await interestOf(student, cls._id, 1);
    const before = Date.now();

    const res = await teacher.client.post('/api/teacher/registerClass', { interestId });

    expect(res.body).toMatchObject({ code: 200, msg: 'Add success', result: { _id: interestId, registered: true, status: 'Registered' } });
    const registeredAt = new Date(res.body.result.registeredAt);
    expect(registeredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const expected = new Date(registeredAt);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    if (expected.getUTCDate() !== registeredAt.getUTCDate()) expected.setUTCDate(0); // clamped to the month's end
    expect(res.body.result.expirationDate).toBe(expected.toISOString());
    expect(await listOf(teacher, cls._id)).toMatchObject([{ _id: interestId, registered: true, expirationDate: expected.toISOString() }]);
    expect((await student.client.get(`/api/user/getClassRegisterList?id=${student.id}`)).body.result.list).toMatchObject([{ _id: interestId, registered: true }]);

    const event = await waitFor(() => bus.seen.find((e) => e.payload.registrationId === interestId), { what: 'enrollment.registered on the bus' });
    expect(event).toMatchObject({ name: 'enrollment.registered' });
    expect(event.payload).toEqual({
      registrationId: interestId, classId: cls._id, studentId: student.id, studentName: student.name, studentEmail: student.email,
      durationType: 1, registeredAt: registeredAt.toISOString(), expirationDate: expected.toISOString(),
    });
  });

  test('a yearly plan runs one year', async () => {
    const teacher = await h.teacher();
    const cls = teacher.klass();
    const interestId = await interestOf(await h.user('Student'), cls._id, 2);

    const { result } = (await teacher.client.post('/api/teacher/registerClass', { interestId })).body;

    const from = new Date(result.registeredAt);
    const to = new Date(result.expirationDate);
    expect(to.getUTCFullYear()).toBe(from.getUTCFullYear() + 1);
    expect(to.getUTCMonth()).toBe(from.getUTCMonth());
    expect(to.getUTCHours()).toBe(from.getUTCHours());
    await waitFor(() => bus.seen.find((e) => e.payload.registrationId === interestId && e.payload.durationType === 2), { what: 'the yearly enrollment event' });
  });

  test('once registered: Add again and Delete are refused with 409; the student can neither re-add nor remove it', async () => {
    const teacher = await h.teacher();
    const cls = teacher.klass();
    const student = await h.user('Student');
    const interestId = await interestOf(student, cls._id);
    await teacher.client.post('/api/teacher/registerClass', { interestId });

    expect((await teacher.client.post('/api/teacher/registerClass', { interestId })).body).toEqual({ code: 409, msg: 'This student is already registered.', result: null });
    expect((await teacher.client.post('/api/teacher/deleteRegisterClass', { interestId })).body).toEqual({ code: 409, msg: 'A registered student cannot be deleted', result: null });
    const again = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 2 });
    expect(again.status).toBe(409);
    expect(again.body.msg).toMatch(/is already registered for this class until \d{4}-\d{2}-\d{2}\.$/);
    expect((await student.client.delete(`/api/user/deleteInterest?classId=${cls._id}&userId=${student.id}`)).body).toEqual({ code: 409, msg: 'A registered class cannot be removed from the cart.', result: null });
    expect(await listOf(teacher, cls._id)).toMatchObject([{ _id: interestId, registered: true, durationType: 1 }]);
    expect((await student.client.get(`/api/user/getClassRegister?id=${cls._id}`)).body.result).toMatchObject({ registered: true, interestId });
    expect(bus.seen.filter((e) => e.payload.registrationId === interestId).length).toBeLessThanOrEqual(1);
  });
});

describe('teacher Delete and paid entries', () => {
  test('Delete removes an unregistered interest from the class and from the student\'s cart', async () => {
    const teacher = await h.teacher();
    const cls = teacher.klass();
    const student = await h.user('Student');
    const interestId = await interestOf(student, cls._id);

    const res = await teacher.client.post('/api/teacher/deleteRegisterClass', { interestId });

    expect(res.body).toMatchObject({ code: 200, msg: 'Delete success' });
    expect(await listOf(teacher, cls._id)).toEqual([]);
    expect((await student.client.get(`/api/user/getClassRegisterList?id=${student.id}`)).body.result.list).toEqual([]);
    expect((await teacher.client.post('/api/teacher/deleteRegisterClass', { interestId })).body).toEqual({ code: 404, msg: 'Registration not found', result: null });
  });

  test('a paid entry waits for the teacher: its plan cannot be changed nor the item removed by the family', async () => {
    const teacher = await h.teacher();
    const cls = teacher.klass();
    const student = await h.user('Student');
    const interestId = await interestOf(student, cls._id, 1);
    await h.markPaid(interestId);

    const change = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 2 });
    const remove = await student.client.delete(`/api/user/deleteInterest?classId=${cls._id}&userId=${student.id}`);

    expect(change.body).toEqual({ code: 409, msg: 'This registration is paid and waiting for the teacher to confirm it, so its plan cannot be changed.', result: null });
    expect(remove.body).toEqual({ code: 409, msg: 'This registration is paid and waiting for the teacher to confirm it, so it cannot be removed from the cart. Please ask the teacher if you need to cancel it.', result: null });
    expect((await student.client.get(`/api/user/getClassRegister?id=${cls._id}`)).body.result).toMatchObject({ interested: true, paid: true, registered: false, durationType: 1 });
    // The cart lists it with `paid`, so the screen can show it as awaiting confirmation instead of offering Remove.
    expect((await student.client.get(`/api/user/getClassRegisterList?id=${student.id}`)).body.result.list).toMatchObject([{ _id: interestId, paid: true, registered: false }]);
    expect((await teacher.client.post('/api/teacher/registerClass', { interestId })).body.result).toMatchObject({ status: 'Registered', paid: true });
  });

  test('unknown or malformed interest ids are a 404 or a 400, never a 5xx', async () => {
    const teacher = await h.teacher();
    const unknown = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f';
    expect((await teacher.client.post('/api/teacher/registerClass', { interestId: unknown })).body).toEqual({ code: 404, msg: 'Registration not found', result: null });
    const bad: unknown[] = [{}, { interestId: { $ne: null } }, { interestId: 'abc' }, { interestId: 42 }];
    for (const body of bad) {
      for (const path of ['/api/teacher/registerClass', '/api/teacher/deleteRegisterClass']) {
        const res = await teacher.client.post(path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.msg).toMatch(/^The registration id \(interestId\) (is required|is not a valid id)\.$/);
      }
    }
    expect((await teacher.client.get('/api/teacher/getClassRegisterList?id=nope')).body).toEqual({ code: 400, msg: 'The class id (id) is not a valid id.', result: null });
    expect((await h.markPaid('nope')).code).toBe(400);
  });
});

describe('the users billing knows', () => {
  test('user.updated renames the student in the teacher\'s list; user.deleted empties their cart', async () => {
    const teacher = await h.teacher();
    const cls = teacher.klass();
    const { parent, child } = await h.family();
    const interestId = await interestOf(child, cls._id);

    const { client: _client, ...profile } = child;
    await h.publish('user.updated', { ...profile, name: 'Renamed Student', email: `renamed-${child.email}` });
    await waitFor(async () => (await listOf(teacher, cls._id)).find((e) => e._id === interestId && e.student.name === 'Renamed Student'), { what: 'the new name' });
    expect((await listOf(teacher, cls._id))[0].student.email).toBe(`renamed-${child.email}`);

    await h.publish('user.deleted', { id: child.id, email: child.email });
    await waitFor(async () => (await listOf(teacher, cls._id)).length === 0, { what: 'the deleted student\'s cart to empty' });
    const asParent = (await parent.client.get(`/api/user/getClassRegister?id=${cls._id}`)).body.result;
    expect(asParent.students).toEqual([]);
    expect((await parent.client.post('/api/user/registerClass', { classId: cls._id, userId: child.id, durationType: 1 })).status).toBe(403);
  });
});
