import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listenForEvents, waitFor, type EventListener } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
let events: EventListener;
beforeAll(async () => {
  h = await startCatalogHarness();
  events = await listenForEvents(h.iso.runId, 'student.*');
});
afterAll(async () => {
  await events?.close();
  await h?.close();
});

const FUTURE = '2098-01-31T00:00:00.000Z';
const granted = { sRegister: true, version: 1 };

async function add(teacher: TestUser, student: TestUser, classID: string) {
  expect((await teacher.client.post('/api/teacher/addStudentToClass', { student: { _id: student.id }, classInfo: { classID } })).body.code).toBe(200);
}

async function remove(teacher: TestUser, student: TestUser, classID: string) {
  expect((await teacher.client.post('/api/teacher/removeStudentFromClass', { studentID: student.id, classID })).body.code).toBe(200);
}

async function edit(teacher: TestUser, classId: string, fields: Record<string, unknown>) {
  expect((await teacher.client.post('/api/teacher/updateClassIntro', { _id: classId, ...fields })).body.code).toBe(200);
}

describe('registrations', () => {
  test('a registration in a class that includes the library gives access, announced on the bus once; a renewal announces nothing more', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { includeLibrary: true });
    const student = await h.user('Student');

    await h.enrol(student, cls._id, '2097-01-31T00:00:00.000Z');
    await h.enrol(student, cls._id, FUTURE);

    expect(await h.announcedAccess(student.id)).toEqual([granted]);
    const seen = await waitFor(() => events.seen.find((e) => e.name === 'student.practice-access-changed' && e.payload.studentId === student.id), { what: 'the announcement' });
    expect(seen.payload).toEqual({ studentId: student.id, sRegister: true, version: 1 });
  });

  test('a registration in a class without the library, or one whose place has already expired, gives no access and announces nothing', async () => {
    const teacher = await h.teacher();
    const [withoutLibrary, withLibrary] = [await h.klass(teacher, { includeLibrary: false }), await h.klass(teacher, { includeLibrary: true })];
    const student = await h.user('Student');

    await h.enrol(student, withoutLibrary._id, FUTURE);
    await h.enrol(student, withLibrary._id, '2022-01-31T00:00:00.000Z');

    expect(await h.announcedAccess(student.id)).toEqual([]);
  });
});

describe('rosters', () => {
  test('a teacher adding a student to a class with the library gives access; removing them takes it away', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { includeLibrary: true });
    const student = await h.user('Student');

    await add(teacher, student, cls._id);
    expect(await h.announcedAccess(student.id)).toEqual([granted]);

    await remove(teacher, student, cls._id);
    expect(await h.announcedAccess(student.id)).toEqual([granted, { sRegister: false, version: 2 }]);
  });

  test('leaving one class keeps the access another class still gives', async () => {
    const [first, second] = [await h.teacher(), await h.teacher()];
    const [one, two] = [await h.klass(first, { includeLibrary: true }), await h.klass(second, { includeLibrary: true })];
    const student = await h.user('Student');
    await add(first, student, one._id);
    await h.enrol(student, two._id, FUTURE);

    await remove(first, student, one._id);

    expect(await h.announcedAccess(student.id)).toEqual([granted]);
  });

  test('a refused change announces nothing', async () => {
    const [teacher, other] = [await h.teacher(), await h.teacher()];
    const cls = await h.klass(teacher, { includeLibrary: true });
    const student = await h.user('Student');

    expect((await other.client.post('/api/teacher/addStudentToClass', { student: { _id: student.id }, classInfo: { classID: cls._id } })).status).toBe(403);
    expect((await teacher.client.post('/api/teacher/removeStudentFromClass', { studentID: student.id, classID: cls._id })).status).toBe(404);

    expect(await h.announcedAccess(student.id)).toEqual([]);
  });
});

describe('classes', () => {
  test('deleting a class takes away the access it gave, and only where no other class still gives it', async () => {
    const [teacher, other] = [await h.teacher(), await h.teacher()];
    const [cls, otherClass] = [await h.klass(teacher, { includeLibrary: true }), await h.klass(other, { includeLibrary: true })];
    const [onlyHere, alsoElsewhere] = [await h.user('Student'), await h.user('Student')];
    await add(teacher, onlyHere, cls._id);
    await add(teacher, alsoElsewhere, cls._id);
    await add(other, alsoElsewhere, otherClass._id);

    expect((await teacher.client.post('/api/teacher/deleteClassByTeacher', { id: cls._id })).body.code).toBe(200);

    expect(await h.announcedAccess(onlyHere.id)).toEqual([granted, { sRegister: false, version: 2 }]);
    expect(await h.announcedAccess(alsoElsewhere.id)).toEqual([granted]);
  });

  test('switching the library off takes its students\' access away and on gives it back; other edits announce nothing', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { includeLibrary: true });
    const student = await h.user('Student');
    await add(teacher, student, cls._id);

    await edit(teacher, cls._id, { includeLibrary: false });
    await edit(teacher, cls._id, { name: 'Renamed class' });
    expect(await h.announcedAccess(student.id)).toEqual([granted, { sRegister: false, version: 2 }]);

    await edit(teacher, cls._id, { includeLibrary: true });
    expect(await h.announcedAccess(student.id)).toEqual([granted, { sRegister: false, version: 2 }, { sRegister: true, version: 3 }]);
  });
});
