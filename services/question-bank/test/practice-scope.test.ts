import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { internalPracticeAnswer, internalTeacherLibraries, type InternalPracticeRequest } from '@tp/contracts';
import { selectionAvailable } from '../src/domain/practice-scope';
import { createQuestion, saveQuestion } from './questions-support';
import { ok } from '@tp/test-kit/answer-checks';
import { unique } from '@tp/test-kit/test-users';
import { buildLibrary, startLibraryWorld, type Caller, type LibraryWorld } from './library-world';

let world: LibraryWorld;
let admin: Caller;

beforeAll(async () => {
  world = await startLibraryWorld();
  admin = await world.signIn('Teacher', { isAdmin: true });
});
afterAll(async () => {
  await world?.stop();
});

/**
 * A teacher bound to a library (Kinematics › Projectiles, Circular; Energy), a source, and a student whose class
 * (catalog says) includes the teacher's libraries.
 */
async function practiceSchool() {
  const [teacher, student] = await Promise.all([world.signIn('Teacher'), world.signIn('Student')]);
  const lib = await buildLibrary(admin, { Kinematics: ['Projectiles', 'Circular'], Energy: [] });
  await ok(admin.post('/api/admin/bindTeacherToLibrary', { teacherId: teacher.id, libraryId: lib._id }));
  const source = await ok<{ _id: string; name: string }>(teacher.post('/api/teacher/createSource', { name: unique('OpenStax') }));
  world.catalog.setTeachersOf(student.id, [teacher.id]);
  const k = lib.chapters.Kinematics;
  /** A question of `teacher` filed in the library (Projectiles unless told), from the source, difficulty 3 unless told. */
  const file = async (fields: Record<string, unknown> = {}) =>
    saveQuestion(teacher, await createQuestion(teacher), {
      name: unique('Question'), correctAnswer: 'A', libraryId: lib._id, chapterId: k._id, sectionId: k.sections.Projectiles, source: source._id, ...fields,
    });
  const request = (overrides: Partial<InternalPracticeRequest> = {}): InternalPracticeRequest => ({
    studentId: student.id, libraries: [{ libraryId: lib._id, chapterId: '', sectionId: '' }], sourceIds: [source._id],
    difficulty: { min: 1, max: 5 }, excludeIds: [], limit: 10, seed: 'seed', ...overrides,
  });
  return { teacher, student, lib, k, source, file, request };
}

async function scope(body: InternalPracticeRequest) {
  const res = await (await world.asService()).post('/internal/practice/questions', body);
  expect(res.body.code, res.body.msg).toBe(200);
  return internalPracticeAnswer.parse(res.body.result);
}

