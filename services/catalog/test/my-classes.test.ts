import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitFor } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

interface MyClass { classInfo: { name: string; classID: { _id: string; includeLibrary: boolean; endDate: string | null } }; expirationDate: string | null; isValid: boolean }

function registration(student: TestUser, classId: string, expirationDate: string) {
  return {
    registrationId: randomUUID(), classId, studentId: student.id, studentName: student.name, studentEmail: student.email,
    durationType: 2, registeredAt: new Date().toISOString(), expirationDate,
  };
}

async function myClasses(student: TestUser): Promise<MyClass[]> {
  const res = await student.client.get('/api/user/getMyClasses');
  expect(res.body.code).toBe(200);
  return res.body.result.list;
}

async function placeIn(student: TestUser, classId: string, expected: (c: MyClass) => boolean = () => true) {
  return waitFor(async () => (await myClasses(student)).find((c) => c.classInfo.classID._id === classId && expected(c)), { what: `class ${classId} in My Classes` });
}

describe('enrollment.registered', () => {
  test('puts the student on the roster and in My Classes until the expiry of the registration', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { includeLibrary: true, endDate: '2099-06-30T00:00:00.000Z' });
    const student = await h.user('Student');

    await h.publish('enrollment.registered', registration(student, cls._id, '2098-01-31T10:00:00.000Z'));

    expect(await placeIn(student, cls._id)).toEqual({
      classInfo: { name: cls.name, classID: { _id: cls._id, includeLibrary: true, endDate: '2099-06-30T00:00:00.000Z' } },
      expirationDate: '2098-01-31T10:00:00.000Z', isValid: true,
    });
    const roster = (await teacher.client.post('/api/teacher/studentList', { classID: cls._id })).body.result.list;
    expect(roster).toMatchObject([{ student: { ID: student.id, name: student.name, email: student.email }, expirationDate: '2098-01-31T10:00:00.000Z' }]);
  });

  test('expirationDate is the registration\'s own: a one-month registration in a class ending later reads one month; isValid follows the displayed expiry', async () => {
    const teacher = await h.teacher();
    const student = await h.user('Student');
    const cls = await h.klass(teacher, { includeLibrary: false, startDate: '2020-01-01', endDate: '2099-06-30T00:00:00.000Z' });

    await h.publish('enrollment.registered', registration(student, cls._id, '2022-01-31T00:00:00.000Z'));

    expect(await placeIn(student, cls._id)).toEqual({
      classInfo: { name: cls.name, classID: { _id: cls._id, includeLibrary: false, endDate: '2099-06-30T00:00:00.000Z' } },
      expirationDate: '2022-01-31T00:00:00.000Z', isValid: true,
    });
  });

  test('with the library the expiration date decides validity; without it the later of class end and expiration', async () => {
    const teacher = await h.teacher();
    const student = await h.user('Student');
    const withLibrary = await h.klass(teacher, { includeLibrary: true, startDate: '2020-01-01', endDate: '2099-06-30T00:00:00.000Z' });
    const classRunsLonger = await h.klass(teacher, { includeLibrary: false, startDate: '2020-01-01', endDate: '2099-06-30T00:00:00.000Z' });
    const bothOver = await h.klass(teacher, { includeLibrary: false, startDate: '2020-01-01', endDate: '2021-06-30T00:00:00.000Z' });

    await h.publish('enrollment.registered', registration(student, withLibrary._id, '2022-01-01T00:00:00.000Z'));
    await h.publish('enrollment.registered', registration(student, classRunsLonger._id, '2022-01-01T00:00:00.000Z'));
    await h.publish('enrollment.registered', registration(student, bothOver._id, '2022-01-01T00:00:00.000Z'));

    expect(await placeIn(student, withLibrary._id)).toMatchObject({ expirationDate: '2022-01-01T00:00:00.000Z', isValid: false });
    expect(await placeIn(student, classRunsLonger._id)).toMatchObject({ expirationDate: '2022-01-01T00:00:00.000Z', isValid: true });
    expect(await placeIn(student, bothOver._id)).toMatchObject({ expirationDate: '2022-01-01T00:00:00.000Z', isValid: false });
  });

  test('the same event delivered twice is applied once; a renewal extends, a late older one never shortens', async () => {
    const teacher = await h.teacher();
    const [cls, marker] = [await h.klass(teacher, { includeLibrary: true }), await h.klass(teacher, { includeLibrary: true })];
    const student = await h.user('Student');
    const first = registration(student, cls._id, '2090-01-01T00:00:00.000Z');
    const eventId = await h.publish('enrollment.registered', first);
    await placeIn(student, cls._id);

    await h.publish('enrollment.registered', { ...first, expirationDate: '2095-01-01T00:00:00.000Z' }, eventId);
    await h.publish('enrollment.registered', registration(student, marker._id, '2090-01-01T00:00:00.000Z'));
    await placeIn(student, marker._id);
    expect((await placeIn(student, cls._id)).expirationDate).toBe('2090-01-01T00:00:00.000Z');

    await h.publish('enrollment.registered', registration(student, cls._id, '2091-01-01T00:00:00.000Z'));
    await placeIn(student, cls._id, (c) => c.expirationDate === '2091-01-01T00:00:00.000Z');
    await h.publish('enrollment.registered', registration(student, cls._id, '2089-01-01T00:00:00.000Z'));
    await h.publish('enrollment.registered', registration(student, marker._id, '2092-01-01T00:00:00.000Z'));
    await placeIn(student, marker._id, (c) => c.expirationDate === '2092-01-01T00:00:00.000Z');
    expect((await placeIn(student, cls._id)).expirationDate).toBe('2091-01-01T00:00:00.000Z');
    expect((await teacher.client.post('/api/teacher/studentList', { classID: cls._id })).body.result.list).toHaveLength(1);
  });

  test('an event for a class that does not exist is skipped and later events still arrive', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const student = await h.user('Student');

    await h.publish('enrollment.registered', registration(student, randomUUID(), '2090-01-01T00:00:00.000Z'));
    await h.publish('enrollment.registered', registration(student, cls._id, '2090-01-01T00:00:00.000Z'));

    await placeIn(student, cls._id);
    expect(await myClasses(student)).toHaveLength(1);
  });

  test('a user on no class gets an empty list; without a token it is 401', async () => {
    expect(await myClasses(await h.user('Student', {}, false))).toEqual([]);
    expect((await h.anonymous.get('/api/user/getMyClasses')).body).toEqual({ code: 401, msg: 'Please sign in.', result: null });
  });
});

