import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exerciseSummaryList, exerciseView, exerciseViewList, type ExerciseSummary, type ExerciseView } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { PAST, FUTURE, publishHomework, questionOf, startExerciseWorld, type Caller, type ExerciseWorld } from './exercise-world';

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

/**
 * A teacher's class with a family's student and a classmate, an overdue homework published to both, then a
 * homework due later published to the family's student only; an unrelated parent and another teacher.
 */
async function school() {
  const teacher = await world.signIn('Teacher');
  const { student, parent } = await world.family();
  const classmate = await world.signIn('Student');
  const cls = world.makeClass(teacher, [student, classmate]);
  const overdue = world.makeHomework(cls, teacher, [questionOf({ correctAnswer: 'C' }), questionOf()], { dueDate: PAST });
  const later = world.makeHomework(cls, teacher, [questionOf()], { dueDate: FUTURE });
  const [mine, theirs] = await publishHomework(teacher, cls, overdue, [student, classmate]);
  const [newest] = await publishHomework(teacher, cls, later, [student]);
  return {
    teacher, student, parent, classmate, cls, overdue, later, mine, theirs, newest,
    strangerParent: await world.signIn('Parent'), otherTeacher: await world.signIn('Teacher'),
  };
}

const listOf = async (caller: Caller, path: string): Promise<ExerciseSummary[]> => exerciseSummaryList.parse(await ok(caller.get(path))).list;
const viewOf = async (caller: Caller, path: string): Promise<ExerciseView> => exerciseView.parse(await ok(caller.get(path)));
const NOT_FOUND = { code: 404, msg: 'Exercise not found', result: null };

describe('the student\'s reads', () => {
  test('My exercises lists the student\'s own in every class, newest published first, with due date, progress and overdue', async () => {
    const s = await school();
    const elsewhere = world.makeClass(s.teacher, [s.student]);
    const [other] = await publishHomework(s.teacher, elsewhere, world.makeHomework(elsewhere, s.teacher, [questionOf()]), [s.student]);

    const list = await listOf(s.student, '/api/user/getExerciseList');

    expect(list.map((e) => e._id)).toEqual([other, s.newest, s.mine]);
    expect(list[2]).toMatchObject({
      homeworkId: { name: s.overdue.name, dueDate: PAST }, classId: { _id: s.cls._id, name: s.cls.name },
      progress: { answered: 0, total: 2 }, accuracy: null, overdue: true,
    });
    expect(list[1]).toMatchObject({ overdue: false, homeworkId: { dueDate: FUTURE } });
  });

  test('getExerciseByClassId lists only the student\'s own in that class', async () => {
    const s = await school();
    const elsewhere = world.makeClass(s.teacher, [s.student]);
    await publishHomework(s.teacher, elsewhere, world.makeHomework(elsewhere, s.teacher, [questionOf()]), [s.student]);

    expect((await listOf(s.student, `/api/user/getExerciseByClassId?id=${s.cls._id}`)).map((e) => e._id)).toEqual([s.newest, s.mine]);
    expect((await listOf(s.classmate, `/api/user/getExerciseByClassId?id=${s.cls._id}`)).map((e) => e._id)).toEqual([s.theirs]);
    expect((await s.student.get('/api/user/getExerciseByClassId?id=nope')).body).toEqual({ code: 400, msg: 'The class id (id) is not a valid id.', result: null });
    expect((await s.student.get('/api/user/getExerciseByClassId')).body).toEqual({ code: 400, msg: 'The class id (id) is required.', result: null });
  });

  test('the student\'s lists are the Student role\'s: a parent or teacher asking for "my exercises" is refused (403)', async () => {
    const s = await school();
    expect((await s.parent.get('/api/user/getExerciseList')).status).toBe(403);
    expect((await s.teacher.get(`/api/user/getExerciseByClassId?id=${s.cls._id}`)).status).toBe(403);
    expect((await world.anonymous.get('/api/user/getExerciseList')).status).toBe(401);
  });
});

describe('one exercise, for whoever may read it', () => {
  test('the student sees their exercise without correct answers or solutions until revealed; the class\'s teacher sees them', async () => {
    const s = await school();

    const asStudent = await viewOf(s.student, `/api/user/getExerciseById?id=${s.mine}`);
    const asTeacher = await viewOf(s.teacher, `/api/user/getExerciseById?id=${s.mine}`);

    expect(asStudent.questionList.map((q) => [q.question.correctAnswer, q.question.description])).toEqual([['', ''], ['', '']]);
    expect(asTeacher.questionList[0].question).toMatchObject({ correctAnswer: 'C', description: '<p>The solution.</p>' });
  });

  test('a linked parent reads the child\'s exercise by either call, without solutions; once finished, with correct answers', async () => {
    const s = await school();
    const before = await viewOf(s.parent, `/api/user/getStudentExerciseDetail?id=${s.mine}`);
    await world.sql(`UPDATE exercises SET finished_at = now(), finished_by = 'student' WHERE id = $1`, [s.mine]);

    const after = await viewOf(s.parent, `/api/user/getExerciseById?id=${s.mine}`);

    expect(before).toMatchObject({ _id: s.mine, student: { _id: s.student.id }, correctionStatus: '0' });
    expect(before.questionList[0].question.correctAnswer).toBe('');
    expect(after.questionList[0].question).toMatchObject({ correctAnswer: 'C', description: '' });
    expect((await viewOf(s.student, `/api/user/getExerciseById?id=${s.mine}`)).questionList[0].question.description).toBe('<p>The solution.</p>');
  });

  test('another student, an unrelated parent and another teacher are told it is not found, by both calls', async () => {
    const s = await school();

    for (const caller of [s.classmate, s.strangerParent, s.otherTeacher]) {
      for (const path of [`/api/user/getExerciseById?id=${s.mine}`, `/api/user/getStudentExerciseDetail?id=${s.mine}`]) {
        const res = await caller.get(path);
        expect({ who: caller.role, path, status: res.status, body: res.body }).toEqual({ who: caller.role, path, status: 404, body: NOT_FOUND });
      }
    }
  });

  test('a malformed or unknown exercise id is not found; a missing one is a 400', async () => {
    const s = await school();
    expect((await s.student.get('/api/user/getExerciseById?id=nope')).body).toEqual(NOT_FOUND);
    expect((await s.student.get('/api/user/getExerciseById?id=00000000-0000-4000-8000-000000000000')).body).toEqual(NOT_FOUND);
    expect((await s.student.get('/api/user/getStudentExerciseDetail')).body).toEqual({ code: 400, msg: 'The exercise id (id) is required.', result: null });
    expect((await s.student.get('/api/user/getExerciseById?id=a&id=b')).status).toBe(400);
  });
});

