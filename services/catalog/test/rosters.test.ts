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

async function rosterOf(teacher: TestUser, classID: string) {
  const res = await teacher.client.post('/api/teacher/studentList', { classID });
  expect(res.body.code).toBe(200);
  return res.body.result.list as { student: { ID: string; name: string; email: string }; expirationDate: string | null }[];
}

/** What /teacher/getUserByEmail gives the Add Students screen. */
const lookup = (student: TestUser) => ({ _id: student.id, name: student.name, email: student.email, role: 'Student' });

describe('adding students to a class', () => {
  test('a student added by the teacher is listed with the class, their parent, and the class end as expiry', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { image: '/uploads/2026/11/0b6c7c1e-4b8e-4c39-9a51-3f2f0d6f3a11.png', price: 45, endDate: '2030-06-30T00:00:00.000Z' });
    const { parent, child } = await h.family();

    const res = await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(child), classInfo: { classID: cls._id } });

    expect(res.body).toMatchObject({ code: 200, msg: 'Add success' });
    expect(await rosterOf(teacher, cls._id)).toEqual([{
      student: { name: child.name, email: child.email, ID: child.id },
      classInfo: { name: cls.name, teacher: teacher.id, image: cls.image, price: 45, classID: cls._id },
      parent: { name: parent.name, phone: '555-123-4567', email: parent.email },
      expirationDate: '2030-06-30T00:00:00.000Z',
    }]);
  });

  test('the class student entry of the specification is accepted: student {name, email, ID}, classInfo with classID', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { price: 45 });
    const { parent, child } = await h.family();
    const entry = {
      student: { name: child.name, email: child.email, ID: child.id },
      classInfo: { name: cls.name, teacher: teacher.id, image: cls.image, price: 45, classID: cls._id },
      parent: { name: parent.name, phone: parent.phone, email: parent.email },
    };

    const res = await teacher.client.post('/api/teacher/addStudentToClass', entry);

    expect(res.body).toEqual({ code: 200, msg: 'Add success', result: { classID: cls._id, studentID: child.id } });
    expect(await rosterOf(teacher, cls._id)).toMatchObject([entry]);
  });

  test('a student named by neither ID nor _id, or by two different ids, is refused and nobody is added', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const [one, two] = [await h.user('Student'), await h.user('Student')];
    const add = (student: Record<string, unknown>) => teacher.client.post('/api/teacher/addStudentToClass', { student, classInfo: { classID: cls._id } });

    expect((await add({ name: one.name, email: one.email })).body).toEqual({ code: 400, msg: 'The student id (student.ID) is required.', result: null });
    expect((await add({ ID: one.id, _id: two.id })).body).toEqual({ code: 400, msg: 'The student id (student.ID) and student._id name different students.', result: null });
    expect((await add({ ID: 'nope' })).body.msg).toBe('The student id (student.ID) is not a valid id.');
    expect(await rosterOf(teacher, cls._id)).toEqual([]);
    expect((await add({ ID: one.id, _id: one.id })).body.code).toBe(200);
  });

  test('classInfo may name the class by _id; a class without an end date gives no expiry; no parent gives empty parent fields', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { endDate: null });
    const student = await h.user('Student');

    await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(student), classInfo: { _id: cls._id, name: cls.name } });

    expect(await rosterOf(teacher, cls._id)).toMatchObject([{ student: { ID: student.id }, parent: { name: '', phone: '', email: '' }, expirationDate: null }]);
  });

  test('adding the same student twice is refused with 409 and leaves one entry', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const student = await h.user('Student');
    await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(student), classInfo: { classID: cls._id } });

    const again = await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(student), classInfo: { classID: cls._id } });

    expect(again.body).toEqual({ code: 409, msg: 'The student is already in this class', result: null });
    expect(await rosterOf(teacher, cls._id)).toHaveLength(1);
  });

  test('only a known Student can be added', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const parent = await h.user('Parent');
    const unknown = await h.user('Student', {}, false);
    const refused = { code: 404, msg: 'No student account was found for this user.', result: null };

    expect((await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(parent), classInfo: { classID: cls._id } })).body).toEqual(refused);
    expect((await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(unknown), classInfo: { classID: cls._id } })).body).toEqual(refused);
    expect((await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(unknown) })).body).toEqual({ code: 400, msg: 'The class (classInfo) is required.', result: null });
    expect((await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(unknown), classInfo: {} })).body.msg).toBe('The class id (classInfo.classID) is required.');
    expect(await rosterOf(teacher, cls._id)).toEqual([]);
  });
});

