import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { homeworkPage, homeworkView, homeworkWithQuestions, internalHomework, type HomeworkView } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, createIsolation, startTokenIssuer, type ApiClient, type TokenIssuer } from '@tp/test-kit';
import { startQuestionBank } from '../src/main';

const iso = createIsolation();
let issuer: TokenIssuer;
let service: Awaited<ReturnType<typeof startQuestionBank>>;
let teacher: ApiClient;
let otherTeacher: ApiClient;
let admin: ApiClient;
let student: ApiClient;
let teacherId: string;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  service = await startQuestionBank({ ...iso.envFor('question-bank'), PORT: '0', JWKS_URL: issuer.jwksUrl });
  teacherId = randomUUID();
  const client = async (role: 'Teacher' | 'Student', isAdmin = false, id: string = randomUUID()) =>
    apiClient(service.url, await issuer.tokenFor({ id, role, isAdmin, name: `${role}${isAdmin ? ' admin' : ''}` }));
  [teacher, otherTeacher, admin, student] = await Promise.all([client('Teacher', false, teacherId), client('Teacher'), client('Teacher', true), client('Student')]);
});

afterAll(async () => {
  await service?.stop();
  await issuer?.close();
  await iso.cleanup();
});

const tag = () => randomUUID().slice(0, 8);

async function createHomework(client: ApiClient = teacher, language = 'en') {
  const res = await client.post('/api/teacher/createHomeWork', { language });
  expect(res.body).toMatchObject({ code: 200, msg: 'Create Homework successfully' });
  return homeworkView.parse(res.body.result);
}

async function save(id: string, fields: Record<string, unknown>, client: ApiClient = teacher) {
  return client.post('/api/teacher/updateHW', { _id: id, ...fields });
}

async function createQuestion(client: ApiClient = teacher, language = 'en') {
  const res = await client.post('/api/teacher/createQuestion', { language });
  expect(res.body.code).toBe(200);
  return res.body.result._id as string;
}

async function read(id: string, client: ApiClient = teacher) {
  const res = await client.post('/api/user/getHWById', { id });
  expect(res.body.code).toBe(200);
  return homeworkWithQuestions.parse(res.body.result);
}

const questionIdsOf = async (id: string) => (await read(id)).questionList.map((q) => q._id);

async function homeworkWith(count: number) {
  const homework = await createHomework();
  const questions = await Promise.all(Array.from({ length: count }, () => createQuestion()));
  expect((await teacher.post('/api/teacher/batchAddQToHW', { id: homework._id, QIds: questions })).body.code).toBe(200);
  return { homework, questions };
}

async function listOf(client: ApiClient, query: string) {
  const res = await client.get(`/api/teacher/getHWByTeacher?${query}`);
  expect(res.body.code).toBe(200);
  return homeworkPage.parse(res.body.result);
}

