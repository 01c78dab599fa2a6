import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALL_QUESTIONS_LIMIT, questionList, type QuestionView } from '@tp/contracts';
import { createQuestion, listQuestions, readQuestion, saveQuestion, startQuestionWorld, tag, writeQuestion, type Caller } from './questions-support';

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

/** The fields a save may change (not the timestamps). */
const content = ({ updatedAt: _u, ...rest }: QuestionView) => rest;

async function expectRefusedWithoutChange(client: Caller, question: QuestionView, body: Record<string, unknown>, status: number, msg: string | RegExp) {
  const res = await client.put('/api/teacher/updateQuestion', { ...question, ...body });
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(status);
  expect(res.body.msg).toMatch(msg);
  expect(res.body.result).toBeNull();
  expect(await readQuestion(teacher, question._id)).toEqual(question);
}

describe('creating a question', () => {
  test('a new question has the defaults (single choice, 4 choices, difficulty 3, all else empty) and belongs to its teacher', async () => {
    const created = await createQuestion(teacher, 'zh');

    expect(created).toMatchObject({
      name: '', category: '', qText: '', image: '', showImg: false, isChoice: 0, numChoice: 4, correctAnswer: '', difficuty: 3,
      description: '', source: '', copyright: '', answerA: '', answerB: '', answerC: '', answerD: '', answerE: '', language: 'zh',
      referenceId: '', libraryId: '', chapterId: '', sectionId: '', user: { _id: teacher.id, name: teacher.name },
    });
    expect(await readQuestion(teacher, created._id)).toEqual(created);
    expect((await listQuestions(teacher, { language: 'zh' })).list.map((q) => q._id)).toContain(created._id);
  });

  test('without a language it is in English; another language is a 400 and nothing is created', async () => {
    const fresh = await world.signIn('Teacher');
    expect((await fresh.post('/api/teacher/createQuestion', {})).body.result.language).toBe('en');

    const res = await fresh.post('/api/teacher/createQuestion', { language: 'fr' });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: 'The language must be en or zh.', result: null });
    expect((await listQuestions(fresh, { language: 'en' })).total).toBe(1);
  });
});

