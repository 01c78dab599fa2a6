import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { internalSourceList, sourcePage, teacherSource, teacherSourcePage } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, createIsolation, startTokenIssuer, type ApiClient, type TokenIssuer } from '@tp/test-kit';
import { startQuestionBank } from '../src/main';
import { expectShape } from '@tp/test-kit/answer-checks';

const iso = createIsolation();
let issuer: TokenIssuer;
let service: Awaited<ReturnType<typeof startQuestionBank>>;
let teacher: ApiClient;
let otherTeacher: ApiClient;
let admin: ApiClient;
let student: ApiClient;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  service = await startQuestionBank({ ...iso.envFor('question-bank'), PORT: '0', JWKS_URL: issuer.jwksUrl });
  const client = async (role: 'Teacher' | 'Student', isAdmin = false) => apiClient(service.url, await issuer.tokenFor({ id: randomUUID(), role, isAdmin, name: `${role} ${isAdmin ? 'admin' : ''}` }));
  [teacher, otherTeacher, admin, student] = await Promise.all([client('Teacher'), client('Teacher'), client('Teacher', true), client('Student')]);
});

afterAll(async () => {
  await service?.stop();
  await issuer?.close();
  await iso.cleanup();
});

/** A name no other test uses, with a shared tag so a keyword finds exactly this test's sources. */
const uniqueName = (label: string, tag = randomUUID().slice(0, 8)) => `${label} ${tag}`;

async function create(client: ApiClient, name: string) {
  const res = await client.post('/api/teacher/createSource', { name });
  expect(res.body).toMatchObject({ code: 200, msg: 'Add success' });
  return res.body.result as { _id: string; name: string };
}

async function search(client: ApiClient, keyword: string, query = '', path = '/api/teacher/getSourceList') {
  const res = await client.get(`${path}?keyword=${encodeURIComponent(keyword)}${query}`);
  expect(res.body.code).toBe(200);
  return res.body.result as { list: { _id: string; name: string }[]; total: number };
}

describe('teacher source list', () => {
  test('a teacher creates a source (trimmed) and every teacher sees it, with its creator', async () => {
    const name = uniqueName('OpenStax Physics');

    const created = await create(teacher, `  ${name}  `);

    expect(created).toMatchObject({ name });
    const listed = await search(otherTeacher, name);
    expect(listed).toEqual({ total: 1, list: [{ _id: created._id, name, creator: { _id: expect.any(String), name: expect.any(String) } }] });
  });

  test('names are unique whatever their case: a second one is a 409 and nothing is added', async () => {
    const name = uniqueName('AP Calculus');
    await create(teacher, name);

    const res = await otherTeacher.post('/api/teacher/createSource', { name: `  ${name.toUpperCase()} ` });

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, msg: 'Source already exists', result: null });
    expect((await search(teacher, name)).total).toBe(1);
  });

  test('pages hold 10 by default, ordered by name; pageSize and later pages work; the total counts all matches', async () => {
    const tag = randomUUID().slice(0, 8);
    const names = Array.from({ length: 13 }, (_, i) => `${tag} worksheet ${String.fromCharCode(109 - i)}`); // m, l, k, ... a
    for (const name of names) await create(teacher, name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b));

    const first = await search(teacher, tag);
    const second = await search(teacher, tag, '&page=2');
    const small = await search(teacher, tag, '&page=3&pageSize=5');

    expect(first.total).toBe(13);
    expect(first.list.map((s) => s.name)).toEqual(sorted.slice(0, 10));
    expect(second.list.map((s) => s.name)).toEqual(sorted.slice(10));
    expect(small.list.map((s) => s.name)).toEqual(sorted.slice(10, 13));
    expect((await search(teacher, tag, '&page=9')).list).toEqual([]);
  });

  test('the keyword matches any part of the name, whatever the case, and % or _ only literally', async () => {
    const tag = randomUUID().slice(0, 8);
    const physics = await create(teacher, `Physics ${tag} 100% real`);
    await create(teacher, `Maths ${tag} past papers`);

    expect((await search(teacher, `PHYSICS ${tag}`)).list).toEqual([expect.objectContaining({ _id: physics._id })]);
    expect((await search(teacher, `${tag} 100%`)).total).toBe(1);
    expect((await search(teacher, `${tag}_`)).total).toBe(0);
    expect((await search(teacher, tag)).total).toBe(2);
  });
});

