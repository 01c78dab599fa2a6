import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exerciseView, publishResult, studentPublishList, unpublishResult, type ExerciseView, type StudentPublishEntry } from '@tp/contracts';
import { chooseStudents, notInClassMessage, unpublishOutcome } from '../src/domain/publishing';
import { ok } from '@tp/test-kit/answer-checks';
import { publishHomework, questionOf, startExerciseWorld, type Caller, type ExerciseWorld } from './exercise-world';

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

/** A teacher's class with `count` students and a homework of two questions listed by it. */
async function classWithHomework(count = 2) {
  const teacher = await world.signIn('Teacher');
  const students = await Promise.all(Array.from({ length: count }, () => world.signIn('Student')));
  const cls = world.makeClass(teacher, students);
  const hw = world.makeHomework(cls, teacher, [questionOf({ correctAnswer: 'A' }), questionOf({ isChoice: 2, correctAnswer: 'x^2' })], { dueDate: '2030-01-01T00:00:00.000Z' });
  return { teacher, students, cls, hw };
}

async function publishList(teacher: Caller, classID: string, hwID: string): Promise<StudentPublishEntry[]> {
  return studentPublishList.parse(await ok(teacher.post('/api/teacher/getStudentListByExercise', { classID, hwID }))).list;
}

const exerciseCount = async (classId: string) => Number((await world.sql('SELECT count(*) FROM exercises WHERE class_id = $1', [classId])).rows[0].count);