describe('POST /internal/practice/questions: what a student\'s practice setting gives', () => {
  test('questions filed under the selection, from a chosen source, in the difficulty range, with a correct answer; every field', async () => {
    const s = await practiceSchool();
    const easy = await s.file({ difficuty: 2 });
    const medium = await s.file({ difficuty: 3, isChoice: 2, correctAnswer: 'x+1', description: '<p>Add one.</p>' });
    await s.file({ difficuty: 4 }); // out of range below
    await s.file({ difficuty: 3, isChoice: 2, correctAnswer: '' }); // nothing to judge by
    await s.file({ difficuty: 3, source: '' }); // no source
    await s.file({ difficuty: 3, libraryId: '', chapterId: '', sectionId: '' }); // not filed

    const answer = await scope(s.request({ difficulty: { min: 1, max: 3 } }));

    expect(answer.matching).toBe(2);
    expect(answer.questions.map((q) => q._id).sort()).toEqual([easy._id, medium._id].sort());
    expect(answer.questions.find((q) => q._id === medium._id)).toEqual(medium);
    expect(answer).toMatchObject({ classroom: true, libraries: [{ libraryId: s.lib._id, available: true }], sources: [{ _id: s.source._id, name: s.source.name }] });
  });

  test('a chapter or a section narrows the selection; several selections add up', async () => {
    const s = await practiceSchool();
    const projectile = await s.file();
    const circular = await s.file({ sectionId: s.k.sections.Circular });
    const energy = await s.file({ chapterId: s.lib.chapters.Energy._id, sectionId: '' });
    const ids = async (libraries: InternalPracticeRequest['libraries']) => (await scope(s.request({ libraries }))).questions.map((q) => q._id).sort();

    expect(await ids([{ libraryId: s.lib._id, chapterId: s.k._id, sectionId: '' }])).toEqual([projectile._id, circular._id].sort());
    expect(await ids([{ libraryId: s.lib._id, chapterId: s.k._id, sectionId: s.k.sections.Circular }])).toEqual([circular._id]);
    expect(await ids([
      { libraryId: s.lib._id, chapterId: s.k._id, sectionId: s.k.sections.Circular },
      { libraryId: s.lib._id, chapterId: s.lib.chapters.Energy._id, sectionId: '' },
    ])).toEqual([circular._id, energy._id].sort());
  });

  test('a library the student may not use gives nothing, also once saved: another teacher\'s, an expired one, after leaving the class', async () => {
    const s = await practiceSchool();
    await s.file();
    const other = await buildLibrary(admin, { Elsewhere: [] });
    const elsewhere = { libraryId: other._id, chapterId: '', sectionId: '' };

    const mixed = await scope(s.request({ libraries: [elsewhere, ...s.request().libraries] }));
    expect(mixed.libraries.map((l) => l.available)).toEqual([false, true]);
    expect(mixed.matching).toBe(1);

    await world.sql('UPDATE libraries SET expired = true WHERE id = $1', [s.lib._id]);
    expect(await scope(s.request())).toMatchObject({ matching: 0, questions: [], libraries: [{ available: false }], classroom: true });
    await world.sql('UPDATE libraries SET expired = false WHERE id = $1', [s.lib._id]);

    world.catalog.setTeachersOf(s.student.id, []); // the student left the class (or its place expired)
    expect(await scope(s.request())).toMatchObject({ matching: 0, questions: [], libraries: [{ available: false }], classroom: false });
  });

  test('a chapter of another library, a section of another chapter, or a section without its chapter is not available', async () => {
    const s = await practiceSchool();
    const other = await buildLibrary(admin, { Elsewhere: ['There'] });
    const selections = [
      { libraryId: s.lib._id, chapterId: other.chapters.Elsewhere._id, sectionId: '' },
      { libraryId: s.lib._id, chapterId: s.lib.chapters.Energy._id, sectionId: s.k.sections.Projectiles },
      { libraryId: s.lib._id, chapterId: '', sectionId: s.k.sections.Projectiles },
      { libraryId: 'not-an-id', chapterId: '', sectionId: '' },
    ];
    expect((await scope(s.request({ libraries: selections }))).libraries.map((l) => l.available)).toEqual([false, false, false, false]);
  });

  test('done questions are left out but still counted; the limit and the seed fix one order per setting; questionIds narrows', async () => {
    const s = await practiceSchool();
    const filed = await Promise.all(Array.from({ length: 5 }, () => s.file()));
    const first = await scope(s.request({ limit: 3 }));
    const again = await scope(s.request({ limit: 5 }));
    const done = first.questions.map((q) => q._id);

    expect(first.questions).toHaveLength(3);
    expect(again.questions.slice(0, 3).map((q) => q._id)).toEqual(done);
    const rest = await scope(s.request({ excludeIds: done }));
    expect(rest.matching).toBe(5);
    expect(rest.questions.map((q) => q._id)).toEqual(again.questions.slice(3).map((q) => q._id));
    const reseeded = await scope(s.request({ seed: 'another setting', limit: 5 }));
    expect(reseeded.questions.map((q) => q._id).sort()).toEqual(filed.map((q) => q._id).sort());

    expect((await scope(s.request({ questionIds: [filed[2]._id] }))).questions.map((q) => q._id)).toEqual([filed[2]._id]);
    expect((await scope(s.request({ questionIds: [filed[2]._id], excludeIds: [filed[2]._id] }))).questions).toEqual([]);
    expect((await scope(s.request({ questionIds: ['nope'] }))).questions).toEqual([]);
    expect((await scope(s.request({ limit: 0 }))).questions).toEqual([]);
  });

  test('deleted or unknown sources are left out of the answer; Max Resources comes along', async () => {
    const s = await practiceSchool();
    await s.file();
    const gone = await ok<{ _id: string }>(s.teacher.post('/api/teacher/createSource', { name: unique('Gone') }));
    await ok(s.teacher.post('/api/teacher/deleteSource', { id: gone._id }));
    await ok(admin.post('/api/admin/editResourceBase', { maxQuestions: 7 }));

    const answer = await scope(s.request({ sourceIds: [gone._id, s.source._id, 'junk'] }));

    expect(answer.sources).toEqual([{ _id: s.source._id, name: s.source.name }]);
    expect(answer.maxQuestions).toBe(7);
    expect((await scope(s.request({ sourceIds: [gone._id] })))).toMatchObject({ matching: 0, questions: [] });
  });

  test('it needs a service token and a well-formed question; catalog down is a 503, never a 500', async () => {
    const s = await practiceSchool();
    expect((await world.anonymous.post('/internal/practice/questions', s.request())).status).toBe(401);
    const asService = await world.asService();
    expect((await asService.post('/internal/practice/questions', { ...s.request(), limit: 1000 })).status).toBe(400);
    expect((await asService.post('/internal/practice/questions', { studentId: s.student.id })).status).toBe(400);
    world.catalog.setDown(true);
    try {
      expect((await asService.post('/internal/practice/questions', s.request())).status).toBe(503);
    } finally {
      world.catalog.setDown(false);
    }
  });
});

