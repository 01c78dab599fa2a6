import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitFor } from '@tp/test-kit';
import { createQuestion, readQuestion, saveQuestion } from './questions-support';
import { ok } from '@tp/test-kit/answer-checks';
import { unique } from '@tp/test-kit/test-users';
import { buildLibrary, librariesOf, startLibraryWorld, type Caller, type LibraryWorld } from './library-world';

let world: LibraryWorld;
let admin: Caller;
let teacher: Caller;

beforeAll(async () => {
  world = await startLibraryWorld();
  [admin, teacher] = await Promise.all([world.signIn('Teacher', { isAdmin: true }), world.signIn('Teacher')]);
});
afterAll(async () => {
  await world?.stop();
});

async function libraryOf(id: string) {
  return (await librariesOf(admin)).find((l) => l._id === id);
}
const chapterNames = async (libraryId: string) => (await libraryOf(libraryId))!.chapter.map((c) => c.name);

describe('building the tree', () => {
  test('the admin adds a library, chapters and sections; getLibrary answers them nested, in the order added, names trimmed', async () => {
    const name = unique('Algebra');
    const library = await ok<{ _id: string; name: string }>(admin.post('/api/admin/createLibrary', { name: `  ${name} ` }), 'Add success');
    const quadratics = await ok<{ _id: string; name: string }>(admin.post('/api/admin/createChapter', { name: ' Quadratics ', libraryId: library._id }), 'Add success');
    await ok(admin.post('/api/admin/createChapter', { name: 'Linear', libraryId: library._id }));
    const factoring = await ok<{ _id: string }>(admin.post('/api/admin/createSection', { name: 'Factoring', chapterId: quadratics._id, libraryId: library._id }), 'Add success');
    await ok(admin.post('/api/admin/createSection', { name: 'Completing the square', chapterId: quadratics._id, libraryId: library._id }));

    expect(library.name).toBe(name);
    expect(await libraryOf(library._id)).toEqual({
      _id: library._id, name, teacher: [], expired: false,
      chapter: [
        { _id: quadratics._id, name: 'Quadratics', section: [{ _id: factoring._id, name: 'Factoring' }, { _id: expect.any(String), name: 'Completing the square' }] },
        { _id: expect.any(String), name: 'Linear', section: [] },
      ],
    });
    const all = await librariesOf(admin);
    expect(all.at(-1)!._id).toBe(library._id); // a new library goes last
  });

  test('renaming a library, a chapter and a section says "Successfully saved" and shows at once', async () => {
    const lib = await buildLibrary(admin, { Kinematics: ['Projectiles'] });
    const chapter = lib.chapters.Kinematics;
    const newName = unique('Physics');

    expect(await ok(admin.post('/api/admin/updateLibrary', { id: lib._id, name: newName }), 'Successfully saved')).toEqual({ _id: lib._id, name: newName });
    await ok(admin.post('/api/admin/updateChapter', { chapterId: chapter._id, libraryId: lib._id, name: 'Motion' }), 'Successfully saved');
    await ok(admin.post('/api/admin/updateSection', { sectionId: chapter.sections.Projectiles, chapterId: chapter._id, libraryId: lib._id, name: ' Free fall ' }), 'Successfully saved');

    expect(await libraryOf(lib._id)).toMatchObject({ name: newName, chapter: [{ name: 'Motion', section: [{ name: 'Free fall' }] }] });
  });

  test('an empty or over-long name is a 400 and nothing changes', async () => {
    const lib = await buildLibrary(admin, { Kinematics: [] });
    const before = await libraryOf(lib._id);
    const tooLong = 'x'.repeat(201);

    const answers = await Promise.all([
      admin.post('/api/admin/createLibrary', { name: '   ' }),
      admin.post('/api/admin/createLibrary', {}),
      admin.post('/api/admin/updateLibrary', { id: lib._id, name: tooLong }),
      admin.post('/api/admin/createChapter', { name: '', libraryId: lib._id }),
      admin.post('/api/admin/updateChapter', { chapterId: lib.chapters.Kinematics._id, libraryId: lib._id, name: 42 }),
      admin.post('/api/admin/createSection', { name: tooLong, chapterId: lib.chapters.Kinematics._id, libraryId: lib._id }),
    ]);

    expect(answers.map((a) => [a.status, a.body.msg])).toEqual([
      [400, 'Please input the library name.'], [400, 'Please input the library name.'], [400, 'The library name must be at most 200 characters.'],
      [400, 'Please input the chapter name.'], [400, 'Please input the chapter name.'], [400, 'The section name must be at most 200 characters.'],
    ]);
    expect(await libraryOf(lib._id)).toEqual(before);
  });

  test('ids under the wrong parent are a 404 that says which; malformed ids a 400; nothing changes', async () => {
    const a = await buildLibrary(admin, { One: ['Alpha'] });
    const b = await buildLibrary(admin, { Two: ['Beta'] });
    const [beforeA, beforeB] = [await libraryOf(a._id), await libraryOf(b._id)];
    const one = a.chapters.One;
    const two = b.chapters.Two;

    const cases: [[string, Record<string, unknown>], number, string][] = [
      [['/api/admin/updateChapter', { chapterId: one._id, libraryId: b._id, name: 'Moved' }], 404, 'Chapter not found in this library'],
      [['/api/admin/deleteChapter', { chapterId: one._id, libraryId: b._id }], 404, 'Chapter not found in this library'],
      [['/api/admin/createSection', { name: 'Stray', chapterId: one._id, libraryId: b._id }], 404, 'Chapter not found in this library'],
      [['/api/admin/updateSection', { sectionId: one.sections.Alpha, chapterId: two._id, libraryId: b._id, name: 'Moved' }], 404, 'Section not found in this chapter'],
      [['/api/admin/deleteSection', { sectionId: two.sections.Beta, chapterId: one._id, libraryId: a._id }], 404, 'Section not found in this chapter'],
      [['/api/admin/changeSectionOrder', { sectionId: one.sections.Alpha, chapterId: two._id, libraryId: b._id, type: 'up' }], 404, 'Section not found in this chapter'],
      [['/api/admin/updateLibrary', { id: '00000000-0000-4000-8000-000000000000', name: 'Ghost' }], 404, 'Library not found'],
      [['/api/admin/createChapter', { name: 'Orphan', libraryId: '00000000-0000-4000-8000-000000000000' }], 404, 'Library not found'],
      [['/api/admin/deleteLibrary', { id: 'not-an-id' }], 400, 'The library id (id) is not a valid id.'],
      [['/api/admin/deleteChapter', { libraryId: a._id }], 400, 'The chapter id (chapterId) is required.'],
    ];
    for (const [args, status, msg] of cases) {
      const res = await admin.post(...args);
      expect([res.status, res.body]).toEqual([status, { code: status, msg, result: null }]);
    }
    expect(await libraryOf(a._id)).toEqual(beforeA);
    expect(await libraryOf(b._id)).toEqual(beforeB);
  });
});

