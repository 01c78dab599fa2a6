import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { QuestionView } from '@tp/contracts';
import { readQuestion, saveQuestion, startQuestionWorld, tag, writeQuestion, type Caller } from './questions-support';

// A question's links: its source, its place in the library tree, its counterpart in the other language, and the
// homework that uses it.

let world: Awaited<ReturnType<typeof startQuestionWorld>>;
let teacher: Caller;
let otherTeacher: Caller;
let admin: Caller;

beforeAll(async () => {
  world = await startQuestionWorld();
  [teacher, otherTeacher, admin] = await Promise.all([world.signIn('Teacher'), world.signIn('Teacher'), world.signIn('Teacher', { isAdmin: true })]);
});

afterAll(async () => {
  await world?.stop();
});

async function expectRefusedWithoutChange(client: Caller, question: QuestionView, body: Record<string, unknown>, status: number, msg: string) {
  const res = await client.put('/api/teacher/updateQuestion', { ...question, ...body });
  expect(res.body).toEqual({ code: status, msg, result: null });
  expect(await readQuestion(teacher, question._id)).toEqual(question);
}

/** A question that can be saved as it is (a new one has no correct answer yet). */
const answered = (client: Caller, language: 'en' | 'zh') => writeQuestion(client, { correctAnswer: 'A' }, language);

/** A library › chapter › section, made with SQL: the library tree is another area's calls. */
async function libraryTree(bound: Caller[] = []) {
  const [libraryId, chapterId, sectionId] = [randomUUID(), randomUUID(), randomUUID()];
  await world.sql('INSERT INTO libraries (id, name, position) VALUES ($1, $2, 0)', [libraryId, `Mechanics ${tag()}`]);
  await world.sql('INSERT INTO chapters (id, library_id, name, position) VALUES ($1, $2, $3, 0)', [chapterId, libraryId, 'Kinematics']);
  await world.sql('INSERT INTO sections (id, chapter_id, name, position) VALUES ($1, $2, $3, 0)', [sectionId, chapterId, 'Projectiles']);
  for (const caller of bound) await world.sql('INSERT INTO library_teachers (library_id, teacher_id) VALUES ($1, $2)', [libraryId, caller.id]);
  return { libraryId, chapterId, sectionId };
}

describe('the source of a question', () => {
  test('an existing source is saved by id and cleared with ""; an unknown one is a 400 without a change', async () => {
    const created = await teacher.post('/api/teacher/createSource', { name: `Source ${tag()}` });
    const sourceId = created.body.result._id as string;
    const question = await writeQuestion(teacher, { correctAnswer: 'A' });

    const withSource = await saveQuestion(teacher, question, { source: sourceId });
    expect(withSource).toMatchObject({ source: sourceId, sourceName: created.body.result.name });
    expect((await saveQuestion(teacher, withSource, { source: { _id: sourceId, name: 'as listed' } })).source).toBe(sourceId);

    await expectRefusedWithoutChange(teacher, await readQuestion(teacher, question._id), { source: randomUUID() }, 400, 'Source not found: it may have been deleted. Please choose another.');
    expect(await saveQuestion(teacher, await readQuestion(teacher, question._id), { source: '' })).toMatchObject({ source: '', sourceName: '' });
  });

  test('deleting a source leaves its questions without one', async () => {
    const sourceId = (await teacher.post('/api/teacher/createSource', { name: `Short-lived ${tag()}` })).body.result._id as string;
    const question = await writeQuestion(teacher, { correctAnswer: 'A', source: sourceId });

    await teacher.post('/api/teacher/deleteSource', { id: sourceId });

    expect((await readQuestion(teacher, question._id)).source).toBe('');
  });
});