describe('removing students and other teachers', () => {
  test('a removed student is gone from the list; removing again is a 404', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const [stay, leave] = [await h.user('Student'), await h.user('Student')];
    for (const s of [stay, leave]) await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(s), classInfo: { classID: cls._id } });

    const res = await teacher.client.post('/api/teacher/removeStudentFromClass', { studentID: leave.id, classID: cls._id });

    expect(res.body).toMatchObject({ code: 200, msg: 'Delete success' });
    expect((await rosterOf(teacher, cls._id)).map((e) => e.student.ID)).toEqual([stay.id]);
    expect((await teacher.client.post('/api/teacher/removeStudentFromClass', { studentID: leave.id, classID: cls._id })).body).toEqual({ code: 404, msg: 'The student is not in this class.', result: null });
  });

  test('another teacher can neither see, add to nor remove from the roster', async () => {
    const [owner, intruder] = [await h.teacher(), await h.teacher()];
    const cls = await h.klass(owner);
    const [member, outsider] = [await h.user('Student'), await h.user('Student')];
    await owner.client.post('/api/teacher/addStudentToClass', { student: lookup(member), classInfo: { classID: cls._id } });
    const refused = { code: 403, msg: 'This class belongs to another teacher.', result: null };

    expect((await intruder.client.post('/api/teacher/studentList', { classID: cls._id })).body).toEqual(refused);
    expect((await intruder.client.post('/api/teacher/addStudentToClass', { student: lookup(outsider), classInfo: { classID: cls._id } })).body).toEqual(refused);
    expect((await intruder.client.post('/api/teacher/removeStudentFromClass', { studentID: member.id, classID: cls._id })).body).toEqual(refused);
    expect((await rosterOf(owner, cls._id)).map((e) => e.student.ID)).toEqual([member.id]);
  });

  test('a copy of a class starts with an empty roster; deleting a class empties the student\'s list', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const student = await h.user('Student');
    await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(student), classInfo: { classID: cls._id } });

    const copy = (await teacher.client.post('/api/teacher/copyClass', { id: cls._id })).body.result;

    expect(await rosterOf(teacher, copy._id)).toEqual([]);
    expect((await student.client.get('/api/user/getMyClasses')).body.result.list).toHaveLength(1);
    await teacher.client.post('/api/teacher/deleteClassByTeacher', { id: cls._id });
    expect((await student.client.get('/api/user/getMyClasses')).body.result.list).toEqual([]);
  });

  test('the roster shows a student\'s new name once identity announces it; a deleted student leaves the roster', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const student = await h.user('Student');
    await teacher.client.post('/api/teacher/addStudentToClass', { student: lookup(student), classInfo: { classID: cls._id } });
    const renamed = { id: student.id, name: `Renamed ${randomUUID().slice(0, 6)}`, email: student.email, role: 'Student', isAdmin: false, dependent: '', phone: '' };

    await h.publish('user.updated', renamed);
    await h.known(renamed);

    expect((await rosterOf(teacher, cls._id))[0].student.name).toBe(renamed.name);
    await h.publish('user.deleted', { id: student.id, email: student.email });
    await waitFor(async () => (await rosterOf(teacher, cls._id)).length === 0, { what: 'the deleted student to leave the roster' });
  });
});
