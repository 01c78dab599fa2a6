import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

async function classOf(teacher: TestUser, id: string) {
  return (await teacher.client.get(`/api/teacher/getClassById?id=${id}`)).body.result;
}

async function listOf(teacher: TestUser, query = '') {
  const res = await teacher.client.get(`/api/teacher/getClassesByTeacher${query}`);
  expect(res.body.code).toBe(200);
  return res.body.result.list as { _id: string; name: string }[];
}

describe('creating and editing a class', () => {
  test('a new class is empty, unpublished, owned by the caller, and listed in its language', async () => {
    const teacher = await h.teacher();

    const res = await teacher.client.post('/api/teacher/createClassByTeacher', { language: 'zh' });

    expect(res.body).toMatchObject({ code: 200, result: { name: '', isPublish: 0, language: 'zh', source: [], homeworkList: [], user: { _id: teacher.id, name: teacher.name }, price: null } });
    const id = res.body.result._id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await classOf(teacher, id)).toMatchObject({ _id: id, language: 'zh' });
    expect((await listOf(teacher, '?language=zh')).map((c) => c._id)).toEqual([id]);
    expect(await listOf(teacher)).toEqual([]);
  });

  test('the Edit Class form saves every field, with the sources named by question-bank', async () => {
    const teacher = await h.teacher();
    const [s1, s2] = [h.questionBank.addSource('OpenStax'), h.questionBank.addSource('Worksheets')];
    const { _id } = (await teacher.client.post('/api/teacher/createClassByTeacher', { language: 'en' })).body.result;
    const form = {
      _id, name: 'Algebra II', price: 39, monthlyPrice: 39, yearlyPrice: 390.5, image: '/uploads/2026/11/0b6c7c1e-4b8e-4c39-9a51-3f2f0d6f3a11.png',
      category: 'Math', startDate: '2026-09-01', endDate: '2027-06-30T00:00:00.000Z', language: 'en',
      registerLink: 'https://example.test/register', introduction: '<p>Polynomials <span class="ql-formula" data-value="x^2">\\(x^2\\)</span></p>',
      description: '<h2>Weekly quiz</h2>', bulletin: '<p><strong>Quiz moved</strong></p>', paymentInfo: '<p>Bank transfer</p>',
      source: [s1._id, s2._id], includeLibrary: true, autoPublish: true, autoPublishAccuracy: 80,
    };

    const res = await teacher.client.post('/api/teacher/updateClassIntro', form);

    expect(res.body).toMatchObject({ code: 200, msg: 'Successfully saved' });
    const expected = { ...form, startDate: '2026-09-01T00:00:00.000Z', source: [s1, s2], isPublish: 0 };
    expect(res.body.result).toMatchObject(expected);
    expect(await classOf(teacher, _id)).toMatchObject(expected);
  });

  test('fields left out keep their values; a source id question-bank does not know is left out', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { bulletin: '<p>keep me</p>' });
    const known = h.questionBank.addSource();

    const res = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, name: 'Renamed', source: [known._id, randomUUID()] });

    expect(res.body.result).toMatchObject({ name: 'Renamed', bulletin: '<p>keep me</p>', category: 'Physics', monthlyPrice: 49, source: [known] });
  });

  test('rich text is sanitised on the server: scripts, event handlers and javascript: links are removed', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const dirty = '<p>Hi<script>alert(1)</script><img src="/uploads/2026/11/0b6c7c1e-4b8e-4c39-9a51-3f2f0d6f3a11.png" onerror="alert(2)"></p>'
      + '<a href="javascript:alert(3)">x</a><iframe src="https://evil.test"></iframe><img src="http://evil.test/t.png">';

    await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, introduction: dirty, description: dirty, bulletin: dirty, paymentInfo: dirty });

    const saved = await classOf(teacher, cls._id);
    const clean = '<p>Hi<img src="/uploads/2026/11/0b6c7c1e-4b8e-4c39-9a51-3f2f0d6f3a11.png" /></p><a>x</a>';
    expect([saved.introduction, saved.description, saved.bulletin, saved.paymentInfo]).toEqual([clean, clean, clean, clean]);
  });

  test('invalid fields are refused with a sentence and change nothing', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { startDate: '2026-09-01T00:00:00.000Z', endDate: '2027-06-30T00:00:00.000Z' });
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, 'The price cannot be negative.'],
      [{ monthlyPrice: '49' }, 'The monthly price must be a number.'],
      [{ yearlyPrice: 10.555 }, 'The yearly price can have at most two decimals.'],
      [{ autoPublishAccuracy: 101 }, 'Auto Publish Accuracy must be a whole number from 0 to 100.'],
      [{ startDate: 'next monday' }, 'The start date must be a date like 2026-09-01.'],
      [{ endDate: '2026-08-01' }, 'The end date cannot be before the start date.'],
      [{ language: 'fr' }, 'The language must be en or zh.'],
      [{ name: 'x'.repeat(201) }, 'The class name must be at most 200 characters.'],
      [{ image: 'javascript:alert(1)' }, 'The image must be an uploaded file (/uploads/...) or an https address.'],
      [{ registerLink: 'ftp://example.test' }, 'The register link must be an http or https address.'],
      [{ source: ['not-an-id'] }, 'Each source must be a source id.'],
      [{ includeLibrary: 'yes' }, 'Include library must be true or false.'],
    ];
    for (const [fields, msg] of cases) {
      const res = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, name: 'Changed', ...fields });
      expect({ fields, status: res.status, body: res.body }).toEqual({ fields, status: 400, body: { code: 400, msg, result: null } });
    }
    expect(await classOf(teacher, cls._id)).toEqual(cls);
  });

  test('when question-bank cannot be reached, new sources are refused with 503 and nothing is saved', async () => {
    const teacher = await h.teacher();
    const picked = h.questionBank.addSource();
    const cls = await h.klass(teacher, { source: [picked._id] });
    h.questionBank.setDown(true);
    try {
      const res = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, name: 'Not saved', source: [picked._id, h.questionBank.addSource()._id] });
      expect(res.body).toEqual({ code: 503, msg: 'The source list cannot be checked right now, so the class was not saved. Please try again in a moment.', result: null });
      expect(await classOf(teacher, cls._id)).toEqual(cls);

      const unchangedSources = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, name: 'Saved', source: [picked._id] });
      expect(unchangedSources.body.result).toMatchObject({ name: 'Saved', source: [picked] });
    } finally {
      h.questionBank.setDown(false);
    }
  });
});