describe('ordering', () => {
  test('a chapter moves down and back up; the first moving up and the last moving down stay put and succeed', async () => {
    const lib = await buildLibrary(admin, { First: [], Second: [], Third: [] });
    const move = (chapter: string, type: string) => admin.post('/api/admin/changeChapterOrder', { libraryId: lib._id, chapterId: lib.chapters[chapter]._id, type });

    expect(await ok(move('First', 'down'), 'Successfully saved')).toEqual({ moved: true });
    expect(await chapterNames(lib._id)).toEqual(['Second', 'First', 'Third']);
    expect(await ok(move('Third', 'up'))).toEqual({ moved: true });
    expect(await chapterNames(lib._id)).toEqual(['Second', 'Third', 'First']);

    expect(await ok(move('Second', 'up'))).toEqual({ moved: false });
    expect(await ok(move('First', 'down'))).toEqual({ moved: false });
    expect(await chapterNames(lib._id)).toEqual(['Second', 'Third', 'First']);
  });

  test('sections move within their chapter; libraries among all libraries', async () => {
    const lib = await buildLibrary(admin, { Waves: ['Sound', 'Light'] });
    const waves = lib.chapters.Waves;
    await ok(admin.post('/api/admin/changeSectionOrder', { libraryId: lib._id, chapterId: waves._id, sectionId: waves.sections.Light, type: 'up' }));
    expect((await libraryOf(lib._id))!.chapter[0].section.map((s) => s.name)).toEqual(['Light', 'Sound']);

    const other = await buildLibrary(admin);
    const ids = async () => (await librariesOf(admin)).map((l) => l._id);
    const before = await ids();
    expect(before.slice(-2)).toEqual([lib._id, other._id]);
    expect(await ok(admin.post('/api/admin/changeLibraryOrder', { libraryId: other._id, type: 'up' }))).toEqual({ moved: true });
    expect((await ids()).slice(-2)).toEqual([other._id, lib._id]);
    const first = (await ids())[0];
    expect(await ok(admin.post('/api/admin/changeLibraryOrder', { libraryId: first, type: 'up' }))).toEqual({ moved: false });
    expect((await ids())[0]).toBe(first);
  });

  test('many moves at once leave every chapter once, at distinct positions', async () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    const lib = await buildLibrary(admin, Object.fromEntries(names.map((n) => [n, []])));
    const moves = names.flatMap((n, i) => [n, names[(i + 2) % names.length]]).map((n, i) =>
      admin.post('/api/admin/changeChapterOrder', { libraryId: lib._id, chapterId: lib.chapters[n]._id, type: i % 2 ? 'up' : 'down' }));

    const answers = await Promise.all(moves);

    expect(answers.map((a) => a.body.code)).toEqual(answers.map(() => 200));
    expect([...(await chapterNames(lib._id))].sort()).toEqual(names);
    const { rows } = await world.sql('SELECT count(DISTINCT position)::int AS distinct FROM chapters WHERE library_id = $1', [lib._id]);
    expect(rows[0].distinct).toBe(names.length);
  });

  test("a type other than 'up' or 'down' is a 400 and nothing moves", async () => {
    const lib = await buildLibrary(admin, { First: [], Second: [] });
    const res = await admin.post('/api/admin/changeChapterOrder', { libraryId: lib._id, chapterId: lib.chapters.Second._id, type: 'top' });
    expect(res.body).toEqual({ code: 400, msg: "The type must be 'up' or 'down'.", result: null });
    expect(await chapterNames(lib._id)).toEqual(['First', 'Second']);
  });
});

