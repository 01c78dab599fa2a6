import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { classHomework, classView, type ClassHomework } from '@tp/contracts';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

const creatorOf = (user: TestUser) => ({ _id: user.id, name: user.name });

async function homeworkListOf(user: TestUser, classId: string): Promise<ClassHomework[]> {
  const res = await user.client.get(`/api/teacher/getClassById?id=${classId}`);
  expect(res.body.code).toBe(200);
  return classView.parse(res.body.result).homeworkList;
}

const add = (user: TestUser, classId: string, hwID: string, isPub: unknown = true, extra: Record<string, unknown> = {}) =>
  user.client.post('/api/teacher/addHWToClass', { id: classId, hwID, isPub, ...extra });

describe('adding homework to a class', () => {
  test('the class\'s teacher adds their homework ("Add success"); name, due date, exam flag and creator come from question-bank', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const homework = h.questionBank.addHomework(creatorOf(teacher), { name: 'Week 1', dueDate: '2026-09-01T18:00:00.000Z', isExam: true });

    const res = await add(teacher, cls._id, homework._id, true, { name: 'Forged name', creator: 'someone else' });

    expect(res.body).toMatchObject({ code: 200, msg: 'Add success' });
    const expected = {
      name: 'Week 1', hwID: { _id: homework._id, dueDate: '2026-09-01T18:00:00.000Z' }, isPublish: true, creator: creatorOf(teacher), isExam: true,
    };
    expect(classHomework.parse(res.body.result)).toMatchObject(expected);
    expect(await homeworkListOf(teacher, cls._id)).toEqual([{ ...expected, addedAt: expect.any(String) }]);
  });

  test('the list is newest added first; isPub defaults to unpublished and takes 0 or 1 too', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const [a, b, c] = [1, 2, 3].map(() => h.questionBank.addHomework(creatorOf(teacher)));

    expect((await teacher.client.post('/api/teacher/addHWToClass', { id: cls._id, hwID: a._id })).body.code).toBe(200);
    expect((await add(teacher, cls._id, b._id, 1)).body.code).toBe(200);
    expect((await add(teacher, cls._id, c._id, false)).body.code).toBe(200);

    const list = await homeworkListOf(teacher, cls._id);
    expect(list.map((l) => [l.hwID._id, l.isPublish])).toEqual([[c._id, false], [b._id, true], [a._id, false]]);
  });

  test('adding the same homework again is a 409 and the class keeps one entry', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const homework = h.questionBank.addHomework(creatorOf(teacher));
    await add(teacher, cls._id, homework._id);

    const res = await add(teacher, cls._id, homework._id, false);

    expect(res.body).toEqual({ code: 409, msg: 'This homework is already in the class.', result: null });
    expect(await homeworkListOf(teacher, cls._id)).toMatchObject([{ hwID: { _id: homework._id }, isPublish: true }]);
  });

  test('a homework made by another teacher is a 403; one question-bank does not know a 404; nothing is added', async () => {
    const [teacher, other] = [await h.teacher(), await h.teacher()];
    const cls = await h.klass(teacher);
    const theirs = h.questionBank.addHomework(creatorOf(other));

    expect((await add(teacher, cls._id, theirs._id)).body).toEqual({ code: 403, msg: 'Only homework you created can be added to your class.', result: null });
    expect((await add(teacher, cls._id, randomUUID())).body).toEqual({ code: 404, msg: 'Homework not found', result: null });
    expect(await homeworkListOf(teacher, cls._id)).toEqual([]);
  });

  test('another teacher\'s class is a 403 and an unknown class a 404, before question-bank is asked', async () => {
    const [teacher, other] = [await h.teacher(), await h.teacher()];
    const cls = await h.klass(teacher);
    const homework = h.questionBank.addHomework(creatorOf(other));
    const calls = h.questionBank.calls;

    expect((await add(other, cls._id, homework._id)).body).toEqual({ code: 403, msg: 'This class belongs to another teacher.', result: null });
    expect((await add(other, randomUUID(), homework._id)).body).toEqual({ code: 404, msg: 'Class not found', result: null });
    expect(h.questionBank.calls).toBe(calls);
    expect(await homeworkListOf(teacher, cls._id)).toEqual([]);
  });

  test('an administrator may add any homework to any class', async () => {
    const [teacher, admin] = [await h.teacher(), await h.user('Teacher', { isAdmin: true })];
    const cls = await h.klass(teacher);
    const homework = h.questionBank.addHomework(creatorOf(teacher));

    expect((await add(admin, cls._id, homework._id, false)).body.code).toBe(200);

    expect(await homeworkListOf(teacher, cls._id)).toMatchObject([{ hwID: { _id: homework._id }, creator: creatorOf(teacher) }]);
  });

  test('when question-bank does not answer the teacher gets a 503 with a sentence and nothing is added', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const homework = h.questionBank.addHomework(creatorOf(teacher));
    h.questionBank.setDown(true);
    try {
      const res = await add(teacher, cls._id, homework._id);
      expect(res.body).toEqual({ code: 503, msg: 'The homework cannot be checked right now, so it was not added. Please try again in a moment.', result: null });
    } finally {
      h.questionBank.setDown(false);
    }
    expect(await homeworkListOf(teacher, cls._id)).toEqual([]);
  });

  test.each([
    [{ hwID: 'abc' }, 'The homework id (hwID) is not a valid id.'],
    [{ hwID: undefined }, 'The homework id (hwID) is required.'],
    [{ id: 'abc' }, 'The class id (id) is not a valid id.'],
    [{ isPub: 'yes' }, 'isPub must be true or false.'],
  ])('bad input %j is a 400 and nothing is added', async (override, msg) => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const homework = h.questionBank.addHomework(creatorOf(teacher));

    const res = await teacher.client.post('/api/teacher/addHWToClass', { id: cls._id, hwID: homework._id, isPub: true, ...override });

    expect(res.body).toEqual({ code: 400, msg, result: null });
    expect(await homeworkListOf(teacher, cls._id)).toEqual([]);
  });

  test('students get 403 and visitors 401', async () => {
    const teacher = await h.teacher();
    const student = await h.user('Student');
    const cls = await h.klass(teacher);
    const homework = h.questionBank.addHomework(creatorOf(teacher));

    expect((await add(student, cls._id, homework._id)).status).toBe(403);
    expect((await h.anonymous.post('/api/teacher/addHWToClass', { id: cls._id, hwID: homework._id })).status).toBe(401);
    expect(await homeworkListOf(teacher, cls._id)).toEqual([]);
  });
});