describe('a parent\'s children by class (getStudentsByEmail)', () => {
  test('lists each class a linked child is on, with the children in it', async () => {
    const teacher = await h.teacher();
    const { parent, child } = await h.family();
    const sibling = await h.user('Student', { dependent: parent.email });
    const updatedParent = { id: parent.id, name: parent.name, email: parent.email, role: 'Parent', isAdmin: false, phone: parent.phone, dependent: `${child.email}; ${sibling.email}` };
    await h.publish('user.updated', updatedParent);
    const oneSided = await h.user('Student', { dependent: parent.email }); // lists the parent, who does not list them
    const algebra = await h.klass(teacher, { name: `Algebra ${randomUUID().slice(0, 4)}`, bulletin: '<p>Quiz Friday</p>' });
    const physics = await h.klass(teacher, { name: `Physics ${randomUUID().slice(0, 4)}` });
    for (const [student, cls] of [[child, algebra], [sibling, algebra], [child, physics], [oneSided, physics]] as const) {
      await teacher.client.post('/api/teacher/addStudentToClass', { student: { _id: student.id }, classInfo: { classID: cls._id } });
    }

    const list = await waitFor(async () => {
      const res = await parent.client.get('/api/user/getStudentsByEmail');
      return res.body.result.list.length === 2 && res.body.result.list.some((g: { students: unknown[] }) => g.students.length === 2) ? res.body.result.list : undefined;
    }, { what: 'both children in the parent\'s list' });

    const byClass = Object.fromEntries(list.map((g: { classInfo: { _id: string } }) => [g.classInfo._id, g]));
    expect(byClass[algebra._id]).toMatchObject({ classInfo: { _id: algebra._id, name: algebra.name, bulletin: '<p>Quiz Friday</p>' } });
    expect(byClass[algebra._id].students.map((s: { _id: string }) => s._id).sort()).toEqual([child.id, sibling.id].sort());
    expect(byClass[physics._id].students).toEqual([{ _id: child.id, name: child.name, email: child.email }]);
  });

  test('a parent without linked children gets an empty list; a student is refused', async () => {
    const parent = await h.user('Parent', { dependent: 'not-mine@example.test' });
    expect((await parent.client.get('/api/user/getStudentsByEmail')).body).toEqual({ code: 200, msg: 'success', result: { list: [] } });
    const student = await h.user('Student', {}, false);
    expect((await student.client.get('/api/user/getStudentsByEmail')).body).toEqual({ code: 403, msg: 'Only a parent can see their children\'s classes.', result: null });
  });
});