describe('GET /internal/teachers/:id/libraries', () => {
  test('answers the libraries bound to the teacher, expired ones too; none for anyone else', async () => {
    const s = await practiceSchool();
    const second = await buildLibrary(admin);
    await ok(admin.post('/api/admin/bindTeacherToLibrary', { teacherId: s.teacher.id, libraryId: second._id }));
    await world.sql('UPDATE libraries SET expired = true WHERE id = $1', [second._id]);
    const asService = await world.asService();

    const mine = internalTeacherLibraries.parse((await asService.get(`/internal/teachers/${s.teacher.id}/libraries`)).body.result);
    expect(mine.libraryIds.sort()).toEqual([s.lib._id, second._id].sort());
    expect((await asService.get(`/internal/teachers/${s.student.id}/libraries`)).body.result).toEqual({ libraryIds: [] });
    expect((await world.anonymous.get(`/internal/teachers/${s.teacher.id}/libraries`)).status).toBe(401);
  });
});

describe('selectionAvailable', () => {
  const tree = {
    libraries: [{ id: 'l', name: 'L', position: 1, expired: false }],
    chapters: [{ id: 'c', libraryId: 'l', name: 'C', position: 1 }],
    sections: [{ id: 's', chapterId: 'c', name: 'S', position: 1 }],
  };
  test('a library, its chapter, or a section of that chapter; nothing outside it', () => {
    expect(selectionAvailable(tree, { libraryId: 'l', chapterId: '', sectionId: '' })).toBe(true);
    expect(selectionAvailable(tree, { libraryId: 'l', chapterId: 'c', sectionId: '' })).toBe(true);
    expect(selectionAvailable(tree, { libraryId: 'l', chapterId: 'c', sectionId: 's' })).toBe(true);
    expect(selectionAvailable(tree, { libraryId: 'x', chapterId: '', sectionId: '' })).toBe(false);
    expect(selectionAvailable(tree, { libraryId: 'l', chapterId: 'x', sectionId: '' })).toBe(false);
    expect(selectionAvailable(tree, { libraryId: 'l', chapterId: '', sectionId: 's' })).toBe(false);
    expect(selectionAvailable(tree, { libraryId: 'l', chapterId: 'c', sectionId: 'x' })).toBe(false);
  });
});