describe('who sees a class\'s homework', () => {
  test('the teacher sees published homework and their own; an unpublished one added by an administrator stays hidden from them', async () => {
    const [teacher, admin, other] = [await h.teacher(), await h.user('Teacher', { isAdmin: true }), await h.teacher()];
    const cls = await h.klass(teacher);
    const mine = h.questionBank.addHomework(creatorOf(teacher));
    const hiddenOther = h.questionBank.addHomework(creatorOf(other));
    const publishedOther = h.questionBank.addHomework(creatorOf(other));
    await add(teacher, cls._id, mine._id, false);
    await add(admin, cls._id, hiddenOther._id, false);
    await add(admin, cls._id, publishedOther._id, true);

    expect((await homeworkListOf(teacher, cls._id)).map((l) => l.hwID._id).sort()).toEqual([mine._id, publishedOther._id].sort());
    // Deleting all removes the hidden one too: it is the class's list, whoever may see each entry.
    await teacher.client.post('/api/teacher/deleteAllHomework', { id: cls._id });
    expect((await add(admin, cls._id, hiddenOther._id, true)).body.code).toBe(200);
  });

  test('an administrator sees every homework of their class, unpublished ones by other teachers too', async () => {
    const [admin, other] = [await h.user('Teacher', { isAdmin: true }), await h.teacher()];
    const cls = await h.klass(admin);
    const hidden = h.questionBank.addHomework(creatorOf(other));
    await add(admin, cls._id, hidden._id, false);

    expect((await homeworkListOf(admin, cls._id)).map((l) => l.hwID._id)).toEqual([hidden._id]);
  });

  test('the public class page carries the homework only for those who run the class; the class list never', async () => {
    const teacher = await h.teacher();
    const student = await h.user('Student');
    const cls = await h.klass(teacher, { name: `Listed ${randomUUID().slice(0, 6)}` });
    await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 1 });
    const homework = h.questionBank.addHomework(creatorOf(teacher));
    await add(teacher, cls._id, homework._id);

    for (const client of [h.anonymous, student.client]) {
      const res = await client.get(`/api/public/getClassById?id=${cls._id}`);
      expect(classView.parse(res.body.result).homeworkList).toEqual([]);
    }
    // The teacher's read is theirs alone: no shared cache may keep it.
    const own = await teacher.client.get(`/api/public/getClassById?id=${cls._id}`);
    expect(classView.parse(own.body.result).homeworkList.map((l) => l.hwID._id)).toEqual([homework._id]);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const listed = await teacher.client.get(`/api/teacher/getClassesByTeacher?language=en&name=${encodeURIComponent(cls.name)}`);
    expect(listed.body.result.list).toMatchObject([{ _id: cls._id, homeworkList: [] }]);
    expect(await homeworkListOf(teacher, cls._id)).toHaveLength(1);
  });
});

