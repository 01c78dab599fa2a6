import { describe, expect, test } from 'vitest';
import { practiceQuestionBatch, type QuestionView } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { publishHomework } from './exercise-world';
import { practiceSchool, usePracticeWorld, type PracticeCaller, type PracticeSchool } from './practice-world';

// While a student has an exam to take or under way, its questions are out of their practice: no practice call
// serves them or shows their answers (give up and submit show the correct answer and solution).

const world = usePracticeWorld();
const IN_OPEN_EXAM = 'This question is in an exam you have not finished; it comes back to your practice once the exam is over.';

/** An exam of `questions` in question-bank, listed by a class of the school's teacher, published to its student. */
async function examOf(s: PracticeSchool, questions: QuestionView[], dueDate: string | null = null): Promise<string> {
  const hw = await ok<{ _id: string; name: string }>(s.teacher.bank.post('/api/teacher/createHomeWork', { language: 'en' }));
  await ok(s.teacher.bank.post('/api/teacher/updateHW', { _id: hw._id, name: 'Mock exam', isExam: true, examDuration: 30, dueDate }));
  await ok(s.teacher.bank.post('/api/teacher/batchAddQToHW', { id: hw._id, QIds: questions.map((q) => q._id) }));
  const cls = world().makeClass(s.teacher, [s.student]);
  cls.homework.push({ _id: hw._id, name: 'Mock exam', dueDate, isExam: true, isPublish: true, creatorId: s.teacher.id });
  const [exerciseId] = await publishHomework(s.teacher as never, cls, hw, [s.student]);
  return exerciseId;
}

const servedIds = async (student: PracticeCaller) =>
  practiceQuestionBatch.parse(await ok(student.get('/api/user/getResourceQuestion'))).questions.map((q) => q._id).sort();

describe('practice while an exam is open', () => {
  test("an exam's questions are neither served, given up nor submitted in practice until the exam is finished", async () => {
    const s = await practiceSchool(world(), { count: 3 });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
    const [inExam, alsoInExam, free] = s.questions;
    const exerciseId = await examOf(s, [inExam, alsoInExam]);
    await ok(s.student.post('/api/user/startExam', { id: exerciseId }));

    expect(await servedIds(s.student)).toEqual([free._id]);
    const gaveUp = await s.student.post('/api/user/giveUpResourceQuestion', { questionId: inExam._id });
    const submitted = await s.student.post('/api/user/submitResourceQuestion', { questionId: alsoInExam._id, answer: 'B' });
    expect([gaveUp.status, gaveUp.body.msg]).toEqual([409, IN_OPEN_EXAM]);
    expect([submitted.status, submitted.body.msg]).toEqual([409, IN_OPEN_EXAM]);
    expect(JSON.stringify([gaveUp.body, submitted.body])).not.toMatch(/Because B/);

    await ok(s.student.post('/api/user/finishExercise', { id: exerciseId }));

    expect(await servedIds(s.student)).toEqual([inExam._id, alsoInExam._id, free._id].sort());
    expect(await ok(s.student.post('/api/user/giveUpResourceQuestion', { questionId: inExam._id }))).toMatchObject({ correctAnswer: 'B', gaveUp: true });
  });

  test('an exam not started yet counts too; one whose start is past its due date does not', async () => {
    const s = await practiceSchool(world(), { count: 2 });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
    await examOf(s, [s.questions[0]], new Date(Date.now() + 86_400_000).toISOString());
    expect(await servedIds(s.student)).toEqual([s.questions[1]._id]);

    const later = await practiceSchool(world(), { count: 1 });
    await ok(later.student.post('/api/user/updateUserSetting', later.setting()));
    const missed = await examOf(later, [later.questions[0]], new Date(Date.now() + 86_400_000).toISOString());
    await world().sql("UPDATE exercises SET due_date = now() - interval '1 hour' WHERE id = $1", [missed]);
    expect(await servedIds(later.student)).toEqual([later.questions[0]._id]);
  });

  test('a question practised before the exam was published shows no answer in the practice records until the exam is over', async () => {
    const s = await practiceSchool(world(), { count: 2 });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
    await ok(s.student.post('/api/user/giveUpResourceQuestion', { questionId: s.questions[0]._id }));
    const exerciseId = await examOf(s, [s.questions[0]]);

    const report = await s.student.get('/api/user/getResourceRecord');
    const history = await s.student.get('/api/user/getStudentQuestionRecord?page=1&pageSize=10');

    expect(JSON.stringify([report.body, history.body])).not.toMatch(/Because B|"correctAnswer":"B"/);
    await ok(s.student.post('/api/user/startExam', { id: exerciseId }));
    await ok(s.student.post('/api/user/finishExercise', { id: exerciseId }));
    expect(JSON.stringify((await s.student.get('/api/user/getResourceRecord')).body)).toMatch(/Because B/);
  });
});
