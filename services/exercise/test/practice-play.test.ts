import { describe, expect, test } from 'vitest';
import { practiceQuestionBatch, practiceResult, practiceSetting, type PracticeQuestionBatch, type PracticeResult } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { practiceSchool, usePracticeWorld, type PracticeCaller, type PracticeSchool } from './practice-world';

const world = usePracticeWorld();

const batchOf = async (student: PracticeCaller): Promise<PracticeQuestionBatch> => practiceQuestionBatch.parse(await ok(student.get('/api/user/getResourceQuestion')));
const submit = async (student: PracticeCaller, questionId: string, answer: string): Promise<PracticeResult> =>
  practiceResult.parse(await ok(student.post('/api/user/submitResourceQuestion', { questionId, answer })));
const giveUp = async (student: PracticeCaller, questionId: string): Promise<PracticeResult> =>
  practiceResult.parse(await ok(student.post('/api/user/giveUpResourceQuestion', { questionId })));
const recordCount = async (student: PracticeCaller) => Number((await world().sql('SELECT count(*) AS n FROM practice_records WHERE student_id = $1', [student.id])).rows[0].n);

async function savedSchool(options: Parameters<typeof practiceSchool>[1] = {}): Promise<PracticeSchool> {
  const s = await practiceSchool(world(), options);
  await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
  return s;
}

describe('getResourceQuestion', () => {
  test('before any setting is saved it says to save one (409)', async () => {
    const student = await world().signIn('Student');
    expect((await student.get('/api/user/getResourceQuestion')).body).toEqual({ code: 409, msg: 'Please save your practice settings first.', result: null });
  });

  test('a batch of the setting\'s questions with done and total, never their correct answer or solution', async () => {
    const s = await savedSchool({ count: 3 });

    const res = await s.student.get('/api/user/getResourceQuestion');

    const batch = practiceQuestionBatch.parse(res.body.result);
    expect(batch).toMatchObject({ done: 0, total: 3 });
    expect(batch.questions.map((q) => q._id).sort()).toEqual(s.questions.map((q) => q._id).sort());
    expect(JSON.stringify(res.body)).not.toMatch(/correctAnswer|description|Because B/);
  });

  test('answered and given-up questions are not served again; Next after the batch fetches the rest', async () => {
    const s = await savedSchool({ count: 12 });
    await ok(world().admin.bank.post('/api/admin/editResourceBase', { maxQuestions: 100 }));
    try {
      const first = await batchOf(s.student);
      expect(first.questions).toHaveLength(10);
      expect(first).toMatchObject({ done: 0, total: 12 });
      for (const q of first.questions.slice(0, 9)) await submit(s.student, q._id, 'B');
      await giveUp(s.student, first.questions[9]._id);

      const next = await batchOf(s.student);
      expect(next).toMatchObject({ done: 10, total: 12 });
      expect(next.questions.map((q) => q._id).sort()).toEqual(s.questions.map((q) => q._id).filter((id) => !first.questions.some((q) => q._id === id)).sort());
    } finally {
      await ok(world().admin.bank.post('/api/admin/editResourceBase', { maxQuestions: 10 }));
    }
  });

  test('Max Resources limits what one setting offers: then "All questions are done!" and no more answers are taken', async () => {
    const s = await savedSchool({ count: 4 });
    await ok(world().admin.bank.post('/api/admin/editResourceBase', { maxQuestions: 2 }));
    try {
      const batch = await batchOf(s.student);
      expect(batch).toMatchObject({ done: 0, total: 2 });
      expect(batch.questions).toHaveLength(2);
      await submit(s.student, batch.questions[0]._id, 'B');
      expect(await giveUp(s.student, batch.questions[1]._id)).toMatchObject({ done: 2, total: 2 });

      expect(await batchOf(s.student)).toEqual({ questions: [], done: 2, total: 2 });
      const rest = s.questions.find((q) => !batch.questions.some((b) => b._id === q._id))!;
      expect((await s.student.post('/api/user/submitResourceQuestion', { questionId: rest._id, answer: 'B' })).body).toEqual({ code: 409, msg: 'All questions are done!', result: null });
      expect(await recordCount(s.student)).toBe(2);
    } finally {
      await ok(world().admin.bank.post('/api/admin/editResourceBase', { maxQuestions: 10 }));
    }
  });

  test('saving the settings again starts afresh: done goes back to 0 and every question is served again', async () => {
    const s = await savedSchool({ count: 2 });
    for (const q of s.questions) await submit(s.student, q._id, 'A');
    expect(await batchOf(s.student)).toEqual({ questions: [], done: 2, total: 2 });

    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));

    const fresh = await batchOf(s.student);
    expect(fresh).toMatchObject({ done: 0, total: 2 });
    expect(fresh.questions).toHaveLength(2);
  });
});