describe('deleting', () => {
  /** A question of the bound teacher filed at `filing`. */
  async function filedQuestion(filing: { libraryId: string; chapterId: string; sectionId?: string }) {
    return saveQuestion(teacher, await createQuestion(teacher), { name: unique('Question'), correctAnswer: 'A', ...filing });
  }

  test('deleting a section takes it away; its questions stay with their teacher, unfiled; others keep their filing', async () => {
    const lib = await buildLibrary(admin, { Kinematics: ['Projectiles', 'Circular'] });
    await ok(admin.post('/api/admin/bindTeacherToLibrary', { teacherId: teacher.id, libraryId: lib._id }));
    const k = lib.chapters.Kinematics;
    const inSection = await filedQuestion({ libraryId: lib._id, chapterId: k._id, sectionId: k.sections.Projectiles });
    const inOther = await filedQuestion({ libraryId: lib._id, chapterId: k._id, sectionId: k.sections.Circular });

    const result = await ok(admin.post('/api/admin/deleteSection', { sectionId: k.sections.Projectiles, chapterId: k._id, libraryId: lib._id }), 'Delete success');

    expect(result).toEqual({ unfiledQuestions: 1 });
    expect((await libraryOf(lib._id))!.chapter[0].section.map((s) => s.name)).toEqual(['Circular']);
    expect(await readQuestion(teacher, inSection._id)).toMatchObject({ name: inSection.name, libraryId: '', chapterId: '', sectionId: '' });
    expect(await readQuestion(teacher, inOther._id)).toMatchObject({ libraryId: lib._id, chapterId: k._id, sectionId: k.sections.Circular });
  });

  test('deleting a chapter takes its sections; every question under it is unfiled whole (no library left without its chapter)', async () => {
    const lib = await buildLibrary(admin, { Dynamics: ['Forces'], Energy: [] });
    await ok(admin.post('/api/admin/bindTeacherToLibrary', { teacherId: teacher.id, libraryId: lib._id }));
    const d = lib.chapters.Dynamics;
    const a = await filedQuestion({ libraryId: lib._id, chapterId: d._id });
    const b = await filedQuestion({ libraryId: lib._id, chapterId: d._id, sectionId: d.sections.Forces });
    const kept = await filedQuestion({ libraryId: lib._id, chapterId: lib.chapters.Energy._id });

    expect(await ok(admin.post('/api/admin/deleteChapter', { chapterId: d._id, libraryId: lib._id }))).toEqual({ unfiledQuestions: 2 });

    expect(await chapterNames(lib._id)).toEqual(['Energy']);
    for (const q of [a, b]) expect(await readQuestion(teacher, q._id)).toMatchObject({ libraryId: '', chapterId: '', sectionId: '' });
    expect(await readQuestion(teacher, kept._id)).toMatchObject({ libraryId: lib._id, chapterId: lib.chapters.Energy._id });
    const { rows } = await world.sql('SELECT count(*)::int AS n FROM sections WHERE chapter_id = $1', [d._id]);
    expect(rows[0].n).toBe(0);
  });

  test('deleting a library takes everything under it and its bindings; its questions are unfiled, not deleted', async () => {
    const lib = await buildLibrary(admin, { Optics: ['Lenses'] });
    await ok(admin.post('/api/admin/bindTeacherToLibrary', { teacherId: teacher.id, libraryId: lib._id }));
    const q = await filedQuestion({ libraryId: lib._id, chapterId: lib.chapters.Optics._id, sectionId: lib.chapters.Optics.sections.Lenses });

    expect(await ok(admin.post('/api/admin/deleteLibrary', { id: lib._id }), 'Delete success')).toEqual({ unfiledQuestions: 1 });

    expect(await libraryOf(lib._id)).toBeUndefined();
    expect((await librariesOf(teacher)).map((l) => l._id)).not.toContain(lib._id);
    expect(await readQuestion(teacher, q._id)).toMatchObject({ name: q.name, libraryId: '', chapterId: '', sectionId: '' });
    expect((await admin.post('/api/admin/deleteLibrary', { id: lib._id })).body).toEqual({ code: 404, msg: 'Library not found', result: null });
  });
});