describe('publishing homework to students', () => {
  test('each selected student gets one exercise holding every question field in order; the list shows who has it', async () => {
    const { teacher, students: [ann, bo], cls, hw } = await classWithHomework();

    const res = await teacher.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: [ann.id] });

    expect(res.body).toMatchObject({ code: 200, msg: 'Publish homework successfully' });
    const [made] = publishResult.parse(res.body.result).published;
    expect(made.studentId).toBe(ann.id);
    const view = exerciseView.parse(await ok(ann.get(`/api/user/getExerciseById?id=${made.exerciseId}`)));
    expect(view).toMatchObject({
      student: { _id: ann.id, name: ann.name, email: ann.email }, classId: { _id: cls._id, name: cls.name },
      homeworkId: { _id: hw._id, name: hw.name, dueDate: '2030-01-01T00:00:00.000Z', isExam: false, examDuration: 15 },
      progress: { answered: 0, total: 2 }, accuracy: null, overdue: false, correctionStatus: '0',
    });
    const asTeacher = exerciseView.parse(await ok(teacher.get(`/api/user/getExerciseById?id=${made.exerciseId}`)));
    expect(asTeacher.questionList.map((q) => q.question)).toEqual(hw.questionList);
    expect(await publishList(teacher, cls._id, hw._id)).toEqual([
      { student: { _id: ann.id, name: ann.name, email: ann.email }, exerciseId: made.exerciseId, isPublished: true, select: false },
      { student: { _id: bo.id, name: bo.name, email: bo.email }, exerciseId: null, isPublished: false, select: false },
    ]);
  });

  test('students who have the homework already are skipped: publishing again reaches only the new ones', async () => {
    const { teacher, students: [ann, bo], cls, hw } = await classWithHomework();
    const [first] = await publishHomework(teacher, cls, hw, [ann]);

    const again = await ok<{ published: { exerciseId: string; studentId: string }[] }>(
      teacher.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: [ann.id, bo.id, bo.id] }),
    );

    expect(again.published.map((p) => p.studentId)).toEqual([bo.id]);
    expect((await publishList(teacher, cls._id, hw._id)).find((e) => e.student._id === ann.id)?.exerciseId).toBe(first);
    expect(await exerciseCount(cls._id)).toBe(2);
    expect((await ok<{ published: unknown[] }>(teacher.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: [ann.id, bo.id] }))).published).toEqual([]);
  });

  test('two publishes of the same homework at the same moment still give a student one exercise', async () => {
    const { teacher, students: [ann], cls, hw } = await classWithHomework(1);

    await Promise.all([1, 2, 3].map(() => teacher.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: [ann.id] })));

    expect(await exerciseCount(cls._id)).toBe(1);
  });

  test('an exercise keeps the questions as published when the homework and its questions change afterwards', async () => {
    const { teacher, students: [ann, bo], cls, hw } = await classWithHomework();
    const [exerciseId] = await publishHomework(teacher, cls, hw, [ann]);
    const before = exerciseView.parse(await ok(teacher.get(`/api/user/getExerciseById?id=${exerciseId}`)));

    hw.name = 'Renamed';
    hw.dueDate = '2031-01-01T00:00:00.000Z';
    hw.questionList[0] = { ...hw.questionList[0], qText: '<p>Edited</p>', correctAnswer: 'D' };
    hw.questionList.push(questionOf());

    const after = exerciseView.parse(await ok(teacher.get(`/api/user/getExerciseById?id=${exerciseId}`)));
    expect(after).toEqual(before);
    expect(after.questionList[0].question.qText).toBe('<p>What is it?</p>');
    // A later publish takes the homework as it is then.
    const [later] = await publishHomework(teacher, cls, hw, [bo]);
    const fresh = exerciseView.parse(await ok(teacher.get(`/api/user/getExerciseById?id=${later}`)));
    expect(fresh).toMatchObject({ homeworkId: { name: 'Renamed' }, progress: { total: 3 } });
    expect(fresh.questionList[0].question.qText).toBe('<p>Edited</p>');
  });

  test('with no student selected nothing is published: "Please select students to publish to."', async () => {
    const { teacher, cls, hw } = await classWithHomework();

    for (const body of [{ classID: cls._id, hwID: hw._id, studentIDs: [] }, { classID: cls._id, hwID: hw._id }]) {
      const res = await teacher.post('/api/teacher/publishHomework', body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { code: 400, msg: 'Please select students to publish to.', result: null } });
    }
    expect(await exerciseCount(cls._id)).toBe(0);
  });

  test('a student not on the class\'s roster is named and nobody is published to', async () => {
    const { teacher, students: [ann], cls, hw } = await classWithHomework(1);
    const stranger = await world.signIn('Student');

    const res = await teacher.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: [ann.id, stranger.id, 'no-such-user'] });

    expect(res.body).toEqual({ code: 400, msg: `${stranger.name} and no-such-user are not in this class.`, result: null });
    expect(await exerciseCount(cls._id)).toBe(0);
  });

  test('only the class\'s teacher publishes: another teacher is refused (403), a student has not the role (403)', async () => {
    const { students: [ann], cls, hw } = await classWithHomework(1);
    const other = await world.signIn('Teacher');

    const byOther = await other.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: [ann.id] });
    const byStudent = await ann.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: [ann.id] });
    const listByOther = await other.post('/api/teacher/getStudentListByExercise', { classID: cls._id, hwID: hw._id });

    expect(byOther.body).toEqual({ code: 403, msg: 'This class belongs to another teacher.', result: null });
    expect(listByOther.body).toEqual({ code: 403, msg: 'This class belongs to another teacher.', result: null });
    expect(byStudent.status).toBe(403);
    expect((await world.anonymous.post('/api/teacher/publishHomework', {})).status).toBe(401);
    expect(await exerciseCount(cls._id)).toBe(0);
  });

  test('an administrator may publish a teacher\'s class homework, as in catalog', async () => {
    const { cls, hw, students: [ann] } = await classWithHomework(1);
    const admin = await world.signIn('Teacher', { isAdmin: true });

    expect(await publishHomework(admin, cls, hw, [ann])).toHaveLength(1);
  });

  test('a homework the class does not list, an unknown class, a malformed id and a homework with no questions are refused', async () => {
    const { teacher, students: [ann], cls, hw } = await classWithHomework(1);
    const otherClass = world.makeClass(teacher, [ann]);
    const empty = world.makeHomework(cls, teacher, []);
    const publish = (body: Record<string, unknown>) => teacher.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: [ann.id], ...body });

    expect((await publish({ classID: otherClass._id })).body).toEqual({ code: 404, msg: 'This homework is not in the class.', result: null });
    expect((await publish({ classID: randomUUID() })).body).toEqual({ code: 404, msg: 'Class not found', result: null });
    expect((await publish({ classID: 'nope' })).body).toEqual({ code: 400, msg: 'The class id (classID) is not a valid id.', result: null });
    expect((await publish({ hwID: undefined })).body).toEqual({ code: 400, msg: 'The homework id (hwID) is required.', result: null });
    expect((await publish({ studentIDs: 'all' })).body).toEqual({ code: 400, msg: 'studentIDs must be a list of student ids.', result: null });
    expect((await publish({ hwID: empty._id })).body).toEqual({ code: 400, msg: 'This homework has no questions yet. Add questions to it before publishing it.', result: null });
    expect((await teacher.post('/api/teacher/getStudentListByExercise', { classID: otherClass._id, hwID: hw._id })).status).toBe(404);
    expect(await exerciseCount(cls._id)).toBe(0);
  });

  test('when catalog or question-bank cannot answer, publishing is a 503 that says to try again, and nothing is made', async () => {
    const { teacher, students: [ann], cls, hw } = await classWithHomework(1);
    world.neighbours.setDown(true);
    try {
      const res = await teacher.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: [ann.id] });
      expect(res.status).toBe(503);
      expect(res.body.msg).toMatch(/try again/);
    } finally {
      world.neighbours.setDown(false);
    }
    expect(await exerciseCount(cls._id)).toBe(0);
  });
});