describe('creating and saving homework', () => {
  test('a new homework is the caller\'s, named "New homework", not an exam, 15 minutes, empty', async () => {
    const homework = await createHomework(teacher, 'zh');

    expect(homework).toMatchObject({
      name: 'New homework', description: '', numQuestions: 0, language: 'zh', dueDate: null, isExam: false, examDuration: 15,
      questionList: [], creator: { _id: teacherId },
    });
    expect(await read(homework._id)).toMatchObject({ _id: homework._id, name: 'New homework', questionList: [] });
  });

  test('saving stores every field ("Successfully saved"); the description is sanitised and numQuestions is the real count', async () => {
    const { homework } = await homeworkWith(2);
    const name = `Week 1 ${tag()}`;

    const res = await save(homework._id, {
      name: `  ${name} `, description: '<p>Read <b>this</b> $x^2$</p><script>alert(1)</script>', numQuestions: 99, language: 'zh',
      dueDate: '2026-09-01T18:20:00.000Z', isExam: true, examDuration: 45,
    });

    expect(res.body).toMatchObject({ code: 200, msg: 'Successfully saved' });
    const expected = {
      name, description: '<p>Read <b>this</b> $x^2$</p>', numQuestions: 2, language: 'zh', dueDate: '2026-09-01T18:20:00.000Z', isExam: true, examDuration: 45,
    };
    expect(res.body.result).toMatchObject(expected);
    expect(await read(homework._id)).toMatchObject(expected);
  });

  test('fields left out keep their values; a null or empty due date clears it', async () => {
    const homework = await createHomework();
    await save(homework._id, { name: 'Kept', description: 'Plain words', dueDate: '2026-10-01T10:00:00Z', isExam: true, examDuration: 90 });

    expect((await save(homework._id, { name: 'Renamed' })).body.result).toMatchObject({ name: 'Renamed', description: 'Plain words', isExam: true, examDuration: 90 });
    expect((await save(homework._id, { name: 'Renamed', dueDate: null })).body.result.dueDate).toBeNull();
    await save(homework._id, { name: 'Renamed', dueDate: '2026-10-01T10:00:00Z' });
    expect((await save(homework._id, { name: 'Renamed', dueDate: '' })).body.result.dueDate).toBeNull();
  });

  test.each([
    [{ name: '   ' }, 'Please input the homework name.'],
    [{ name: 'x'.repeat(201) }, 'The homework name must be at most 200 characters.'],
    [{ name: 'Ok', examDuration: 20 }, 'The exam duration must be one of 1, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180 minutes.'],
    [{ name: 'Ok', examDuration: '45' }, 'The exam duration must be one of 1, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180 minutes.'],
    [{ name: 'Ok', dueDate: 'next friday' }, 'The due date must be a date and time like 2026-09-01T18:00:00Z.'],
    [{ name: 'Ok', language: 'fr' }, 'The language must be en or zh.'],
    [{ name: 'Ok', isExam: 'yes' }, 'isExam must be true or false.'],
    [{ name: 'Ok', description: 42 }, 'The description must be text.'],
  ])('saving %j is refused with a 400 and nothing changes', async (fields, msg) => {
    const homework = await createHomework();

    const res = await save(homework._id, fields);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, result: null });
    expect(await read(homework._id)).toMatchObject({ name: 'New homework', examDuration: 15, dueDate: null, language: 'en', isExam: false });
  });

  test('a description over the rich-text limit is refused and nothing changes', async () => {
    const homework = await createHomework();

    const res = await save(homework._id, { name: 'Long', description: `<p>${'a'.repeat(20_001)}</p>` });

    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/description/i);
    expect((await read(homework._id)).name).toBe('New homework');
  });

  test('create needs a language: a missing or unknown one is a 400 and no homework is made', async () => {
    const before = (await listOf(teacher, 'language=en&pageSize=100')).total;
    for (const body of [{}, { language: 'fr' }]) {
      const res = await teacher.post('/api/teacher/createHomeWork', body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('The language must be en or zh.');
    }
    expect((await listOf(teacher, 'language=en&pageSize=100')).total).toBe(before);
  });
});

describe('the teacher\'s homework list', () => {
  test('pages of 10 by default, newest first, one language, the caller\'s own only, with a name search', async () => {
    const list = apiClient(service.url, await issuer.tokenFor({ id: randomUUID(), role: 'Teacher', name: 'Lister' }));
    const made: HomeworkView[] = [];
    for (let i = 0; i < 12; i += 1) made.push(await createHomework(list));
    const named = `Vectors ${tag()}`;
    await save(made[3]._id, { name: named }, list);
    await createHomework(list, 'zh');
    await createHomework(otherTeacher);

    const first = await listOf(list, 'language=en');
    const second = await listOf(list, 'language=en&page=2');
    const newestFirst = [...made].reverse().map((h) => h._id);

    expect(first.total).toBe(12);
    expect(first.list.map((h) => h._id)).toEqual(newestFirst.slice(0, 10));
    expect(second.list.map((h) => h._id)).toEqual(newestFirst.slice(10));
    expect((await listOf(list, 'language=en&page=2&pageSize=5')).list.map((h) => h._id)).toEqual(newestFirst.slice(5, 10));
    expect((await listOf(list, 'language=zh')).total).toBe(1);
    expect(await listOf(list, `language=en&name=${encodeURIComponent(named.toUpperCase().slice(0, 12))}`)).toMatchObject({ total: 1, list: [{ _id: made[3]._id }] });
    expect((await listOf(list, 'language=en&name=%25')).total).toBe(0);
  });

  test.each([
    ['page=0', 'The page must be a whole number from 1.'],
    ['pageSize=101', 'The page size must be a whole number from 1 to 100.'],
    ['language=fr', 'The language must be en or zh.'],
  ])('a bad query (%s) is a 400', async (query, msg) => {
    expect((await teacher.get(`/api/teacher/getHWByTeacher?${query}`)).body).toEqual({ code: 400, msg, result: null });
  });
});