describe('binding teachers', () => {
  test('a bound teacher is listed on the library and sees it; binding twice changes nothing; unbinding removes it', async () => {
    const lib = await buildLibrary(admin, { Statics: [] });
    const bound = await world.signIn('Teacher');

    await ok(admin.post('/api/admin/bindTeacherToLibrary', { teacherId: bound.id, libraryId: lib._id }), 'Add success');
    await ok(admin.post('/api/admin/bindTeacherToLibrary', { teacherId: bound.id, libraryId: lib._id }));

    expect((await libraryOf(lib._id))!.teacher).toEqual([{ _id: bound.id, name: bound.name }]);
    expect((await librariesOf(bound)).map((l) => l._id)).toEqual([lib._id]);

    await ok(admin.post('/api/admin/unbindTeacherToLibrary', { teacherId: bound.id, libraryId: lib._id }), 'Delete success');
    expect((await libraryOf(lib._id))!.teacher).toEqual([]);
    expect(await librariesOf(bound)).toEqual([]);
    expect((await admin.post('/api/admin/unbindTeacherToLibrary', { teacherId: bound.id, libraryId: lib._id })).body)
      .toEqual({ code: 404, msg: 'This teacher is not bound to this library.', result: null });
  });

  test('a deleted teacher leaves every library they were bound to', async () => {
    const [first, second] = [await buildLibrary(admin), await buildLibrary(admin)];
    const leaving = await world.signIn('Teacher');
    const staying = await world.signIn('Teacher');
    for (const lib of [first, second]) {
      for (const who of [leaving, staying]) await ok(admin.post('/api/admin/bindTeacherToLibrary', { teacherId: who.id, libraryId: lib._id }));
    }

    await world.publish('user.deleted', { id: leaving.id, email: `${leaving.id}@example.test` });

    // The list hides a deleted user at once; the binding itself goes too, so nothing is left to revive.
    const bindingsOf = async (teacherId: string) => (await world.sql('SELECT library_id FROM library_teachers WHERE teacher_id = $1', [teacherId])).rowCount;
    await waitFor(async () => (await bindingsOf(leaving.id)) === 0, { what: 'the deleted teacher\'s bindings to go' });
    expect(await bindingsOf(staying.id)).toBe(2);
    for (const lib of [first, second]) expect((await libraryOf(lib._id))!.teacher).toEqual([{ _id: staying.id, name: staying.name }]);
  });

  test('an unknown user is a 404, a user without the Teacher role a 400, and nobody is bound', async () => {
    const lib = await buildLibrary(admin);
    const student = await world.signIn('Student');
    const stranger = await world.signIn('Teacher', { known: false });

    expect((await admin.post('/api/admin/bindTeacherToLibrary', { teacherId: stranger.id, libraryId: lib._id })).body).toEqual({ code: 404, msg: 'Teacher not found', result: null });
    expect((await admin.post('/api/admin/bindTeacherToLibrary', { teacherId: student.id, libraryId: lib._id })).body)
      .toEqual({ code: 400, msg: `${student.name} is not a teacher, so cannot be bound to a library.`, result: null });
    expect((await admin.post('/api/admin/bindTeacherToLibrary', { teacherId: '', libraryId: lib._id })).body.code).toBe(400);
    expect((await admin.post('/api/admin/bindTeacherToLibrary', { teacherId: teacher.id, libraryId: '00000000-0000-4000-8000-000000000000' })).body)
      .toEqual({ code: 404, msg: 'Library not found', result: null });
    expect((await libraryOf(lib._id))!.teacher).toEqual([]);
  });
});

