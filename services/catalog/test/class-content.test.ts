import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { classContent, type ClassContent } from '@tp/contracts';
import { expectShape } from '@tp/test-kit/answer-checks';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

const NOT_FOUND = { code: 404, msg: 'Class not found', result: null };
const read = (user: TestUser, body: unknown) => user.client.post('/api/user/getClassesContent', body);
async function content(user: TestUser, body: Record<string, unknown>): Promise<ClassContent> {
  const res = await read(user, body);
  expectShape(classContent, res);
  return res.body.result;
}

/**
 * A teacher's class with a bulletin, `students` on its roster, and two homework on it: one published, one not
 * (seen by its creator only).
 */
async function classWith(students: TestUser[]) {
  const teacher = await h.teacher();
  const cls = await h.klass(teacher, { bulletin: '<p>Test on Friday</p>' });
  const creator = { _id: teacher.id, name: teacher.name };
  const published = h.questionBank.addHomework(creator, { name: 'Week 1', dueDate: '2026-09-01T18:00:00.000Z', isExam: true });
  const draft = h.questionBank.addHomework(creator, { name: 'Draft' });
  for (const [hw, isPub] of [[published, true], [draft, false]] as const) {
    expect((await teacher.client.post('/api/teacher/addHWToClass', { id: cls._id, hwID: hw._id, isPub })).body.code).toBe(200);
  }
  for (const student of students) {
    expect((await teacher.client.post('/api/teacher/addStudentToClass', { student: { _id: student.id }, classInfo: { classID: cls._id } })).body.code).toBe(200);
  }
  return { teacher, classId: cls._id as string, className: cls.name as string, published };
}

/** A parent with two linked children (Zoe and Adam by name). */
async function parentOfTwo() {
  const suffix = randomUUID().slice(0, 8);
  const [zoeEmail, adamEmail, parentEmail] = [`zoe-${suffix}@example.test`, `adam-${suffix}@example.test`, `parent-${suffix}@example.test`];
  const zoe = await h.user('Student', { name: `Zoe ${suffix}`, email: zoeEmail, dependent: parentEmail });
  const adam = await h.user('Student', { name: `Adam ${suffix}`, email: adamEmail, dependent: parentEmail });
  const parent = await h.user('Parent', { email: parentEmail, dependent: `${zoeEmail};${adamEmail}` });
  return { zoe, adam, parent };
}

describe('a student on the class', () => {
  test('reads the bulletin and the published homework with their own state; the user info sent beside the id is ignored', async () => {
    const student = await h.user('Student');
    const { classId, className, published } = await classWith([student]);
    h.exercise.setStandings(classId, student.id, [
      { homeworkId: published._id, exerciseId: 'exercise-1', state: 'finished', progress: { answered: 3, total: 3 }, accuracy: 67 },
    ]);

    const answer = await content(student, { id: classId, _id: 'someone-else', role: 'Teacher', email: 'x@example.test' });

    expect(answer).toEqual({
      _id: classId, name: className, bulletin: '<p>Test on Friday</p>', student: { _id: student.id, name: student.name },
      homeworkList: [{
        name: 'Week 1', hwID: { _id: published._id, dueDate: '2026-09-01T18:00:00.000Z' }, isExam: true,
        exerciseId: 'exercise-1', state: 'finished', progress: { answered: 3, total: 3 }, accuracy: 67,
      }],
    });
  });

  test('a published homework not given to the student yet is not started, with no exercise', async () => {
    const student = await h.user('Student');
    const { classId, published } = await classWith([student]);

    const answer = await content(student, { id: classId });

    expect(answer.homeworkList).toEqual([
      { name: 'Week 1', hwID: { _id: published._id, dueDate: '2026-09-01T18:00:00.000Z' }, isExam: true, exerciseId: null, state: 'notStarted', progress: null, accuracy: null },
    ]);
  });

  test('when the exercise service cannot answer, the student is told to try again (503)', async () => {
    const student = await h.user('Student');
    const { classId } = await classWith([student]);
    h.exercise.setDown(true);
    try {
      const res = await read(student, { id: classId });
      expect(res.body).toEqual({ code: 503, msg: 'The homework of this class cannot be read right now. Please try again in a moment.', result: null });
    } finally {
      h.exercise.setDown(false);
    }
  });
});

describe('a parent', () => {
  test('reads it for their child on the class', async () => {
    const { parent, child } = await h.family();
    const { classId, published } = await classWith([child]);
    h.exercise.setStandings(classId, child.id, [
      { homeworkId: published._id, exerciseId: 'exercise-2', state: 'inProgress', progress: { answered: 1, total: 3 }, accuracy: null },
    ]);

    const answer = await content(parent, { id: classId });

    expect(answer.student).toEqual({ _id: child.id, name: child.name });
    expect(answer.homeworkList).toEqual([expect.objectContaining({ exerciseId: 'exercise-2', state: 'inProgress', accuracy: null })]);
  });

  test('with two children on the class: the first by name, or the one studentId names; a child not on it is not found', async () => {
    const { zoe, adam, parent } = await parentOfTwo();
    const both = await classWith([zoe, adam]);
    const onlyZoe = await classWith([zoe]);

    expect((await content(parent, { id: both.classId })).student._id).toBe(adam.id);
    expect((await content(parent, { id: both.classId, studentId: zoe.id })).student._id).toBe(zoe.id);
    expect((await content(parent, { id: onlyZoe.classId })).student._id).toBe(zoe.id);
    expect((await read(parent, { id: onlyZoe.classId, studentId: adam.id })).body).toEqual(NOT_FOUND);
  });
});

describe('anyone else learns nothing of the class', () => {
  test('a student not on it, a parent of no one on it, and another parent\'s child named by id get what an unknown class gets', async () => {
    const member = await h.user('Student');
    const { classId } = await classWith([member]);
    const stranger = await h.user('Student');
    const { parent: otherParent } = await h.family();
    const asked = h.exercise.asked.length;

    expect((await read(stranger, { id: classId })).body).toEqual(NOT_FOUND);
    expect((await read(otherParent, { id: classId })).body).toEqual(NOT_FOUND);
    expect((await read(otherParent, { id: classId, studentId: member.id })).body).toEqual(NOT_FOUND);
    expect((await read(stranger, { id: randomUUID() })).body).toEqual(NOT_FOUND);
    expect(h.exercise.asked.length).toBe(asked);
  });

  test('a teacher, even the class\'s own, is refused (403); without a token 401', async () => {
    const { teacher, classId } = await classWith([]);

    expect((await read(teacher, { id: classId })).body).toEqual({ code: 403, msg: 'Only a student or a parent can see a class\'s content.', result: null });
    expect((await h.anonymous.post('/api/user/getClassesContent', { id: classId })).status).toBe(401);
  });

  test.each([
    [{}, 'The class id (id) is required.'],
    [{ id: 'not-an-id' }, 'The class id (id) is not a valid id.'],
    [{ id: { $ne: null } }, 'The class id (id) is not a valid id.'],
    [{ id: 'x'.repeat(5000) }, 'The class id (id) is not a valid id.'],
    [{ id: randomUUID(), studentId: 'me' }, 'The student id (studentId) is not a valid id.'],
  ])('a malformed body %o is a 400 that says what is wrong', async (body, msg) => {
    const student = await h.user('Student');

    expect((await read(student, body)).body).toEqual({ code: 400, msg, result: null });
  });
});
