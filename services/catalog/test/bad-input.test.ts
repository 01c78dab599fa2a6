import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
let teacher: TestUser;
let cls: { _id: string };
let student: TestUser;
beforeAll(async () => {
  h = await startCatalogHarness();
  teacher = await h.teacher();
  cls = await h.klass(teacher);
  student = await h.user('Student');
  await teacher.client.post('/api/teacher/addStudentToClass', { student: { _id: student.id }, classInfo: { classID: cls._id } });
});
afterAll(async () => {
  await h?.close();
});

const injection = { $ne: null };

/** Everything a teacher and the public can read about the test class, to show a refusal changed nothing. */
async function snapshot() {
  return {
    cls: (await teacher.client.get(`/api/teacher/getClassById?id=${cls._id}`)).body.result,
    list: (await teacher.client.get('/api/teacher/getClassesByTeacher')).body.result.list,
    roster: (await teacher.client.post('/api/teacher/studentList', { classID: cls._id })).body.result.list,
    audit: (await h.admin.get('/api/admin/getAuditClasses')).body.result.list,
  };
}

describe('bad input is a clear 4xx and changes nothing', () => {
  test('operator objects, arrays and non-uuid strings as ids', async () => {
    const before = await snapshot();
    const calls: [string, Record<string, unknown>][] = [];
    for (const bad of [injection, ['x'], 'not-a-uuid', `${cls._id}' OR '1'='1`, 42, null]) {
      calls.push(
        ['/api/teacher/deleteClassByTeacher', { id: bad }],
        ['/api/teacher/copyClass', { id: bad }],
        ['/api/teacher/setPublishClass', { id: bad, publish: 1 }],
        ['/api/teacher/updateClassIntro', { _id: bad, name: 'x' }],
        ['/api/teacher/studentList', { classID: bad }],
        ['/api/teacher/removeStudentFromClass', { studentID: bad, classID: cls._id }],
        ['/api/teacher/removeStudentFromClass', { studentID: student.id, classID: bad }],
        ['/api/teacher/addStudentToClass', { student: { _id: bad }, classInfo: { classID: cls._id } }],
        ['/api/teacher/addStudentToClass', { student: { _id: student.id }, classInfo: { classID: bad } }],
        ['/api/admin/auditClass', { id: bad, isPublish: 2 }],
      );
    }
    for (const [path, body] of calls) {
      const client = path.startsWith('/api/admin') ? h.admin : teacher.client;
      const res = await client.post(path, body);
      expect({ path, body, status: res.status, code: res.body.code, result: res.body.result }).toEqual({ path, body, status: 400, code: 400, result: null });
      expect(res.body.msg).toMatch(/^The (class|student) id \(.+\) (is not a valid id|is required)\.$/);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('ids in the query string: injection-like, repeated or malformed', async () => {
    for (const query of ['id[$ne]=1', `id=${cls._id}&id=${cls._id}`, 'id=abc', 'id=']) {
      for (const path of ['/api/teacher/getClassById', '/api/public/getClassById']) {
        const res = await teacher.client.get(`${path}?${query}`);
        expect({ path, query, status: res.status, result: res.body.result }).toEqual({ path, query, status: 400, result: null });
      }
    }
    expect((await teacher.client.get('/api/teacher/getClassesByTeacher?name=a&name=b')).body).toEqual({ code: 400, msg: 'The search must be text.', result: null });
  });

  test('strings, NaN-like and huge values for prices, names and rich text', async () => {
    const before = await snapshot();
    const bodies = [
      { price: '10' }, { monthlyPrice: 'free' }, { yearlyPrice: [] }, { price: 1e12 }, { price: { $gt: 0 } },
      { name: 'n'.repeat(10_000) }, { name: 12 }, { category: 'c'.repeat(51) }, { introduction: 'x'.repeat(100_001) },
      { autoPublishAccuracy: '80' }, { autoPublishAccuracy: 50.5 }, { startDate: 1700000000000 }, { endDate: '2026-13-45' },
      { language: ['en'] }, { source: 'a,b' }, { source: Array.from({ length: 51 }, () => crypto.randomUUID()) },
    ];
    for (const fields of bodies) {
      const res = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, ...fields });
      expect({ fields: Object.keys(fields), status: res.status, code: res.body.code }).toEqual({ fields: Object.keys(fields), status: 400, code: 400 });
      expect(res.body.msg.length).toBeGreaterThan(10);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a body that is not JSON, or too large, is refused before anything runs', async () => {
    const broken = await teacher.client.post('/api/teacher/createClassByTeacher', '{"language": "en",', { 'content-type': 'application/json' });
    expect(broken.body).toEqual({ code: 400, msg: 'The request body is not valid JSON.', result: null });
    const huge = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, description: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.body).toEqual({ code: 413, msg: 'The request body is too large.', result: null });
    const notAnObject = await teacher.client.post('/api/teacher/createClassByTeacher', '"en"', { 'content-type': 'application/json' });
    expect(notAnObject.status).toBe(400);
    expect((await teacher.client.get('/api/teacher/getClassesByTeacher')).body.result.list).toHaveLength(1);
  });

  test('a NUL character in a search or a field is a 400 that says so, and changes nothing', async () => {
    const before = await snapshot();
    const searched = await teacher.client.get('/api/teacher/getClassesByTeacher?name=%00');
    const saved = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, name: 'Mechanics\u0000' });
    const audited = await h.admin.get('/api/admin/getAuditClasses?language=en%00');

    for (const res of [searched, saved, audited]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg: expect.stringMatching(/NUL character/), result: null });
    }
    expect(await snapshot()).toEqual(before);
  });

  test('publish values and languages out of range', async () => {
    for (const publish of ['1', -1, 0.5, null, true]) {
      const res = await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish });
      expect({ publish, body: res.body }).toEqual({ publish, body: { code: 400, msg: 'Publish must be 0 or 1.', result: null } });
    }
    expect((await teacher.client.post('/api/teacher/createClassByTeacher', { language: 'de' })).body).toEqual({ code: 400, msg: 'The language must be en or zh.', result: null });
    expect((await h.admin.get('/api/admin/getAuditClasses?language=de')).status).toBe(400);
  });
});
