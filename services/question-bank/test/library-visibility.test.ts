import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { questionPage } from '@tp/contracts';
import { createQuestion, saveQuestion } from './questions-support';
import { ok } from '@tp/test-kit/answer-checks';
import { unique } from '@tp/test-kit/test-users';
import { buildLibrary, librariesOf, startLibraryWorld, type Caller, type LibraryWorld } from './library-world';

let world: LibraryWorld;
let admin: Caller;

beforeAll(async () => {
  world = await startLibraryWorld();
  admin = await world.signIn('Teacher', { isAdmin: true });
});
afterAll(async () => {
  await world?.stop();
});

async function boundLibrary(teacher: Caller, chapters: Record<string, string[]> = { Kinematics: ['Projectiles'] }) {
  const lib = await buildLibrary(admin, chapters);
  await ok(admin.post('/api/admin/bindTeacherToLibrary', { teacherId: teacher.id, libraryId: lib._id }));
  return lib;
}

describe('getLibrary: who sees which libraries', () => {
  test('administrators see every library; a teacher only those bound to them, with every chapter and section', async () => {
    const [teacher, other] = await Promise.all([world.signIn('Teacher'), world.signIn('Teacher')]);
    const mine = await boundLibrary(teacher);
    const theirs = await boundLibrary(other);
    const unbound = await buildLibrary(admin);

    const adminIds = (await librariesOf(admin)).map((l) => l._id);
    expect(adminIds).toEqual(expect.arrayContaining([mine._id, theirs._id, unbound._id]));
    expect(await librariesOf(teacher)).toEqual([
      { _id: mine._id, name: mine.name, expired: false, teacher: [{ _id: teacher.id, name: teacher.name }],
        chapter: [{ _id: mine.chapters.Kinematics._id, name: 'Kinematics', section: [{ _id: mine.chapters.Kinematics.sections.Projectiles, name: 'Projectiles' }] }] },
    ]);
  });

  test('a student sees the libraries of the teachers catalog names for them (classes that include the library), expired ones left out', async () => {
    const [t1, t2, t3] = await Promise.all([world.signIn('Teacher'), world.signIn('Teacher'), world.signIn('Teacher')]);
    const student = await world.signIn('Student');
    const first = await boundLibrary(t1);
    const expired = await boundLibrary(t1);
    const second = await boundLibrary(t2);
    await boundLibrary(t3);
    // No call marks a library expired yet; the flag is set as a later admin tool would.
    await world.sql('UPDATE libraries SET expired = true WHERE id = $1', [expired._id]);
    world.catalog.setTeachersOf(student.id, [t1.id, t2.id]);

    const seen = await librariesOf(student);

    expect(seen.map((l) => l._id)).toEqual([first._id, second._id]);
    expect(seen[0].chapter[0].section).toHaveLength(1);
    expect((await librariesOf(t1)).map((l) => l._id)).toEqual([first._id, expired._id]); // teachers still see an expired one
  });

  test('a student catalog names no teacher for, and a parent, see no library', async () => {
    const [student, parent] = await Promise.all([world.signIn('Student'), world.signIn('Parent')]);
    await buildLibrary(admin);
    expect(await librariesOf(student)).toEqual([]);
    expect(await librariesOf(parent)).toEqual([]);
  });

  test('when catalog cannot answer, a student gets a 503 that says so; others are not affected', async () => {
    const student = await world.signIn('Student');
    world.catalog.setDown(true);
    try {
      const res = await student.get('/api/user/getLibrary');
      expect(res.status).toBe(503);
      expect(res.body.msg).toBe('Your classes cannot be checked right now, so the library list cannot be shown. Please try again in a moment.');
      expect((await admin.get('/api/user/getLibrary')).status).toBe(200);
    } finally {
      world.catalog.setDown(false);
    }
  });

  test('without a token getLibrary is a 401', async () => {
    expect((await world.anonymous.get('/api/user/getLibrary')).body).toMatchObject({ code: 401, result: null });
  });
});