describe('removing homework from a class', () => {
  test('deleteHWFromClass removes one ("Delete success"); the other stays; again is a 404', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const [a, b] = [h.questionBank.addHomework(creatorOf(teacher)), h.questionBank.addHomework(creatorOf(teacher))];
    await add(teacher, cls._id, a._id);
    await add(teacher, cls._id, b._id);

    expect((await teacher.client.post('/api/teacher/deleteHWFromClass', { id: cls._id, hwID: a._id })).body).toMatchObject({ code: 200, msg: 'Delete success' });

    expect((await homeworkListOf(teacher, cls._id)).map((l) => l.hwID._id)).toEqual([b._id]);
    expect((await teacher.client.post('/api/teacher/deleteHWFromClass', { id: cls._id, hwID: a._id })).body)
      .toEqual({ code: 404, msg: 'This homework is not in the class.', result: null });
  });

  test('deleteAllHomework empties the class\'s list and leaves other classes alone', async () => {
    const teacher = await h.teacher();
    const [cls, otherCls] = [await h.klass(teacher), await h.klass(teacher)];
    const [a, b] = [h.questionBank.addHomework(creatorOf(teacher)), h.questionBank.addHomework(creatorOf(teacher))];
    await add(teacher, cls._id, a._id);
    await add(teacher, cls._id, b._id);
    await add(teacher, otherCls._id, a._id);

    expect((await teacher.client.post('/api/teacher/deleteAllHomework', { id: cls._id })).body).toMatchObject({ code: 200, msg: 'Delete success' });

    expect(await homeworkListOf(teacher, cls._id)).toEqual([]);
    expect((await homeworkListOf(teacher, otherCls._id)).map((l) => l.hwID._id)).toEqual([a._id]);
  });

  test('another teacher gets 403 on both and nothing is removed; an unknown class is a 404', async () => {
    const [teacher, other] = [await h.teacher(), await h.teacher()];
    const cls = await h.klass(teacher);
    const homework = h.questionBank.addHomework(creatorOf(teacher));
    await add(teacher, cls._id, homework._id);
    const refused = { code: 403, msg: 'This class belongs to another teacher.', result: null };

    expect((await other.client.post('/api/teacher/deleteHWFromClass', { id: cls._id, hwID: homework._id })).body).toEqual(refused);
    expect((await other.client.post('/api/teacher/deleteAllHomework', { id: cls._id })).body).toEqual(refused);
    expect((await teacher.client.post('/api/teacher/deleteAllHomework', { id: randomUUID() })).body).toEqual({ code: 404, msg: 'Class not found', result: null });
    expect((await teacher.client.post('/api/teacher/deleteAllHomework', {})).body).toEqual({ code: 400, msg: 'The class id (id) is required.', result: null });
    expect(await homeworkListOf(teacher, cls._id)).toHaveLength(1);
  });

  test('deleting the class removes its homework list with it', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    const homework = h.questionBank.addHomework(creatorOf(teacher));
    await add(teacher, cls._id, homework._id);

    expect((await teacher.client.post('/api/teacher/deleteClassByTeacher', { id: cls._id })).body.code).toBe(200);

    expect((await add(teacher, cls._id, homework._id)).body.code).toBe(404);
  });
});