describe('changing a source', () => {
  test('the creator renames it ("Successfully saved") and deletes it ("Delete success")', async () => {
    const source = await create(teacher, uniqueName('Old name'));
    const newName = uniqueName('New name');

    const renamed = await teacher.post('/api/teacher/updateSource', { id: source._id, name: newName });
    expect(renamed.body).toMatchObject({ code: 200, msg: 'Successfully saved', result: { _id: source._id, name: newName } });
    expect((await search(teacher, newName)).list).toMatchObject([{ _id: source._id, name: newName }]);

    const deleted = await teacher.post('/api/teacher/deleteSource', { id: source._id });
    expect(deleted.body).toMatchObject({ code: 200, msg: 'Delete success' });
    expect((await search(teacher, newName)).total).toBe(0);
    expect((await teacher.post('/api/teacher/deleteSource', { id: source._id })).body).toEqual({ code: 404, msg: 'Source not found', result: null });
  });

  test('another teacher gets 403 and nothing changes; an administrator may rename and delete', async () => {
    const name = uniqueName('Owned');
    const source = await create(teacher, name);
    const forbidden = { code: 403, msg: 'Only the teacher who created this source or an administrator can change it.', result: null };

    expect((await otherTeacher.post('/api/teacher/updateSource', { id: source._id, name: uniqueName('Hijacked') })).body).toEqual(forbidden);
    expect((await otherTeacher.post('/api/teacher/deleteSource', { id: source._id })).body).toEqual(forbidden);
    expect((await search(teacher, name)).list).toMatchObject([{ _id: source._id, name }]);

    const adminName = uniqueName('Renamed by admin');
    expect((await admin.post('/api/teacher/updateSource', { id: source._id, name: adminName })).body.code).toBe(200);
    expect((await admin.post('/api/teacher/deleteSource', { id: source._id })).body.code).toBe(200);
    expect((await search(teacher, adminName)).total).toBe(0);
  });

  test('renaming to another source\'s name is a 409; changing only the case of its own name is fine', async () => {
    const taken = await create(teacher, uniqueName('Taken'));
    const source = await create(teacher, uniqueName('Mine'));

    expect((await teacher.post('/api/teacher/updateSource', { id: source._id, name: taken.name.toLowerCase() })).body).toEqual({ code: 409, msg: 'Source already exists', result: null });
    expect((await teacher.post('/api/teacher/updateSource', { id: source._id, name: source.name.toUpperCase() })).body).toMatchObject({ code: 200, result: { name: source.name.toUpperCase() } });
  });
});

describe('who may use the source calls', () => {
  test('students cannot use the teacher calls; any signed-in user reads the list through getUserSource', async () => {
    const tag = randomUUID().slice(0, 8);
    const source = await create(teacher, `Picker ${tag}`);

    expect((await student.post('/api/teacher/createSource', { name: uniqueName('By a student') })).body).toEqual({ code: 403, msg: 'This needs the Teacher role.', result: null });
    expect((await student.get('/api/teacher/getSourceList')).status).toBe(403);
    expect(await search(student, tag, '', '/api/user/getUserSource')).toEqual({ total: 1, list: [{ _id: source._id, name: source.name }] });
    expect((await apiClient(service.url).get('/api/user/getUserSource')).body).toMatchObject({ code: 401, result: null });
  });

  test('getUserSource pages by 10 by default', async () => {
    const tag = randomUUID().slice(0, 8);
    for (let i = 0; i < 11; i++) await create(teacher, `${tag} picker ${String(i).padStart(2, '0')}`);
    const page = await search(student, tag, '', '/api/user/getUserSource');
    expect(page.total).toBe(11);
    expect(page.list).toHaveLength(10);
  });
});