describe('copy and delete', () => {
  test('a copy is named "<name> (copy)" with the same fields and questions in order; the original is untouched', async () => {
    const { homework, questions } = await homeworkWith(3);
    await save(homework._id, { name: 'Quiz', description: 'Read me', isExam: true, examDuration: 30, dueDate: '2026-11-01T08:00:00Z' });

    const res = await teacher.post('/api/teacher/copyHomeWork', { id: homework._id });

    expect(res.body.code).toBe(200);
    const copy = homeworkView.parse(res.body.result);
    expect(copy._id).not.toBe(homework._id);
    expect(copy).toMatchObject({ name: 'Quiz (copy)', description: 'Read me', isExam: true, examDuration: 30, dueDate: '2026-11-01T08:00:00.000Z', questionList: questions, numQuestions: 3 });
    expect(await questionIdsOf(homework._id)).toEqual(questions);
  });

  test('delete ("Delete Homework successfully") removes the homework; its questions stay', async () => {
    const { homework, questions } = await homeworkWith(1);

    expect((await teacher.post('/api/teacher/deleteHW', { id: homework._id })).body).toMatchObject({ code: 200, msg: 'Delete Homework successfully' });

    expect((await teacher.post('/api/user/getHWById', { id: homework._id })).body).toEqual({ code: 404, msg: 'Homework not found', result: null });
    expect((await teacher.post('/api/teacher/deleteHW', { id: homework._id })).body.code).toBe(404);
    expect((await teacher.post('/api/teacher/getQuestionById', { id: questions[0] })).body.code).toBe(200);
  });
});