describe('the teacher\'s class list', () => {
  test('filters by language and searches names, treating % and _ literally', async () => {
    const teacher = await h.teacher();
    const algebra = await h.klass(teacher, { name: 'Algebra 100%' });
    const calculus = await h.klass(teacher, { name: 'AP Calculus' });
    const zh = await h.klass(teacher, { name: '代数 Algebra', language: 'zh' });

    expect((await listOf(teacher, '?language=en')).map((c) => c._id).sort()).toEqual([algebra._id, calculus._id].sort());
    expect((await listOf(teacher, '?name=algebra')).map((c) => c._id)).toEqual([algebra._id]);
    expect((await listOf(teacher, '?name=100%25')).map((c) => c._id)).toEqual([algebra._id]);
    expect(await listOf(teacher, '?name=A_')).toEqual([]);
    expect((await listOf(teacher, `?name=${encodeURIComponent('代数')}&language=zh`)).map((c) => c._id)).toEqual([zh._id]);
    expect((await teacher.client.get('/api/teacher/getClassesByTeacher?language=de')).body).toEqual({ code: 400, msg: 'The language must be en or zh.', result: null });
  });

  test('lists only the caller\'s classes', async () => {
    const [mine, theirs] = [await h.teacher(), await h.teacher()];
    const own = await h.klass(mine);
    await h.klass(theirs);

    expect((await listOf(mine)).map((c) => c._id)).toEqual([own._id]);
  });
});