describe('bad input', () => {
  test('a missing, blank, too long or non-text name, or a bad id, is a 400 and nothing is written', async () => {
    const before = (await search(teacher, '')).total;
    const cases: [string, unknown, string][] = [
      ['/api/teacher/createSource', {}, 'Please input the source name.'],
      ['/api/teacher/createSource', { name: '   ' }, 'Please input the source name.'],
      ['/api/teacher/createSource', { name: { $ne: null } }, 'Please input the source name.'],
      ['/api/teacher/createSource', { name: 'x'.repeat(201) }, 'The source name must be at most 200 characters.'],
      ['/api/teacher/updateSource', { id: 'abc', name: 'Fine' }, 'The source id (id) is not a valid id.'],
      ['/api/teacher/updateSource', { name: 'Fine' }, 'The source id (id) is required.'],
      ['/api/teacher/deleteSource', { id: { $ne: null } }, 'The source id (id) is not a valid id.'],
    ];
    for (const [path, body, msg] of cases) {
      const res = await teacher.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toEqual({ code: 400, msg, result: null });
    }
    expect((await search(teacher, '')).total).toBe(before);
  });

  test('a NUL character in a name or a keyword is a 400 that says so, and nothing is written', async () => {
    const before = (await search(teacher, '')).total;
    const created = await teacher.post('/api/teacher/createSource', { name: 'Open\u0000Stax' });
    const listed = await teacher.get('/api/teacher/getSourceList?keyword=%00');
    const userListed = await student.get('/api/user/getUserSource?keyword=a%00');

    for (const res of [created, listed, userListed]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg: expect.stringMatching(/NUL character/), result: null });
    }
    expect((await search(teacher, '')).total).toBe(before);
  });

  test('a 200-character name is accepted', async () => {
    const name = `${randomUUID()}${'y'.repeat(164)}`;
    expect(name).toHaveLength(200);
    expect((await create(teacher, name)).name).toBe(name);
  });

  test('bad paging is a 400', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=101', 'pageSize=0', 'page=1.5', 'keyword=a&keyword=b']) {
      const res = await teacher.get(`/api/teacher/getSourceList?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: 400, result: null });
    }
  });
});

describe('internal lookup', () => {
  /** Catalog's calls, with the service token its kit signs. */
  const asCatalog = async () => apiClient(service.url, await new InternalCredentials(iso.internalSecret, 'catalog').tokenFor('question-bank'));

  test('without a service token for question-bank it is refused with 401', async () => {
    const a = await create(teacher, uniqueName('Lookup secret'));
    const forBilling = await new InternalCredentials(iso.internalSecret, 'catalog').tokenFor('billing');

    for (const client of [apiClient(service.url), apiClient(service.url, forBilling), teacher]) {
      expect((await client.get(`/internal/sources?ids=${a._id}`)).body).toMatchObject({ code: 401, result: null });
    }
  });

  test('returns the named sources in the order asked, leaving out unknown and malformed ids', async () => {
    const a = await create(teacher, uniqueName('Lookup A'));
    const b = await create(teacher, uniqueName('Lookup B'));
    const internal = await asCatalog();

    const res = await internal.get(`/internal/sources?ids=${b._id},${randomUUID()},not-an-id,${a._id.toUpperCase()},${b._id}`);

    expect(res.body).toEqual({ code: 200, msg: 'success', result: [{ _id: b._id, name: b.name }, { _id: a._id, name: a.name }] });
    expect((await internal.get('/internal/sources')).body.result).toEqual([]);
    expect((await internal.get('/internal/sources?ids=')).body.result).toEqual([]);
  });

  test('more than 100 ids at once is a 400', async () => {
    const internal = await asCatalog();
    const ids = Array.from({ length: 101 }, () => randomUUID()).join(',');
    const res = await internal.get(`/internal/sources?ids=${ids}`);
    expect(res.body).toEqual({ code: 400, msg: 'At most 100 source ids can be looked up at once.', result: null });
    const hundred = Array.from({ length: 100 }, () => randomUUID()).join(',');
    expect((await internal.get(`/internal/sources?ids=${hundred}`)).body).toMatchObject({ code: 200, result: [] });
  });
});

describe('answers in the shapes of their contracts schemas', () => {
  test('the source picker\'s calls, the student\'s list and catalog\'s lookup', async () => {
    const tag = randomUUID().slice(0, 8);
    const created = await teacher.post('/api/teacher/createSource', { name: uniqueName('Shape', tag) });
    const internal = apiClient(service.url, await new InternalCredentials(iso.internalSecret, 'catalog').tokenFor('question-bank'));

    expectShape(teacherSource, created);
    expectShape(teacherSource, await teacher.post('/api/teacher/updateSource', { id: created.body.result._id, name: uniqueName('Shaped', tag) }));
    expectShape(teacherSourcePage, await teacher.get(`/api/teacher/getSourceList?keyword=${tag}`));
    expectShape(sourcePage, await student.get(`/api/user/getUserSource?keyword=${tag}`));
    expectShape(internalSourceList, await internal.get(`/internal/sources?ids=${created.body.result._id}`));
  });
});