describe('unpublishing', () => {
  test('an exercise nobody answered is deleted; the student no longer has it and can be given it again', async () => {
    const { teacher, students: [ann], cls, hw } = await classWithHomework(1);
    const [exerciseId] = await publishHomework(teacher, cls, hw, [ann]);

    const res = await teacher.post('/api/teacher/unPublishHomework', { exerciseIds: [exerciseId] });

    expect(res.body).toMatchObject({ code: 200, msg: 'Unpublish homework successfully' });
    expect(unpublishResult.parse(res.body.result)).toEqual({ removed: [exerciseId], retired: [] });
    expect((await ann.get(`/api/user/getExerciseById?id=${exerciseId}`)).body).toEqual({ code: 404, msg: 'Exercise not found', result: null });
    expect(await exerciseCount(cls._id)).toBe(0);
    expect((await world.sql('SELECT 1 FROM homework_snapshots WHERE homework_id = $1', [hw._id])).rowCount).toBe(0);
    expect((await publishList(teacher, cls._id, hw._id))[0]).toMatchObject({ exerciseId: null, isPublished: false });
  });

  test('an answered exercise is retired: kept with its answers, shown to nobody, and the homework can be published afresh', async () => {
    const { teacher, students: [ann, bo], cls, hw } = await classWithHomework();
    const [answered, untouched] = await publishHomework(teacher, cls, hw, [ann, bo]);
    await world.sql(`INSERT INTO exercise_answers (exercise_id, question_id, answer, answered_at, seq) VALUES ($1, $2, 'A', now(), 1)`, [answered, hw.questionList[0]._id]);

    const result = unpublishResult.parse(await ok(teacher.post('/api/teacher/unPublishHomework', { exerciseIds: [answered, untouched] })));

    expect(result).toEqual({ removed: [untouched], retired: [answered] });
    expect((await ann.get(`/api/user/getExerciseById?id=${answered}`)).status).toBe(404);
    expect((await teacher.get(`/api/user/getExerciseById?id=${answered}`)).status).toBe(404);
    expect((await ok<{ list: unknown[] }>(ann.get('/api/user/getExerciseList'))).list).toEqual([]);
    expect((await ok<{ list: unknown[] }>(teacher.get(`/api/teacher/getExerciseByClassAndHomework?classID=${cls._id}&hwID=${hw._id}`))).list).toEqual([]);
    const kept = await world.sql('SELECT e.retired_at, a.answer FROM exercises e JOIN exercise_answers a ON a.exercise_id = e.id WHERE e.id = $1', [answered]);
    expect(kept.rows).toEqual([{ retired_at: expect.any(Date), answer: 'A' }]);

    const [again] = await publishHomework(teacher, cls, hw, [ann]);
    expect(again).not.toBe(answered);
    expect(exerciseView.parse(await ok<ExerciseView>(ann.get(`/api/user/getExerciseById?id=${again}`))).progress).toEqual({ answered: 0, total: 2 });
  });

  test('a started exam with no answer yet is retired too (the clock had begun)', async () => {
    const { teacher, students: [ann], cls, hw } = await classWithHomework(1);
    const [exerciseId] = await publishHomework(teacher, cls, hw, [ann]);
    await world.sql(`UPDATE exercises SET started_at = now(), end_exam_at = now() + interval '15 minutes' WHERE id = $1`, [exerciseId]);

    expect(await ok(teacher.post('/api/teacher/unPublishHomework', { exerciseIds: [exerciseId] }))).toEqual({ removed: [], retired: [exerciseId] });
  });

  test('another teacher\'s exercise is "not found" and nothing is unpublished; an empty selection is refused', async () => {
    const { teacher, students: [ann], cls, hw } = await classWithHomework(1);
    const [exerciseId] = await publishHomework(teacher, cls, hw, [ann]);
    const other = await world.signIn('Teacher');
    const mine = await classWithHomework(1);
    const [own] = await publishHomework(mine.teacher, mine.cls, mine.hw, mine.students);

    expect((await other.post('/api/teacher/unPublishHomework', { exerciseIds: [exerciseId] })).body).toEqual({ code: 404, msg: 'Exercise not found', result: null });
    expect((await mine.teacher.post('/api/teacher/unPublishHomework', { exerciseIds: [own, exerciseId] })).status).toBe(404);
    expect((await mine.teacher.post('/api/teacher/unPublishHomework', { exerciseIds: [] })).body).toEqual({ code: 400, msg: 'Please select exercises to unpublish.', result: null });
    expect((await mine.teacher.post('/api/teacher/unPublishHomework', { exerciseIds: ['x'] })).body.code).toBe(400);
    expect(await exerciseCount(cls._id)).toBe(1);
    expect(await exerciseCount(mine.cls._id)).toBe(1);
  });
});