describe('the questions of a homework', () => {
  test('batch add appends in the order given and ignores questions already there or given twice', async () => {
    const { homework, questions } = await homeworkWith(2);
    const [c, d] = [await createQuestion(), await createQuestion()];

    const res = await teacher.post('/api/teacher/batchAddQToHW', { id: homework._id, QIds: [d, questions[0], c, d] });

    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ questionList: [...questions, d, c], numQuestions: 4 });
    expect(await questionIdsOf(homework._id)).toEqual([...questions, d, c]);
  });

  test('batch add with no questions does nothing (200)', async () => {
    const { homework, questions } = await homeworkWith(2);

    expect((await teacher.post('/api/teacher/batchAddQToHW', { id: homework._id, QIds: [] })).body.code).toBe(200);
    expect(await questionIdsOf(homework._id)).toEqual(questions);
  });

  test('another teacher\'s question is a 403 and an unknown one a 404; nothing is added', async () => {
    const { homework, questions } = await homeworkWith(1);
    const mine = await createQuestion();
    const theirs = await createQuestion(otherTeacher);

    expect((await teacher.post('/api/teacher/batchAddQToHW', { id: homework._id, QIds: [mine, theirs] })).body)
      .toEqual({ code: 403, msg: 'Only your own questions can be added to your homework.', result: null });
    expect((await teacher.post('/api/teacher/batchAddQToHW', { id: homework._id, QIds: [mine, randomUUID()] })).body)
      .toEqual({ code: 404, msg: 'Question not found', result: null });
    expect((await teacher.post('/api/teacher/batchAddQToHW', { id: homework._id, QIds: ['nope'] })).body)
      .toEqual({ code: 400, msg: 'The question id (QIds) is not a valid id.', result: null });
    expect((await teacher.post('/api/teacher/batchAddQToHW', { id: homework._id, QIds: 'all' })).body)
      .toEqual({ code: 400, msg: 'QIds must be a list of question ids.', result: null });
    expect(await questionIdsOf(homework._id)).toEqual(questions);
  });

  test('batch delete takes the questions out and keeps the others\' order; unknown or empty changes nothing', async () => {
    const { homework, questions } = await homeworkWith(4);

    const res = await teacher.post('/api/teacher/batchDeleteQFromHW', { id: homework._id, QIds: [questions[1], questions[3], randomUUID()] });

    expect(res.body).toMatchObject({ code: 200, result: { questionList: [questions[0], questions[2]], numQuestions: 2 } });
    expect(await questionIdsOf(homework._id)).toEqual([questions[0], questions[2]]);
    expect((await teacher.post('/api/teacher/batchDeleteQFromHW', { id: homework._id, QIds: [] })).body.code).toBe(200);
    expect(await questionIdsOf(homework._id)).toEqual([questions[0], questions[2]]);
  });

  test('a question in a homework cannot be deleted until it is taken out', async () => {
    const { homework, questions } = await homeworkWith(1);

    const refused = await teacher.post('/api/teacher/deleteQuestion', { id: questions[0] });

    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await questionIdsOf(homework._id)).toEqual(questions);
  });

  test('setQFormHW saves a new order of the same questions', async () => {
    const { homework, questions } = await homeworkWith(3);
    const order = [questions[2], questions[0], questions[1]];

    const res = await teacher.post('/api/teacher/setQFormHW', { id: homework._id, questionList: order });

    expect(res.body).toMatchObject({ code: 200, msg: 'Successfully saved', result: { questionList: order } });
    expect(await questionIdsOf(homework._id)).toEqual(order);
  });

  test.each([
    ['a question missing', (q: string[]) => [q[1], q[0]]],
    ['a question twice', (q: string[]) => [q[1], q[0], q[0]]],
    ['a question not in the homework', (q: string[]) => [q[1], q[0], randomUUID()]],
  ])('setQFormHW with %s is a 400 and the order stays', async (_label, reorder) => {
    const { homework, questions } = await homeworkWith(3);

    const res = await teacher.post('/api/teacher/setQFormHW', { id: homework._id, questionList: reorder(questions) });

    expect(res.body).toEqual({ code: 400, msg: 'The new order must hold exactly the questions of the homework, each once. Reload the page and try again.', result: null });
    expect(await questionIdsOf(homework._id)).toEqual(questions);
  });

  test('setQFormHW takes the question objects getHWById answers, or a mix of objects and ids', async () => {
    const { homework, questions } = await homeworkWith(3);
    const asRead = (await read(homework._id)).questionList as { _id: string }[];
    const order = [asRead[2], questions[0], asRead[1]];

    const res = await teacher.post('/api/teacher/setQFormHW', { id: homework._id, questionList: order });

    expect(res.body).toMatchObject({ code: 200, msg: 'Successfully saved', result: { questionList: [questions[2], questions[0], questions[1]] } });
    expect(await questionIdsOf(homework._id)).toEqual([questions[2], questions[0], questions[1]]);
  });

  test.each([
    ['an object without _id', (q: string[]) => [{ name: 'x' }, q[0], q[1]]],
    ['an object with a bad _id', (q: string[]) => [{ _id: 'nope' }, q[0], q[1]]],
    ['a number', (q: string[]) => [7, q[0], q[1]]],
    ['null', (q: string[]) => [null, q[0], q[1]]],
  ])('setQFormHW with %s in the list is a 400 that says so, and the order stays', async (_label, reorder) => {
    const { homework, questions } = await homeworkWith(2);

    const res = await teacher.post('/api/teacher/setQFormHW', { id: homework._id, questionList: reorder(questions) });

    expect(res.body).toEqual({ code: 400, msg: 'Each item of questionList must be a question id or a question with a valid _id.', result: null });
    expect(await questionIdsOf(homework._id)).toEqual(questions);
  });

  test('setQFormHW refuses more than 1000 items, objects or ids, before reading the homework', async () => {
    const { homework, questions } = await homeworkWith(1);
    const tooMany = Array.from({ length: 1001 }, () => ({ _id: questions[0] }));

    const res = await teacher.post('/api/teacher/setQFormHW', { id: homework._id, questionList: tooMany });

    expect(res.body).toEqual({ code: 400, msg: 'At most 1000 questions can be sent at once.', result: null });
    expect(await questionIdsOf(homework._id)).toEqual(questions);
  });

  test('getHWById answers every field of the questions in order', async () => {
    const { homework, questions } = await homeworkWith(2);

    const answer = await read(homework._id);

    expect(answer.questionList.map((q) => q._id)).toEqual(questions);
    expect(answer.questionList[0]).toMatchObject({ isChoice: 0, numChoice: 4, correctAnswer: expect.any(String), user: { _id: teacherId } });
  });
});