describe('filing a question in the library', () => {
  test('a bound teacher files it under a chapter, or a section of it, and can take it out again', async () => {
    const tree = await libraryTree([teacher]);
    const question = await writeQuestion(teacher, { correctAnswer: 'A' });

    const inChapter = await saveQuestion(teacher, question, { libraryId: tree.libraryId, chapterId: tree.chapterId, sectionId: '' });
    expect(inChapter).toMatchObject({ libraryId: tree.libraryId, chapterId: tree.chapterId, sectionId: '' });
    const inSection = await saveQuestion(teacher, inChapter, { sectionId: tree.sectionId });
    expect(inSection).toMatchObject({ libraryId: tree.libraryId, chapterId: tree.chapterId, sectionId: tree.sectionId });
    const unfiled = await saveQuestion(teacher, inSection, { libraryId: '', chapterId: null, sectionId: '' });
    expect(unfiled).toMatchObject({ libraryId: '', chapterId: '', sectionId: '' });
  });

  test('a library without a chapter is refused: "Please select chapter and section"', async () => {
    const tree = await libraryTree([teacher]);
    const question = await writeQuestion(teacher, { correctAnswer: 'A' });

    await expectRefusedWithoutChange(teacher, question, { libraryId: tree.libraryId }, 400, 'Please select chapter and section');
    await expectRefusedWithoutChange(teacher, question, { libraryId: tree.libraryId, sectionId: tree.sectionId }, 400, 'Please select chapter and section');
    await expectRefusedWithoutChange(teacher, question, { chapterId: tree.chapterId }, 400, 'Library: please select the library of the chapter');
  });

  test('a chapter of another library, a section of another chapter or an unknown library is refused', async () => {
    const [tree, elsewhere] = [await libraryTree([teacher]), await libraryTree([teacher])];
    const question = await writeQuestion(teacher, { correctAnswer: 'A' });

    await expectRefusedWithoutChange(teacher, question, { libraryId: tree.libraryId, chapterId: elsewhere.chapterId }, 400, 'Chapter not found in this library. Please select chapter and section again.');
    await expectRefusedWithoutChange(teacher, question, { libraryId: tree.libraryId, chapterId: tree.chapterId, sectionId: elsewhere.sectionId }, 400, 'Section not found in this chapter. Please select chapter and section again.');
    await expectRefusedWithoutChange(teacher, question, { libraryId: randomUUID(), chapterId: tree.chapterId }, 400, 'Library not found: it may have been deleted. Please choose another.');
  });

  test('only teachers bound to the library file questions in it; an administrator may file anywhere', async () => {
    const tree = await libraryTree([otherTeacher]);
    const question = await writeQuestion(teacher, { correctAnswer: 'A' });
    const filing = { libraryId: tree.libraryId, chapterId: tree.chapterId };

    await expectRefusedWithoutChange(teacher, question, filing, 400, 'You can only file questions in a library you are bound to. Ask an administrator to bind you to it.');

    expect(await saveQuestion(admin, question, filing)).toMatchObject(filing);
  });

  test('a teacher unbound since keeps the filing when saving other changes', async () => {
    const tree = await libraryTree([teacher]);
    const filed = await writeQuestion(teacher, { correctAnswer: 'A', libraryId: tree.libraryId, chapterId: tree.chapterId });
    await world.sql('DELETE FROM library_teachers WHERE library_id = $1', [tree.libraryId]);

    const renamed = await saveQuestion(teacher, filed, { name: `Renamed ${tag()}` });

    expect(renamed).toMatchObject({ libraryId: tree.libraryId, chapterId: tree.chapterId });
  });
});