describe('getQuestionByLibrary', () => {
  async function fileQuestion(teacher: Caller, fields: Record<string, unknown>) {
    return saveQuestion(teacher, await createQuestion(teacher), { name: unique('Question'), correctAnswer: 'A', ...fields });
  }
  async function page(client: Caller, path: string, query: Record<string, string | number>) {
    const res = await client.get(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);
    expect(res.body.code, res.body.msg).toBe(200);
    return questionPage.parse(res.body.result);
  }

  test('a bound teacher lists every teacher\'s questions filed in the library, newest first; a chapter, section or source narrows it', async () => {
    const [teacher, colleague] = await Promise.all([world.signIn('Teacher'), world.signIn('Teacher')]);
    const lib = await boundLibrary(teacher, { Kinematics: ['Projectiles', 'Circular'], Energy: [] });
    await ok(admin.post('/api/admin/bindTeacherToLibrary', { teacherId: colleague.id, libraryId: lib._id }));
    const source = await ok<{ _id: string }>(teacher.post('/api/teacher/createSource', { name: unique('OpenStax') }));
    const k = lib.chapters.Kinematics;
    const a = await fileQuestion(teacher, { libraryId: lib._id, chapterId: k._id, sectionId: k.sections.Projectiles, source: source._id });
    const b = await fileQuestion(colleague, { libraryId: lib._id, chapterId: k._id, sectionId: k.sections.Circular });
    const c = await fileQuestion(teacher, { libraryId: lib._id, chapterId: lib.chapters.Energy._id });
    await fileQuestion(teacher, {}); // not filed
    const path = '/api/teacher/getQuestionByLibrary';

    const all = await page(teacher, path, { libraryId: lib._id });
    expect(all.total).toBe(3);
    expect(all.list.map((q) => q._id)).toEqual([c._id, b._id, a._id]);
    expect(all.list[1]).toEqual(b);
    expect((await page(teacher, path, { libraryId: lib._id, chapterId: k._id })).list.map((q) => q._id)).toEqual([b._id, a._id]);
    expect((await page(teacher, path, { libraryId: lib._id, chapterId: k._id, sectionId: k.sections.Circular })).list.map((q) => q._id)).toEqual([b._id]);
    expect((await page(teacher, path, { libraryId: lib._id, sectionId: k.sections.Projectiles, chapterId: '' })).list.map((q) => q._id)).toEqual([a._id]);
    expect((await page(teacher, path, { libraryId: lib._id, sourceId: source._id, page: 1, pageSize: 100 })).list.map((q) => q._id)).toEqual([a._id]);
    expect(await page(admin, '/api/admin/getQuestionByLibrary', { libraryId: lib._id, chapterId: lib.chapters.Energy._id })).toEqual({ total: 1, list: [c] });
  });

  test('pages hold 100 by default; later pages carry the rest and the total counts all', async () => {
    const teacher = await world.signIn('Teacher');
    const lib = await boundLibrary(teacher);
    const chapterId = lib.chapters.Kinematics._id;
    // 101 filed questions: set up on the service's own database (writing each through the form would be slow).
    await world.sql(
      `INSERT INTO questions (id, teacher_id, teacher_name, name, library_id, chapter_id, created_at)
       SELECT gen_random_uuid(), $1, 'T', 'Q' || i, $2, $3, now() - i * interval '1 second' FROM generate_series(1, 101) i`,
      [teacher.id, lib._id, chapterId],
    );
    const first = await page(teacher, '/api/teacher/getQuestionByLibrary', { libraryId: lib._id });
    const second = await page(teacher, '/api/teacher/getQuestionByLibrary', { libraryId: lib._id, page: 2 });
    expect(first.total).toBe(101);
    expect(first.list).toHaveLength(100);
    expect(first.list[0].name).toBe('Q1');
    expect(second.list.map((q) => q.name)).toEqual(['Q101']);
  });

  test('a teacher not bound and a student get 403; a non-admin on the admin call 403; no token 401', async () => {
    const [teacher, stranger, student] = await Promise.all([world.signIn('Teacher'), world.signIn('Teacher'), world.signIn('Student')]);
    const lib = await boundLibrary(teacher);
    const forbidden = { code: 403, msg: 'Only the teachers bound to this library can see its questions.', result: null };

    expect((await stranger.get(`/api/teacher/getQuestionByLibrary?libraryId=${lib._id}`)).body).toEqual(forbidden);
    expect((await student.get(`/api/teacher/getQuestionByLibrary?libraryId=${lib._id}`)).body).toEqual(forbidden);
    expect((await teacher.get(`/api/admin/getQuestionByLibrary?libraryId=${lib._id}`)).body).toEqual({ code: 403, msg: 'This needs an administrator.', result: null });
    expect((await world.anonymous.get(`/api/teacher/getQuestionByLibrary?libraryId=${lib._id}`)).status).toBe(401);
  });

  test('unknown or misplaced ids are 404s and malformed ones 400s, never a 5xx', async () => {
    const teacher = await world.signIn('Teacher');
    const lib = await boundLibrary(teacher);
    const other = await buildLibrary(admin, { Elsewhere: ['There'] });
    const path = '/api/admin/getQuestionByLibrary';
    const answers = await Promise.all([
      admin.get(`${path}?libraryId=00000000-0000-4000-8000-000000000000`),
      admin.get(`${path}?libraryId=${lib._id}&chapterId=${other.chapters.Elsewhere._id}`),
      admin.get(`${path}?libraryId=${lib._id}&sectionId=${other.chapters.Elsewhere.sections.There}`),
      admin.get(`${path}?libraryId=${other._id}&chapterId=${other.chapters.Elsewhere._id}&sectionId=${lib.chapters.Kinematics.sections.Projectiles}`),
      admin.get(path),
      admin.get(`${path}?libraryId=nope`),
      admin.get(`${path}?libraryId=${lib._id}&page=0`),
      admin.get(`${path}?libraryId=${lib._id}&pageSize=101`),
      admin.get(`${path}?libraryId=${lib._id}&sourceId=abc`),
    ]);
    expect(answers.map((a) => [a.status, a.body.msg])).toEqual([
      [404, 'Library not found'], [404, 'Chapter not found in this library'], [404, 'Section not found in this chapter'],
      [404, 'Section not found in this chapter'], [400, 'The library id (libraryId) is required.'], [400, 'The library id (libraryId) is not a valid id.'],
      [400, 'The page must be a whole number from 1 to 100000.'], [400, 'The page size must be a whole number from 1 to 100.'],
      [400, 'The source id (sourceId) is not a valid id.'],
    ]);
  });
});