describe('copy, delete and publish', () => {
  test('a copy has the fields of the original, a (copy) name, and is unpublished', async () => {
    const teacher = await h.teacher();
    const original = await h.klass(teacher, { bulletin: '<p>b</p>', source: [h.questionBank.addSource()._id] });
    await teacher.client.post('/api/teacher/setPublishClass', { id: original._id, publish: 1 });

    const res = await teacher.client.post('/api/teacher/copyClass', { id: original._id });

    const copy = res.body.result;
    expect(copy._id).not.toBe(original._id);
    const { _id: _originalId, name, isPublish: _isPublish, createdAt: _createdAt, updatedAt: _updatedAt, ...same } = original;
    expect(copy).toMatchObject({ ...same, name: `${name} (copy)`, isPublish: 0 });
    expect((await listOf(teacher)).map((c) => c._id).sort()).toEqual([original._id, copy._id].sort());
  });

  test('a deleted class is gone from the list and cannot be read', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);

    const res = await teacher.client.post('/api/teacher/deleteClassByTeacher', { id: cls._id });

    expect(res.body).toMatchObject({ code: 200, msg: 'Delete success' });
    expect(await listOf(teacher)).toEqual([]);
    expect((await teacher.client.get(`/api/teacher/getClassById?id=${cls._id}`)).body).toEqual({ code: 404, msg: 'Class not found', result: null });
    expect((await teacher.client.post('/api/teacher/deleteClassByTeacher', { id: cls._id })).status).toBe(404);
  });

  test('the flame sets publish to 1 or 0; a teacher cannot set 2', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);

    expect((await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 1 })).body.result.isPublish).toBe(1);
    const featured = await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 2 });
    expect(featured.body).toEqual({ code: 403, msg: 'Only an administrator can feature a class; a teacher can set publish to 0 or 1.', result: null });
    expect((await classOf(teacher, cls._id)).isPublish).toBe(1);
    expect((await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 0 })).body.result.isPublish).toBe(0);
    expect((await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 3 })).body).toEqual({ code: 400, msg: 'Publish must be 0 or 1.', result: null });
    expect((await classOf(teacher, cls._id)).isPublish).toBe(0);
  });
});

describe('who may do what', () => {
  test('a teacher cannot read, edit, delete, copy or publish another teacher\'s class, and nothing changes', async () => {
    const [owner, intruder] = [await h.teacher(), await h.teacher()];
    const cls = await h.klass(owner);
    const refused = { code: 403, msg: 'This class belongs to another teacher.', result: null };

    expect((await intruder.client.get(`/api/teacher/getClassById?id=${cls._id}`)).body).toEqual(refused);
    expect((await intruder.client.post('/api/teacher/updateClassIntro', { _id: cls._id, name: 'Hijacked' })).body).toEqual(refused);
    expect((await intruder.client.post('/api/teacher/deleteClassByTeacher', { id: cls._id })).body).toEqual(refused);
    expect((await intruder.client.post('/api/teacher/copyClass', { id: cls._id })).body).toEqual(refused);
    expect((await intruder.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 1 })).body).toEqual(refused);
    expect(await listOf(intruder)).toEqual([]);
    expect(await classOf(owner, cls._id)).toEqual(cls);
  });

  test('without a token the teacher calls are 401; a student or parent gets 403', async () => {
    expect((await h.anonymous.get('/api/teacher/getClassesByTeacher')).status).toBe(401);
    expect((await h.anonymous.post('/api/teacher/createClassByTeacher', { language: 'en' })).body).toEqual({ code: 401, msg: 'Please sign in.', result: null });
    const student = await h.user('Student', {}, false);
    const parent = await h.user('Parent', {}, false);
    expect((await student.client.post('/api/teacher/createClassByTeacher', { language: 'en' })).body).toEqual({ code: 403, msg: 'This needs the Teacher role.', result: null });
    expect((await parent.client.get('/api/teacher/getClassesByTeacher')).status).toBe(403);
  });
});