describe('the counterpart in the other language', () => {
  test('linking A to B links B to A; linking A to C instead unlinks B', async () => {
    const a = await answered(teacher, 'en');
    const [b, c] = [await answered(teacher, 'zh'), await answered(teacher, 'zh')];

    expect((await saveQuestion(teacher, a, { referenceId: b._id })).referenceId).toBe(b._id);
    expect((await readQuestion(teacher, b._id)).referenceId).toBe(a._id);

    await saveQuestion(teacher, await readQuestion(teacher, a._id), { referenceId: c._id });

    expect((await readQuestion(teacher, a._id)).referenceId).toBe(c._id);
    expect((await readQuestion(teacher, c._id)).referenceId).toBe(a._id);
    expect((await readQuestion(teacher, b._id)).referenceId).toBe('');
  });

  test("linking to a question that had a counterpart unlinks that counterpart too", async () => {
    const [a, d] = [await answered(teacher, 'en'), await answered(teacher, 'en')];
    const e = await answered(teacher, 'zh');
    await saveQuestion(teacher, d, { referenceId: e._id });

    await saveQuestion(teacher, a, { referenceId: e._id });

    expect((await readQuestion(teacher, e._id)).referenceId).toBe(a._id);
    expect((await readQuestion(teacher, d._id)).referenceId).toBe('');
  });

  test('clearing the link unlinks both; deleting one unlinks the other; a copy has no counterpart', async () => {
    const a = await answered(teacher, 'en');
    const b = await answered(teacher, 'zh');
    const linked = await saveQuestion(teacher, a, { referenceId: b._id });

    expect((await teacher.post('/api/teacher/copyQuestion', { id: a._id })).body.result.referenceId).toBe('');
    await saveQuestion(teacher, linked, { referenceId: '' });
    expect((await readQuestion(teacher, b._id)).referenceId).toBe('');

    await saveQuestion(teacher, await readQuestion(teacher, b._id), { referenceId: a._id });
    await teacher.post('/api/teacher/deleteQuestion', { id: a._id });
    expect((await readQuestion(teacher, b._id)).referenceId).toBe('');
  });

  test('the same language, itself, another teacher\'s question or an unknown one is refused, and nothing changes', async () => {
    const a = await writeQuestion(teacher, { name: `Counter ${tag()}`, correctAnswer: 'A' });
    const sameLanguage = await writeQuestion(teacher, { name: 'Also English', correctAnswer: 'A' });
    const theirs = await answered(otherTeacher, 'zh');

    await expectRefusedWithoutChange(teacher, a, { referenceId: sameLanguage._id }, 400, 'The counterpart must be in the other language: this question and "Also English" are both in English.');
    await expectRefusedWithoutChange(teacher, a, { referenceId: a._id }, 400, 'A question cannot be its own counterpart.');
    await expectRefusedWithoutChange(teacher, a, { referenceId: theirs._id }, 403, 'The counterpart must be another question of the same teacher.');
    await expectRefusedWithoutChange(teacher, a, { referenceId: randomUUID() }, 404, 'The counterpart question was not found.');
    expect((await readQuestion(otherTeacher, theirs._id)).referenceId).toBe('');
  });

  test('changing the language to the counterpart\'s is refused unless the link is cleared at the same time', async () => {
    const a = await answered(teacher, 'en');
    const b = await answered(teacher, 'zh');
    const linked = await saveQuestion(teacher, a, { referenceId: b._id });

    await expectRefusedWithoutChange(teacher, linked, { language: 'zh' }, 400, 'The counterpart must be in the other language: this question and "the counterpart" are both in Chinese.');

    expect(await saveQuestion(teacher, linked, { language: 'zh', referenceId: '' })).toMatchObject({ language: 'zh', referenceId: '' });
    expect((await readQuestion(teacher, b._id)).referenceId).toBe('');
  });
});

describe('deleting a question that homework uses', () => {
  /** Homework holding the question, made with SQL: the homework calls are another area's. */
  async function homeworkWith(owner: Caller, name: string, questionId: string) {
    const id = randomUUID();
    await world.sql('INSERT INTO homework (id, teacher_id, name) VALUES ($1, $2, $3)', [id, owner.id, name]);
    await world.sql('INSERT INTO homework_questions (homework_id, question_id, position) VALUES ($1, $2, 0)', [id, questionId]);
    return id;
  }

  test('is refused (409) naming the homework, and the question stays; once removed from it, it can be deleted', async () => {
    const question = await writeQuestion(teacher, { name: `In homework ${tag()}`, correctAnswer: 'A' });
    const homeworkId = await homeworkWith(teacher, 'Week 3', question._id);

    const refused = await teacher.post('/api/teacher/deleteQuestion', { id: question._id });

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, msg: 'This question is used in the homework "Week 3". Remove it from the homework first.', result: null });
    expect(await readQuestion(teacher, question._id)).toEqual(question);

    await world.sql('DELETE FROM homework_questions WHERE homework_id = $1', [homeworkId]);
    expect((await teacher.post('/api/teacher/deleteQuestion', { id: question._id })).body.msg).toBe('Delete success');
  });

  test('several homework are named, the first few alphabetically', async () => {
    const question = await writeQuestion(teacher, { correctAnswer: 'A' });
    for (const name of ['Quiz', 'Exam 1', 'Week 2', 'Revision']) await homeworkWith(teacher, name, question._id);

    const refused = await teacher.post('/api/teacher/deleteQuestion', { id: question._id });

    expect(refused.body.msg).toBe('This question is used in the homework "Exam 1", "Quiz", "Revision" and 1 more. Remove it from them first.');
  });
});
