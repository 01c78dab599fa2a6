import { randomBytes } from 'node:crypto';
import { describe, expect, inject, test } from 'vitest';
import type { ApiClient } from '@tp/test-kit';
import { gateway, signIn, signInAdmin } from '../support/api';
import { createUser, eventually, PASSWORD, type MadeUser } from '../support/school';
import { auditRow, classShape, classStudentEntry, eachItem, homeClass, pickedUser, refusal, source, success, text } from './spec-shapes';

const suffix = () => randomBytes(3).toString('hex');

/** A new teacher, signed in. */
async function specTeacher() {
  const { api: admin } = await signInAdmin();
  const teacherUser = await createUser('Teacher', admin);
  const { api: teacher } = await signIn(teacherUser.email, PASSWORD);
  return { admin, teacher, teacherUser };
}

/** POST /teacher/createClassByTeacher {language}: the screen goes straight to the new class's edit page, by its id. */
async function createClass(teacher: ApiClient, language = 'en'): Promise<string> {
  return (success(await teacher.post('/api/teacher/createClassByTeacher', { language })) as { _id: string })._id;
}

/**
 * POST /teacher/updateClassIntro: {_id, name, price, image, category, startDate, description, endDate, language,
 * registerLink, introduction, bulletin, source (ids), includeLibrary, paymentInfo, autoPublish, autoPublishAccuracy}.
 */
function classForm(id: string, fields: Record<string, unknown> = {}) {
  return {
    _id: id, name: `Waves ${suffix()}`, price: 40, image: '', category: 'Physics', startDate: '2026-09-01T00:00:00.000Z',
    description: '<p>Waves and optics</p>', endDate: '2099-06-30T00:00:00.000Z', language: 'en', registerLink: '',
    introduction: '<p>Light as a wave</p>', bulletin: '<p>Quiz on Friday</p>', source: [], includeLibrary: false,
    paymentInfo: '<p>Pay by transfer</p>', autoPublish: false, autoPublishAccuracy: 80, ...fields,
  };
}

/** A class saved through the edit form; its public read is what the tests compare with. */
async function savedClass(teacher: ApiClient, fields: Record<string, unknown> = {}) {
  const form = classForm(await createClass(teacher), fields);
  success(await teacher.post('/api/teacher/updateClassIntro', form));
  return form;
}

/** GET /teacher/getClassesByTeacher ?name,language -> result.list */
async function classesOf(teacher: ApiClient, name = '', language = 'en') {
  return success(await teacher.get(`/api/teacher/getClassesByTeacher?name=${encodeURIComponent(name)}&language=${language}`)).list as { _id: string; name: string; isPublish: number }[];
}

describe('teacher class calls', () => {
  test('POST /teacher/createClassByTeacher {language} gives the id; POST /teacher/updateClassIntro {the form\'s fields} saves them', async () => {
    const { teacher } = await specTeacher();
    const sourceId = (success(await teacher.post('/api/teacher/createSource', { name: `Textbook ${suffix()}` })) as { _id: string })._id;
    const id = await createClass(teacher, 'zh');
    const form = classForm(id, { language: 'zh', source: [sourceId], includeLibrary: true, autoPublish: true });

    success(await teacher.post('/api/teacher/updateClassIntro', form));

    const { _id, source: _ids, ...fields } = form;
    const read = success(await teacher.get(`/api/public/getClassById?id=${id}`));
    expect(read).toMatchObject({ ...classShape, ...fields, _id: id, source: [{ ...source, _id: sourceId }], isPublish: 0 });
  });

  test('GET /public/getClassById ?id -> the class with its bulletin: its teacher and admins read the draft, visitors once it is published', async () => {
    const { admin, teacher, teacherUser } = await specTeacher();
    const { _id: id, source: _ids, ...fields } = await savedClass(teacher);

    expect(success(await teacher.get(`/api/public/getClassById?id=${id}`))).toMatchObject({ ...classShape, ...fields, user: { name: teacherUser.name } });
    expect(success(await admin.get(`/api/public/getClassById?id=${id}`))).toMatchObject({ _id: id, bulletin: fields.bulletin });
    expect(refusal(await gateway().get(`/api/public/getClassById?id=${id}`), 404)).toBe('Class not found');

    success(await teacher.post('/api/teacher/setPublishClass', { id, publish: 1 }));

    expect(success(await gateway().get(`/api/public/getClassById?id=${id}`))).toMatchObject({ ...classShape, ...fields, isPublish: 1 });
  });

  test('GET /teacher/getClassesByTeacher ?name,language -> result.list of the teacher\'s classes', async () => {
    const { teacher } = await specTeacher();
    const english = await savedClass(teacher);
    const chinese = await savedClass(teacher, { language: 'zh' });

    expect(eachItem(await classesOf(teacher), classShape).map((c) => c._id)).toEqual([english._id]);
    expect((await classesOf(teacher, '', 'zh')).map((c) => c._id)).toEqual([chinese._id]);
    expect(await classesOf(teacher, 'no such class')).toEqual([]);
  });

  test('POST /teacher/setPublishClass {id, publish}: the flame sets 1, then 0', async () => {
    const { teacher } = await specTeacher();
    const { _id: id } = await savedClass(teacher);

    success(await teacher.post('/api/teacher/setPublishClass', { id, publish: 1 }));
    expect((await classesOf(teacher)).find((c) => c._id === id)?.isPublish).toBe(1);
    success(await teacher.post('/api/teacher/setPublishClass', { id, publish: 0 }));
    expect((await classesOf(teacher)).find((c) => c._id === id)?.isPublish).toBe(0);
  });

  test('POST /teacher/copyClass {id} adds a copy to the list; POST /teacher/deleteClassByTeacher {id} takes a class away', async () => {
    const { teacher } = await specTeacher();
    const { _id: id, name } = await savedClass(teacher);

    success(await teacher.post('/api/teacher/copyClass', { id }));
    const copy = (await classesOf(teacher)).find((c) => c._id !== id)!;
    expect(copy.name).toContain(name);

    success(await teacher.post('/api/teacher/deleteClassByTeacher', { id }));
    expect((await classesOf(teacher)).map((c) => c._id)).toEqual([copy._id]);
    expect(refusal(await teacher.get(`/api/public/getClassById?id=${id}`), 404)).toBe('Class not found');
  });
});