describe('saving a question', () => {
  test('every field is saved; rich text is sanitised with its maths kept; read-only fields sent back are ignored', async () => {
    const question = await createQuestion(teacher);

    const saved = await saveQuestion(teacher, question, {
      name: '  Projectile range  ', category: 'Kinematics', copyright: 'OpenStax', image: '/uploads/2026/11/ball.png', showImg: true,
      qText: '<p>Find $x^2$ when <strong>x = 3</strong><script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
      answerA: '<p>$9$</p>', answerB: '<p>6</p>', answerC: '<p>3</p>', answerD: '<p onclick="x()">0</p>',
      isChoice: 0, numChoice: 4, correctAnswer: 'a', difficuty: 5, description: '<p>$3^2 = 9$</p>',
      user: { _id: otherTeacher.id, name: 'Someone else' }, createdAt: '2001-01-01T00:00:00.000Z',
    });

    expect(saved).toMatchObject({
      name: 'Projectile range', category: 'Kinematics', copyright: 'OpenStax', image: '/uploads/2026/11/ball.png', showImg: true,
      qText: '<p>Find $x^2$ when <strong>x = 3</strong></p>', answerA: '<p>$9$</p>', answerD: '<p>0</p>',
      correctAnswer: 'A', difficuty: 5, description: '<p>$3^2 = 9$</p>',
      user: { _id: teacher.id, name: teacher.name }, createdAt: question.createdAt,
    });
    expect(await readQuestion(teacher, question._id)).toEqual(saved);
  });

  test('a multiple choice answer is stored as sorted letters; a free response answer as trimmed text', async () => {
    const multiple = await writeQuestion(teacher, { isChoice: 1, correctAnswer: ' c, A ' });
    const wide = await writeQuestion(teacher, { isChoice: 1, numChoice: 5, correctAnswer: 'e,b,D', answerE: '<p>none</p>' });
    const free = await writeQuestion(teacher, { isChoice: 2, correctAnswer: '  $v = 12$ m/s ' });

    expect(multiple.correctAnswer).toBe('A,C');
    expect(wide).toMatchObject({ correctAnswer: 'B,D,E', answerE: '<p>none</p>' });
    expect(free.correctAnswer).toBe('$v = 12$ m/s');
  });

  test('fields left out keep their value', async () => {
    const question = await writeQuestion(teacher, { name: `Kept ${tag()}`, isChoice: 1, correctAnswer: 'B,C', difficuty: 2 });

    const res = await teacher.put('/api/teacher/updateQuestion', { _id: question._id, category: 'Optics' });

    expect(res.body).toMatchObject({ code: 200, result: { ...content(question), category: 'Optics' } });
  });

  test('a wrong correct answer is refused with the rule\'s message and nothing changes', async () => {
    const question = await writeQuestion(teacher, { name: `Choice ${tag()}`, correctAnswer: 'B' });

    await expectRefusedWithoutChange(teacher, question, { correctAnswer: 'F' }, 400, 'Correct answer: F is not one of A–D');
    await expectRefusedWithoutChange(teacher, question, { correctAnswer: '' }, 400, 'Correct answer: please choose one of A–D');
    await expectRefusedWithoutChange(teacher, question, { correctAnswer: 'A,B' }, 400, 'Correct answer: a single choice question has one correct answer, one of A–D');
    await expectRefusedWithoutChange(teacher, question, { isChoice: 1, correctAnswer: 'A,A' }, 400, 'Correct answer: A is given twice');
    await expectRefusedWithoutChange(teacher, question, { isChoice: 1, correctAnswer: 'A,G' }, 400, 'Correct answer: G is not one of A–D');
  });

  test('choice E only with five choices: its answer is cleared with four, and a correct answer E is refused', async () => {
    const five = await writeQuestion(teacher, { numChoice: 5, answerE: '<p>$\\pi$</p>', correctAnswer: 'E' });
    expect(five).toMatchObject({ numChoice: 5, answerE: '<p>$\\pi$</p>', correctAnswer: 'E' });

    await expectRefusedWithoutChange(teacher, five, { numChoice: 4 }, 400, 'Correct answer: E is not one of A–D (E needs 5 choices)');

    const four = await saveQuestion(teacher, five, { numChoice: 4, correctAnswer: 'd' });
    expect(four).toMatchObject({ numChoice: 4, answerE: '', correctAnswer: 'D' });
  });

  test('difficulty 1 to 5, 4 or 5 choices and types 0 to 2 only: anything else is a 400 without a change', async () => {
    const question = await writeQuestion(teacher, { correctAnswer: 'C', difficuty: 4 });
    const difficulty = 'Difficulty: must be a whole number from 1 to 5';

    await expectRefusedWithoutChange(teacher, question, { difficuty: 0 }, 400, difficulty);
    await expectRefusedWithoutChange(teacher, question, { difficuty: 6 }, 400, difficulty);
    await expectRefusedWithoutChange(teacher, question, { difficuty: 2.5 }, 400, 'The difficulty (difficuty) must be a whole number from 1 to 5.');
    await expectRefusedWithoutChange(teacher, question, { difficuty: 'hard' }, 400, 'The difficulty (difficuty) must be a whole number from 1 to 5.');
    await expectRefusedWithoutChange(teacher, question, { numChoice: 3 }, 400, 'Number of choices: must be 4 or 5');
    await expectRefusedWithoutChange(teacher, question, { isChoice: 3 }, 400, 'Type: must be 0 (single choice), 1 (multiple choice) or 2 (free response)');
    await expectRefusedWithoutChange(teacher, question, { language: 'de' }, 400, 'The language must be en or zh.');
    expect((await saveQuestion(teacher, question, { difficuty: '2' })).difficuty).toBe(2); // a number typed as text
  });

  test('long or malformed fields are a 400 with a sentence, never a 500, and nothing changes', async () => {
    const question = await writeQuestion(teacher, { name: `Bounds ${tag()}`, correctAnswer: 'A' });

    await expectRefusedWithoutChange(teacher, question, { name: 'n'.repeat(201) }, 400, 'Name: at most 200 characters (it has 201)');
    await expectRefusedWithoutChange(teacher, question, { category: 'c'.repeat(101) }, 400, 'Category: at most 100 characters (it has 101)');
    await expectRefusedWithoutChange(teacher, question, { qText: `<p>${'x'.repeat(20_001)}</p>` }, 400, /^The question text is too long/);
    await expectRefusedWithoutChange(teacher, question, { answerB: `<p>${'$x$ '.repeat(201)}</p>` }, 400, /^The answer B has too many formulas/);
    await expectRefusedWithoutChange(teacher, question, { image: 'javascript:alert(1)' }, 400, 'The image must be an uploaded file (/uploads/...) or an https address.');
    await expectRefusedWithoutChange(teacher, question, { showImg: 'yes' }, 400, 'Show image must be true or false.');
    await expectRefusedWithoutChange(teacher, question, { name: 42 }, 400, 'The name must be text.');
    await expectRefusedWithoutChange(teacher, question, { source: 'not-an-id' }, 400, 'The source (source) must be an id, or empty for none.');

    const malformed = await teacher.put('/api/teacher/updateQuestion', { _id: 'nope', name: 'x' });
    expect(malformed.body).toEqual({ code: 400, msg: 'The question id (_id) is not a valid id.', result: null });
    const unknown = await teacher.put('/api/teacher/updateQuestion', { ...question, _id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body).toEqual({ code: 404, msg: 'Question not found', result: null });
  });
});

describe('copying and deleting', () => {
  test('a copy has every field, is named "<name> (copy)", is the caller\'s and leaves the original as it was', async () => {
    const original = await writeQuestion(teacher, { name: `Vectors ${tag()}`, isChoice: 1, correctAnswer: 'A,B', qText: '<p>$\\vec v$</p>', difficuty: 4 });

    const res = await teacher.post('/api/teacher/copyQuestion', { id: original._id });

    expect(res.body).toMatchObject({ code: 200, msg: 'Add success' });
    const copy = res.body.result as QuestionView;
    const { _id: _a, name: _b, createdAt: _c, updatedAt: _d, ...same } = original;
    expect(copy).toMatchObject({ ...same, name: `${original.name} (copy)`, referenceId: '' });
    expect(copy._id).not.toBe(original._id);
    expect(await readQuestion(teacher, original._id)).toEqual(original);
    expect((await listQuestions(teacher, { name: original.name, language: 'en' })).list.map((q) => q.name)).toEqual([copy.name, original.name]);
  });

  test('the copy of a name at the limit stays within 200 characters', async () => {
    const original = await writeQuestion(teacher, { name: 'L'.repeat(200), correctAnswer: 'A' });
    const copy = (await teacher.post('/api/teacher/copyQuestion', { id: original._id })).body.result as QuestionView;
    expect(copy.name).toBe(`${'L'.repeat(193)} (copy)`);
  });

  test('deleting says "Delete success"; the question is gone, and a second delete is a 404', async () => {
    const question = await writeQuestion(teacher, { name: `Gone ${tag()}`, correctAnswer: 'A' });

    expect((await teacher.post('/api/teacher/deleteQuestion', { id: question._id })).body).toEqual({ code: 200, msg: 'Delete success', result: { _id: question._id } });

    expect((await teacher.post('/api/teacher/getQuestionById', { id: question._id })).body).toEqual({ code: 404, msg: 'Question not found', result: null });
    expect((await listQuestions(teacher, { name: question.name, language: 'en' })).total).toBe(0);
    expect((await teacher.post('/api/teacher/deleteQuestion', { id: question._id })).status).toBe(404);
    expect((await teacher.post('/api/teacher/deleteQuestion', {})).body).toEqual({ code: 400, msg: 'The question id (id) is required.', result: null });
  });
});

describe("the teacher's question list", () => {
  test('newest first, 100 a page by default; pageSize and later pages work; a page past the end is empty', async () => {
    const lister = await world.signIn('Teacher');
    const made: string[] = [];
    for (let i = 0; i < 103; i++) made.push((await createQuestion(lister))._id);
    const newestFirst = [...made].reverse();

    const first = await listQuestions(lister, { language: 'en' });
    const second = await listQuestions(lister, { language: 'en', page: 2 });
    const small = await listQuestions(lister, { language: 'en', page: 3, pageSize: 5 });

    expect(first.total).toBe(103);
    expect(first.list.map((q) => q._id)).toEqual(newestFirst.slice(0, 100));
    expect(second.list.map((q) => q._id)).toEqual(newestFirst.slice(100));
    expect(small.list.map((q) => q._id)).toEqual(newestFirst.slice(10, 15));
    expect(await listQuestions(lister, { language: 'en', page: 30 })).toEqual({ list: [], total: 103 });
  });

  test('the name search matches any part, whatever the case, % and _ only literally; the language filters', async () => {
    const searcher = await world.signIn('Teacher');
    const t = tag();
    const speed = await writeQuestion(searcher, { name: `Speed ${t} 100% sure`, correctAnswer: 'A' });
    const force = await writeQuestion(searcher, { name: `Force ${t}`, correctAnswer: 'A' });
    const chinese = await writeQuestion(searcher, { name: `速度 ${t}`, correctAnswer: 'A' }, 'zh');
    await writeQuestion(otherTeacher, { name: `Speed ${t} elsewhere`, correctAnswer: 'A' });

    expect((await listQuestions(searcher, { name: `SPEED ${t}`, language: 'en' })).list.map((q) => q._id)).toEqual([speed._id]);
    expect((await listQuestions(searcher, { name: '100%', language: 'en' })).total).toBe(1);
    expect((await listQuestions(searcher, { name: `${t}_`, language: 'en' })).total).toBe(0);
    expect((await listQuestions(searcher, { name: t, language: 'en' })).list.map((q) => q._id)).toEqual([force._id, speed._id]);
    expect((await listQuestions(searcher, { name: t, language: 'zh' })).list.map((q) => q._id)).toEqual([chinese._id]);
  });

  test('a page size over 100, page 0 or a language other than en/zh is a 400', async () => {
    expect((await teacher.post('/api/teacher/getQuestionsByTeacher', { pageSize: 101 })).body).toEqual({ code: 400, msg: 'The page size must be a whole number from 1 to 100.', result: null });
    expect((await teacher.post('/api/teacher/getQuestionsByTeacher', { page: 0 })).body).toEqual({ code: 400, msg: 'The page must be a whole number from 1.', result: null });
    expect((await teacher.post('/api/teacher/getQuestionsByTeacher', { language: 'es' })).status).toBe(400);
  });

  test(`getAllQuestionsByTeacher lists every question of the caller in the language (newest ${ALL_QUESTIONS_LIMIT} at most)`, async () => {
    const author = await world.signIn('Teacher');
    const english = [await createQuestion(author), await createQuestion(author)];
    await createQuestion(author, 'zh');
    await createQuestion(otherTeacher);

    const res = await author.post('/api/teacher/getAllQuestionsByTeacher', { language: 'en' });

    expect(res.body.code).toBe(200);
    expect(questionList.parse(res.body.result).list.map((q) => q._id)).toEqual([english[1]._id, english[0]._id]);
  });
});

describe('who may use the question calls', () => {
  test("another teacher's question is refused (403) for read, save, copy and delete, and nothing changes", async () => {
    const question = await writeQuestion(teacher, { name: `Private ${tag()}`, correctAnswer: 'B' });
    const refusal = { code: 403, msg: 'This question belongs to another teacher.', result: null };

    expect((await otherTeacher.post('/api/teacher/getQuestionById', { id: question._id })).body).toEqual(refusal);
    expect((await otherTeacher.put('/api/teacher/updateQuestion', { ...question, name: 'Taken over' })).body).toEqual(refusal);
    expect((await otherTeacher.post('/api/teacher/copyQuestion', { id: question._id })).body).toEqual(refusal);
    expect((await otherTeacher.post('/api/teacher/deleteQuestion', { id: question._id })).body).toEqual(refusal);

    expect(await readQuestion(teacher, question._id)).toEqual(question);
    expect((await listQuestions(otherTeacher, { name: question.name, language: 'en' })).total).toBe(0);
  });

  test('an administrator who teaches may read and edit any question; it stays its teacher\'s', async () => {
    const question = await writeQuestion(teacher, { name: `Reviewed ${tag()}`, correctAnswer: 'B' });

    expect(await readQuestion(admin, question._id)).toEqual(question);
    const fixed = await saveQuestion(admin, question, { correctAnswer: 'C' });

    expect(fixed).toMatchObject({ correctAnswer: 'C', user: { _id: teacher.id } });
    expect((await listQuestions(teacher, { name: question.name, language: 'en' })).list.map((q) => q._id)).toEqual([question._id]);
  });

  test('students, parents and administrators without the Teacher role get 403; no token gets 401', async () => {
    const question = await createQuestion(teacher);
    const student = await world.signIn('Student');
    const parent = await world.signIn('Parent');
    const adminStudent = await world.signIn('Student', { isAdmin: true });

    for (const caller of [student, parent, adminStudent]) {
      expect((await caller.post('/api/teacher/createQuestion', { language: 'en' })).body).toEqual({ code: 403, msg: 'This needs the Teacher role.', result: null });
      expect((await caller.post('/api/teacher/getQuestionById', { id: question._id })).status).toBe(403);
      expect((await caller.post('/api/teacher/getQuestionsByTeacher', {})).status).toBe(403);
    }
    expect((await world.anonymous.post('/api/teacher/getQuestionById', { id: question._id })).status).toBe(401);
    expect((await world.anonymous.put('/api/teacher/updateQuestion', { ...question, name: 'x' })).body).toMatchObject({ code: 401, result: null });
    expect(await readQuestion(teacher, question._id)).toEqual(question);
  });
});