describe('who may do what', () => {
  test('another teacher gets 403 on every call and nothing changes', async () => {
    const { homework, questions } = await homeworkWith(2);
    const theirQuestion = await createQuestion(otherTeacher);
    const refused = { code: 403, msg: 'This homework belongs to another teacher.', result: null };
    const id = homework._id;

    for (const [path, body] of [
      ['/api/teacher/updateHW', { _id: id, name: 'Hijacked' }],
      ['/api/teacher/copyHomeWork', { id }],
      ['/api/teacher/deleteHW', { id }],
      ['/api/teacher/batchAddQToHW', { id, QIds: [theirQuestion] }],
      ['/api/teacher/batchDeleteQFromHW', { id, QIds: questions }],
      ['/api/teacher/setQFormHW', { id, questionList: [...questions].reverse() }],
      ['/api/user/getHWById', { id }],
    ] as const) {
      expect((await otherTeacher.post(path, body)).body, path).toEqual(refused);
    }
    expect(await read(homework._id)).toMatchObject({ name: 'New homework', questionList: questions.map((_id) => ({ _id })) });
    expect((await listOf(otherTeacher, 'language=en&pageSize=100')).list.map((h) => h._id)).not.toContain(id);
  });

  test('an administrator reads any homework but changes only their own', async () => {
    const { homework, questions } = await homeworkWith(1);

    expect((await read(homework._id, admin)).questionList.map((q) => q._id)).toEqual(questions);
    expect((await save(homework._id, { name: 'By admin' }, admin)).body.code).toBe(403);
  });

  test('an unknown homework is a 404 and a malformed id a 400', async () => {
    const missing = randomUUID();
    for (const [path, body] of [
      ['/api/teacher/updateHW', { _id: missing, name: 'x' }],
      ['/api/teacher/copyHomeWork', { id: missing }],
      ['/api/teacher/deleteHW', { id: missing }],
      ['/api/teacher/batchAddQToHW', { id: missing, QIds: [] }],
      ['/api/teacher/setQFormHW', { id: missing, questionList: [] }],
      ['/api/user/getHWById', { id: missing }],
    ] as const) {
      expect((await teacher.post(path, body)).body, path).toEqual({ code: 404, msg: 'Homework not found', result: null });
    }
    expect((await teacher.post('/api/teacher/deleteHW', { id: 'abc' })).body).toEqual({ code: 400, msg: 'The homework id (id) is not a valid id.', result: null });
    expect((await teacher.post('/api/teacher/deleteHW', {})).body).toEqual({ code: 400, msg: 'The homework id (id) is required.', result: null });
  });

  test('students get 403 on teacher calls and on another\'s homework; no token is a 401', async () => {
    const homework = await createHomework();

    expect((await student.post('/api/teacher/createHomeWork', { language: 'en' })).status).toBe(403);
    expect((await student.get('/api/teacher/getHWByTeacher')).status).toBe(403);
    expect((await student.post('/api/user/getHWById', { id: homework._id })).status).toBe(403);
    expect((await apiClient(service.url).post('/api/user/getHWById', { id: homework._id })).status).toBe(401);
  });

  test('a malformed JSON body is a 400, not a 500', async () => {
    const res = await teacher.post('/api/teacher/updateHW', '{"_id": ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
  });
});

describe('internal homework for other services', () => {
  const asService = async (audience = 'question-bank') =>
    apiClient(service.url, await new InternalCredentials(iso.internalSecret, 'catalog').tokenFor(audience));

  test('with a service token: the homework, its creator and its full questions in order', async () => {
    const { homework, questions } = await homeworkWith(2);
    await teacher.post('/api/teacher/setQFormHW', { id: homework._id, questionList: [questions[1], questions[0]] });

    const res = await (await asService()).get(`/internal/homework/${homework._id}`);

    expect(res.body.code).toBe(200);
    const answer = internalHomework.parse(res.body.result);
    expect(answer).toMatchObject({ _id: homework._id, creator: { _id: teacherId }, numQuestions: 2 });
    expect(answer.questionList.map((q) => q._id)).toEqual([questions[1], questions[0]]);
    expect(Object.keys(answer.questionList[0])).toEqual(expect.arrayContaining(['correctAnswer', 'description', 'qText', 'answerA']));
  });

  test('unknown is a 404; without a service token (or a user\'s token, or one for another service) a 401', async () => {
    const homework = await createHomework();
    expect((await (await asService()).get(`/internal/homework/${randomUUID()}`)).body).toEqual({ code: 404, msg: 'Homework not found', result: null });
    expect((await (await asService()).get('/internal/homework/xyz')).status).toBe(400);
    for (const client of [apiClient(service.url), teacher, await asService('billing')]) {
      expect((await client.get(`/internal/homework/${homework._id}`)).status).toBe(401);
    }
  });
});