describe('public and admin listing calls', () => {
  test('GET /public/getHomeClasses ?language -> result.list of {category, classes}, once the admin features a class with POST /admin/auditClass {id, isPublish, orderIndex}', async () => {
    const { admin, teacher } = await specTeacher();
    const category = `Optics ${suffix()}`;
    const { _id: id, name } = await savedClass(teacher, { category });
    success(await teacher.post('/api/teacher/setPublishClass', { id, publish: 1 }));

    success(await admin.post('/api/admin/auditClass', { id, isPublish: 2, orderIndex: 3 }));

    const groups = success(await gateway().get('/api/public/getHomeClasses?language=en')).list as { category: string; classes: unknown[] }[];
    eachItem(groups, { category: text, classes: expect.any(Array) });
    expect(groups.find((g) => g.category === category)?.classes).toEqual([expect.objectContaining({ ...homeClass, _id: id, name })]);
    const audit = success(await admin.get('/api/admin/getAuditClasses?language=en')).list as { _id: string }[];
    expect(eachItem(audit, auditRow).find((row) => row._id === id)).toMatchObject({ isPublish: 2, orderIndex: 3, category });
  });

  test('POST /admin/setHomeDetail {introduction}; GET /public/getHomeDetail -> result.introduction', async () => {
    const { api: admin } = await signInAdmin();
    const introduction = `<p>Welcome ${suffix()}</p>`;

    success(await admin.post('/api/admin/setHomeDetail', { introduction }));

    expect(success(await gateway().get('/api/public/getHomeDetail'))).toMatchObject({ introduction });
  });
});

describe('roster calls (Add Students to class)', () => {
  /** A teacher's class and a student account to add to it. */
  async function classAndStudent(): Promise<{ teacher: ApiClient; teacherUser: MadeUser; form: ReturnType<typeof classForm>; student: MadeUser }> {
    const { admin, teacher, teacherUser } = await specTeacher();
    const form = await savedClass(teacher);
    return { teacher, teacherUser, form, student: await createUser('Student', admin) };
  }

  /** POST /teacher/addStudentToClass; catalog learns of a new account through an event, so a first try may be early. */
  async function addToClass(teacher: ApiClient, entry: { student: object; classInfo: object }) {
    let last;
    await eventually(async () => (last = await teacher.post('/api/teacher/addStudentToClass', entry)).body.code === 200, 'the student added');
    return success(last!);
  }

  test('POST /teacher/getUserByEmail {email} -> the student found', async () => {
    const { teacher, student } = await classAndStudent();

    expect(success(await teacher.post('/api/teacher/getUserByEmail', { email: student.email }))).toMatchObject({ ...pickedUser, _id: student._id, email: student.email, role: 'Student' });
  });

  test('POST /teacher/addStudentToClass {student{name,email,ID}, classInfo{name,teacher,image,price,classID}}; POST /teacher/studentList {classID} -> result.list of class student entries', async () => {
    const { teacher, teacherUser, form, student } = await classAndStudent();
    const found = success(await teacher.post('/api/teacher/getUserByEmail', { email: student.email })) as { _id: string; name: string; email: string };
    const entry = {
      student: { name: found.name, email: found.email, ID: found._id },
      classInfo: { name: form.name, teacher: teacherUser._id, image: form.image, price: form.price, classID: form._id },
    };

    await addToClass(teacher, entry);

    const list = success(await teacher.post('/api/teacher/studentList', { classID: form._id })).list;
    expect(eachItem(list, classStudentEntry)).toEqual([expect.objectContaining({ student: entry.student, classInfo: entry.classInfo })]);
  });

  test('POST /teacher/removeStudentFromClass {studentID, classID} takes the student off the list', async () => {
    const { teacher, teacherUser, form, student } = await classAndStudent();
    const classInfo = { name: form.name, teacher: teacherUser._id, image: form.image, price: form.price, classID: form._id };
    await addToClass(teacher, { student: { name: student.name, email: student.email, ID: student._id }, classInfo });

    success(await teacher.post('/api/teacher/removeStudentFromClass', { studentID: student._id, classID: form._id }));

    expect(success(await teacher.post('/api/teacher/studentList', { classID: form._id })).list).toEqual([]);
  });
});

describe('files', () => {
  // The smallest PNG: one transparent pixel.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

  test('POST /file/upload multipart {file} -> result.path, the file served under /uploads/', async () => {
    const { user } = await signIn((await createUser('Teacher')).email, PASSWORD);
    const form = new FormData();
    form.append('file', new Blob([PNG]), 'pixel.png');

    const res = await fetch(new URL('/api/file/upload', inject('baseUrl')), { method: 'POST', body: form, headers: { authorization: `Bearer ${user.token}` } });
    const { path } = success({ status: res.status, body: (await res.json()) as { code: number; msg: string; result: { path: string } }, headers: res.headers });

    expect(path).toMatch(/^\/uploads\//);
    const served = await fetch(new URL(path, inject('baseUrl')));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });
});