describe('publishing rules', () => {
  const roster = [{ _id: 'a', name: 'Ann', email: 'a@x' }, { _id: 'b', name: 'Bo', email: 'b@x' }];

  test('the chosen students come from the roster once each, in the order chosen; others are strangers', () => {
    expect(chooseStudents(roster, ['b', 'a', 'b', 'z'])).toEqual({ chosen: [roster[1], roster[0]], strangers: ['z'] });
  });

  test('strangers are named in a sentence', () => {
    expect(notInClassMessage(['Zed'])).toBe('Zed is not in this class.');
    expect(notInClassMessage(['Zed', 'Yan', 'Xi'])).toBe('Zed, Yan and Xi are not in this class.');
  });

  test('an untouched exercise is deleted; one started, answered, written to or finished is retired', () => {
    const untouched = { startedAt: null, finishedAt: null, answers: 0, writes: 0 };
    expect(unpublishOutcome(untouched)).toBe('delete');
    expect(unpublishOutcome({ ...untouched, startedAt: new Date() })).toBe('retire');
    expect(unpublishOutcome({ ...untouched, finishedAt: new Date() })).toBe('retire');
    expect(unpublishOutcome({ ...untouched, answers: 1 })).toBe('retire');
    expect(unpublishOutcome({ ...untouched, writes: 1 })).toBe('retire');
  });
});