describe('a student\'s exercise list for their parent', () => {
  test('a linked parent lists the child\'s exercises, in one class or all', async () => {
    const s = await school();
    const elsewhere = world.makeClass(s.teacher, [s.student]);
    const [other] = await publishHomework(s.teacher, elsewhere, world.makeHomework(elsewhere, s.teacher, [questionOf()]), [s.student]);

    const all = await listOf(s.parent, `/api/user/getStudentExerciseList?studentId=${s.student.id}`);
    const inClass = await listOf(s.parent, `/api/user/getStudentExerciseList?studentId=${s.student.id}&classId=${s.cls._id}`);

    expect(all.map((e) => e._id)).toEqual([other, s.newest, s.mine]);
    expect(inClass.map((e) => e._id)).toEqual([s.newest, s.mine]);
    expect((await listOf(s.student, `/api/user/getStudentExerciseList?studentId=${s.student.id}&classId=${s.cls._id}`)).map((e) => e._id)).toEqual([s.newest, s.mine]);
  });

  test('an unrelated parent and another student are told the student is not found; another teacher sees none', async () => {
    const s = await school();
    const path = `/api/user/getStudentExerciseList?studentId=${s.student.id}&classId=${s.cls._id}`;

    for (const caller of [s.strangerParent, s.classmate]) {
      expect((await caller.get(path)).body).toEqual({ code: 404, msg: 'Student not found', result: null });
    }
    expect(await listOf(s.otherTeacher, path)).toEqual([]);
    expect((await listOf(s.teacher, path)).map((e) => e._id)).toEqual([s.newest, s.mine]);
    expect((await s.parent.get(`/api/user/getStudentExerciseList?studentId=${s.student.id}&classId=nope`)).status).toBe(400);
    expect((await s.parent.get('/api/user/getStudentExerciseList')).body).toEqual({ code: 400, msg: 'The student id (studentId) is required.', result: null });
  });
});

describe('the teacher\'s reads of a class', () => {
  test('getExerciseByClass lists one student\'s exercises in the class, with accuracy', async () => {
    const s = await school();
    await world.sql(`INSERT INTO exercise_answers (exercise_id, question_id, answer, answered_at, seq, auto_correct) VALUES ($1, $2, 'C', now(), 1, true)`, [s.mine, s.overdue.questionList[0]._id]);

    const list = await listOf(s.teacher, `/api/teacher/getExerciseByClass?classID=${s.cls._id}&studentID=${s.student.id}`);

    expect(list.map((e) => e._id)).toEqual([s.newest, s.mine]);
    expect(list[1]).toMatchObject({ progress: { answered: 1, total: 2 }, accuracy: 50, overdue: true });
  });

  test('getExerciseByClassAndHomework gives every student\'s exercise with its questions, by student name', async () => {
    const s = await school();

    const { list } = exerciseViewList.parse(await ok(s.teacher.get(`/api/teacher/getExerciseByClassAndHomework?classID=${s.cls._id}&hwID=${s.overdue._id}`)));

    const expected = [s.student, s.classmate].sort((a, b) => a.name.localeCompare(b.name)).map((st) => st.id);
    expect(list.map((e) => e.student._id)).toEqual(expected);
    expect(list[0].questionList.map((q) => q.question.correctAnswer)).toEqual(['C', 'B']);
  });

  test('another teacher is refused both reads (403); a parent has not the role (403); a malformed class id is a 400', async () => {
    const s = await school();
    const byClass = `/api/teacher/getExerciseByClass?classID=${s.cls._id}&studentID=${s.student.id}`;
    const byHomework = `/api/teacher/getExerciseByClassAndHomework?classID=${s.cls._id}&hwID=${s.overdue._id}`;

    for (const path of [byClass, byHomework]) {
      expect((await s.otherTeacher.get(path)).body).toEqual({ code: 403, msg: 'This class belongs to another teacher.', result: null });
      expect((await s.parent.get(path)).status).toBe(403);
    }
    expect((await s.teacher.get(`/api/teacher/getExerciseByClass?classID=nope&studentID=${s.student.id}`)).body).toEqual({ code: 400, msg: 'The class id (classID) is not a valid id.', result: null });
    expect((await s.teacher.get(`/api/teacher/getExerciseByClassAndHomework?classID=${s.cls._id}`)).body).toEqual({ code: 400, msg: 'The homework id (hwID) is required.', result: null });
  });
});