describe('who may change the tree', () => {
  test('a teacher who is not an administrator gets 403, no token 401, for every admin call; nothing changes', async () => {
    const lib = await buildLibrary(admin, { Only: ['One'] });
    const before = await libraryOf(lib._id);
    const c = lib.chapters.Only;
    const calls: [string, Record<string, unknown>][] = [
      ['createLibrary', { name: 'Nope' }], ['updateLibrary', { id: lib._id, name: 'Nope' }], ['deleteLibrary', { id: lib._id }],
      ['createChapter', { name: 'Nope', libraryId: lib._id }], ['updateChapter', { chapterId: c._id, libraryId: lib._id, name: 'Nope' }],
      ['deleteChapter', { chapterId: c._id, libraryId: lib._id }], ['createSection', { name: 'Nope', chapterId: c._id, libraryId: lib._id }],
      ['updateSection', { sectionId: c.sections.One, chapterId: c._id, libraryId: lib._id, name: 'Nope' }],
      ['deleteSection', { sectionId: c.sections.One, chapterId: c._id, libraryId: lib._id }],
      ['changeLibraryOrder', { libraryId: lib._id, type: 'up' }], ['changeChapterOrder', { libraryId: lib._id, chapterId: c._id, type: 'up' }],
      ['changeSectionOrder', { libraryId: lib._id, chapterId: c._id, sectionId: c.sections.One, type: 'up' }],
      ['bindTeacherToLibrary', { teacherId: teacher.id, libraryId: lib._id }], ['unbindTeacherToLibrary', { teacherId: teacher.id, libraryId: lib._id }],
    ];
    for (const [call, body] of calls) {
      expect((await teacher.post(`/api/admin/${call}`, body)).body, call).toEqual({ code: 403, msg: 'This needs an administrator.', result: null });
      expect((await world.anonymous.post(`/api/admin/${call}`, body)).status, call).toBe(401);
    }
    expect(await libraryOf(lib._id)).toEqual(before);
  });

  test('a body that is not JSON is a 400, not a 5xx', async () => {
    const res = await admin.post('/api/admin/createLibrary', '{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });
});
