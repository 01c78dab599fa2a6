import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { classProgressResult, type ClassProgressResult } from '@tp/contracts';
import { waitFor } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { save } from './answering-builders';
import { FUTURE, publishHomework, questionOf, startExerciseWorld, type Caller, type ExerciseWorld } from './exercise-world';

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

/** A family's student in a teacher's class, with a classmate; an unrelated parent. */
async function school() {
  const teacher = await world.signIn('Teacher');
  const { student, parent } = await world.family();
  const classmate = await world.signIn('Student');
  const cls = world.makeClass(teacher, [student, classmate]);
  return { teacher, student, parent, classmate, cls, strangerParent: await world.signIn('Parent') };
}
type School = Awaited<ReturnType<typeof school>>;

/** A homework of two single-choice questions (right answer B) published to the student; its exercise id. */
async function homeworkOf(s: School, dueDate: string | null = FUTURE): Promise<string> {
  const hw = world.makeHomework(s.cls, s.teacher, [questionOf({ correctAnswer: 'B' }), questionOf({ correctAnswer: 'B' })], { dueDate });
  const [exerciseId] = await publishHomework(s.teacher, s.cls, hw, [s.student]);
  return exerciseId;
}

/** The student answers each question (in order) and finishes; the machine's verdicts are awaited. */
async function finish(student: Caller, exerciseId: string, answers: string[]) {
  const view = await ok<{ questionList: { _id: string }[] }>(student.get(`/api/user/getExerciseById?id=${exerciseId}`));
  for (const [i, answer] of answers.entries()) await save(student, { id: exerciseId, questionId: view.questionList[i]._id, answer });
  await waitFor(async () => (await world.sql('SELECT 1 FROM exercise_answers WHERE exercise_id = $1 AND auto_correct IS NULL', [exerciseId])).rowCount === 0, { what: 'the grading' });
  await ok(student.post('/api/user/finishExercise', { id: exerciseId }));
  return view.questionList.map((q) => q._id);
}

const progressOf = async (caller: Caller, s: School, studentId = s.student.id): Promise<ClassProgressResult> =>
  classProgressResult.parse(await ok(caller.get(`/api/user/getClassProgress?classId=${s.cls._id}&studentId=${studentId}`)));

describe('getClassProgress', () => {
  test('each finished homework is a point in finishing order; accuracy takes the teacher\'s mark over the machine\'s', async () => {
    const s = await school();
    const first = await homeworkOf(s);
    const second = await homeworkOf(s);
    await homeworkOf(s); // not finished: no point
    const questions = await finish(s.student, first, ['B', 'A']); // machine: 1 of 2 right
    await finish(s.student, second, ['B', 'B']); // machine: 2 of 2 right
    // The teacher marks the first exercise's wrong answer right: 2 of 2; the second's right answer wrong: 1 of 2.
    await ok(s.teacher.post('/api/teacher/correctExercise', { exerciseId: first, questionId: questions[1], isCorrect: true, comments: '' }));
    const secondQuestions = (await ok<{ questionList: { _id: string }[] }>(s.student.get(`/api/user/getExerciseById?id=${second}`))).questionList;
    await ok(s.teacher.post('/api/teacher/correctExercise', { exerciseId: second, questionId: secondQuestions[0]._id, isCorrect: false, comments: '' }));

    const progress = await progressOf(s.student, s);

    expect(progress.points.map((p) => [p.exerciseId, p.accuracy])).toEqual([[first, 100], [second, 50]]);
    expect(progress.points[0].finishedAt <= progress.points[1].finishedAt).toBe(true);
  });

  test('homework finished by its due date is on time, after it late, unfinished past it not done, else open', async () => {
    const s = await school();
    const onTime = await homeworkOf(s);
    const late = await homeworkOf(s);
    const noDueDate = await homeworkOf(s, null);
    const notDone = await homeworkOf(s);
    await homeworkOf(s); // open: due later
    for (const id of [onTime, late, noDueDate]) await finish(s.student, id, ['B', 'B']);
    await world.sql("UPDATE exercises SET due_date = finished_at - interval '1 hour' WHERE id = $1", [late]);
    await world.sql("UPDATE exercises SET due_date = now() - interval '1 minute' WHERE id = $1", [notDone]);

    expect((await progressOf(s.student, s)).timeliness).toEqual({ onTime: 2, late: 1, notDone: 1, open: 1 });
  });

  test('a linked parent sees their child\'s progress; a parent of another child, a classmate and a teacher are refused', async () => {
    const s = await school();
    await finish(s.student, await homeworkOf(s), ['B', 'A']);
    const path = `/api/user/getClassProgress?classId=${s.cls._id}&studentId=${s.student.id}`;

    expect((await progressOf(s.parent, s)).points.map((p) => p.accuracy)).toEqual([50]);
    expect((await s.strangerParent.get(path)).body).toEqual({ code: 404, msg: 'Student not found', result: null });
    expect((await s.classmate.get(path)).body).toEqual({ code: 404, msg: 'Student not found', result: null });
    expect((await s.teacher.get(path)).status).toBe(403);
    expect((await world.anonymous.get(path)).status).toBe(401);
  });

  test('another class\'s exercises are not counted, and bad ids are refused with the field named', async () => {
    const s = await school();
    const elsewhere = world.makeClass(s.teacher, [s.student]);
    const [other] = await publishHomework(s.teacher, elsewhere, world.makeHomework(elsewhere, s.teacher, [questionOf()]), [s.student]);
    await finish(s.student, other, ['B']);

    expect(await progressOf(s.student, s)).toEqual({ points: [], timeliness: { onTime: 0, late: 0, notDone: 0, open: 0 } });
    expect((await s.student.get(`/api/user/getClassProgress?classId=nope&studentId=${s.student.id}`)).body).toEqual({ code: 400, msg: 'The class id (classId) is not a valid id.', result: null });
    expect((await s.student.get(`/api/user/getClassProgress?classId=${s.cls._id}`)).body).toEqual({ code: 400, msg: 'The student id (studentId) is required.', result: null });
  });
});