describe('submitResourceQuestion', () => {
  test('a choice answer is judged and the correct answer and solution come with the verdict', async () => {
    const s = await savedSchool({ count: 2 });

    expect(await submit(s.student, s.questions[0]._id, 'b')).toEqual({
      isCorrect: true, correctAnswer: 'B', description: '<p>Because B.</p>', answer: 'B', gaveUp: false, done: 1, total: 2,
    });
    expect(await submit(s.student, s.questions[1]._id, 'C')).toMatchObject({ isCorrect: false, correctAnswer: 'B', answer: 'C', done: 2 });
  });

  test('multiple choice and free response are judged as exercises judge them', async () => {
    const s = await practiceSchool(world(), { count: 0 });
    const multi = await s.filed({ isChoice: 1, numChoice: 5, answerE: '5', correctAnswer: 'A,C' });
    const maths = await s.filed({ isChoice: 2, correctAnswer: 'x^2-1' });
    const words = await s.filed({ isChoice: 2, correctAnswer: 'the Moon' });
    const proof = await s.filed({ isChoice: 2, correctAnswer: 'x^2-1' });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));

    expect(await submit(s.student, multi._id, 'c, a')).toMatchObject({ isCorrect: true, answer: 'A,C' });
    expect(await submit(s.student, maths._id, '(x-1)(x+1)')).toMatchObject({ isCorrect: true, answer: '(x-1)(x+1)', correctAnswer: 'x^2-1' });
    expect(await submit(s.student, words._id, 'The  moon')).toMatchObject({ isCorrect: true });
    // What the machine cannot decide counts as wrong: there is no teacher in practice; the correct answer shows.
    expect(await submit(s.student, proof._id, 'x squared minus one')).toMatchObject({ isCorrect: false, correctAnswer: 'x^2-1' });
    const methods = (await world().sql('SELECT outcome, method FROM practice_records WHERE student_id = $1 ORDER BY created_at', [s.student.id])).rows;
    expect(methods).toEqual([{ outcome: 'correct', method: 'exact' }, { outcome: 'correct', method: 'symbolic' }, { outcome: 'correct', method: 'text' }, { outcome: 'wrong', method: null }]);
  });

  test('an empty answer is "Please select your answer" / "Please input your answer"; a letter not offered is refused; nothing is recorded', async () => {
    const s = await practiceSchool(world(), { count: 1 });
    const free = await s.filed({ isChoice: 2, correctAnswer: '42' });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
    const post = (questionId: string, answer: unknown) => s.student.post('/api/user/submitResourceQuestion', { questionId, answer });

    expect((await post(s.questions[0]._id, '')).body).toEqual({ code: 400, msg: 'Please select your answer', result: null });
    expect((await post(free._id, '  ')).body).toEqual({ code: 400, msg: 'Please input your answer', result: null });
    expect((await post(s.questions[0]._id, 'E')).body).toMatchObject({ code: 400, msg: 'E is not one of the choices A–D.' });
    expect((await post(s.questions[0]._id, 'A,B')).body).toMatchObject({ code: 400, msg: 'Choose one answer, one of A–D.' });
    expect((await post(s.questions[0]._id, 7)).status).toBe(400);
    expect(await recordCount(s.student)).toBe(0);
  });

  test('answering the same question again (a retry) answers the first verdict and records nothing new', async () => {
    const s = await savedSchool({ count: 1 });
    const first = await submit(s.student, s.questions[0]._id, 'C');
    expect(await submit(s.student, s.questions[0]._id, 'B')).toEqual(first);
    expect(await giveUp(s.student, s.questions[0]._id)).toEqual(first);
    expect(await recordCount(s.student)).toBe(1);
  });

  test('a question outside the student\'s practice reveals nothing (404): another library\'s, one of another difficulty, an unknown id', async () => {
    const s = await practiceSchool(world(), { count: 1 });
    const hard = await s.filed({ difficuty: 5 });
    const stranger = await world().signIn('Teacher');
    const elsewhere = await world().library(stranger);
    const foreign = await world().question(stranger, { correctAnswer: 'A', description: '<p>Secret.</p>', libraryId: elsewhere._id, chapterId: elsewhere.chapters.Kinematics._id, source: s.src._id });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting({ difficulty: 'medium' })));
    const refused = { code: 404, msg: 'This question is not in your practice.', result: null };

    for (const questionId of [foreign._id, hard._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await s.student.post('/api/user/submitResourceQuestion', { questionId, answer: 'A' })).body, questionId).toEqual(refused);
      expect((await s.student.post('/api/user/giveUpResourceQuestion', { questionId })).body, questionId).toEqual(refused);
    }
    expect(await recordCount(s.student)).toBe(0);
  });

  test('another student\'s practice is their own: answering a question outside one\'s own setting is refused', async () => {
    const s = await savedSchool({ count: 1 });
    const other = await world().signIn('Student'); // on no class that includes the library
    await submit(s.student, s.questions[0]._id, 'B');
    expect((await other.post('/api/user/submitResourceQuestion', { questionId: s.questions[0]._id, answer: 'B' })).body).toMatchObject({ code: 409, msg: 'Please save your practice settings first.' });
    expect((await s.teacher.post('/api/user/submitResourceQuestion', { questionId: s.questions[0]._id, answer: 'B' })).status).toBe(403);
  });
});

describe('giveUpResourceQuestion', () => {
  test('the question counts as done and given up (skip), and its correct answer and solution are shown', async () => {
    const s = await savedSchool({ count: 2 });

    expect(await giveUp(s.student, s.questions[0]._id)).toEqual({ isCorrect: false, correctAnswer: 'B', description: '<p>Because B.</p>', answer: '', gaveUp: true, done: 1, total: 2 });
    expect(practiceSetting.parse(await ok(s.student.get('/api/user/getUserSetting')))).toMatchObject({ skip: 1, done: 1, total: 2 });
    expect((await s.student.post('/api/user/giveUpResourceQuestion', {})).body).toMatchObject({ code: 400, msg: 'The question id (questionId) is required.' });
  });
});
