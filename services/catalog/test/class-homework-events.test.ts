import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { classView, type ClassHomework } from '@tp/contracts';
import { waitFor } from '@tp/test-kit';
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

const entryOf = async (user: TestUser, classId: string, homeworkId: string) => (await homeworkListOf(user, classId)).find((l) => l.hwID._id === homeworkId);

async function classWith(teacher: TestUser, homeworkIds: string[]) {
  const cls = await h.klass(teacher);
  for (const hwID of homeworkIds) expect((await teacher.client.post('/api/teacher/addHWToClass', { id: cls._id, hwID, isPub: true })).body.code).toBe(200);
  return cls;
}

const changed = (homeworkId: string, fields: { name: string; dueDate?: string | null; isExam?: boolean }) => ({
  homeworkId, dueDate: null, isExam: false, examDuration: 15, ...fields,
});

describe('homework.changed', () => {
  test('every class listing the homework shows its new name, due date and exam flag; other homework stays', async () => {
    const teacher = await h.teacher();
    const [hw, other] = [h.questionBank.addHomework(creatorOf(teacher), { name: 'Old' }), h.questionBank.addHomework(creatorOf(teacher), { name: 'Other' })];
    const [first, second] = [await classWith(teacher, [hw._id, other._id]), await classWith(teacher, [hw._id])];
    const otherBefore = await entryOf(teacher, first._id, other._id);

    await h.publish('homework.changed', changed(hw._id, { name: 'Week 2', dueDate: '2026-10-01T20:00:00.000Z', isExam: true }));

    const expected = { name: 'Week 2', hwID: { _id: hw._id, dueDate: '2026-10-01T20:00:00.000Z' }, isExam: true, isPublish: true, creator: creatorOf(teacher) };
    for (const cls of [first, second]) {
      await waitFor(async () => (await entryOf(teacher, cls._id, hw._id))?.name === 'Week 2', { what: `class ${cls._id} to show the new name` });
      expect(await entryOf(teacher, cls._id, hw._id)).toMatchObject(expected);
    }
    expect(await entryOf(teacher, first._id, other._id)).toEqual(otherBefore);
  });

  test('an older change arriving after a newer one is ignored; the same event twice changes nothing more', async () => {
    const teacher = await h.teacher();
    const hw = h.questionBank.addHomework(creatorOf(teacher), { name: 'Old' });
    const cls = await classWith(teacher, [hw._id]);
    const id = await h.publish('homework.changed', changed(hw._id, { name: 'Newest' }));
    await h.handled(id);

    await h.handled(await h.publish('homework.changed', changed(hw._id, { name: 'Older' }), undefined, new Date(Date.now() - 3_600_000).toISOString()));
    await h.publish('homework.changed', changed(hw._id, { name: 'Replayed' }), id);
    await h.handled(await h.publish('homework.changed', changed(randomUUID(), { name: 'Marker' })));

    expect((await entryOf(teacher, cls._id, hw._id))?.name).toBe('Newest');
  });

  test('a homework added after catalog heard of a change shows the change, even if question-bank answered the old state', async () => {
    const teacher = await h.teacher();
    const hw = h.questionBank.addHomework(creatorOf(teacher), { name: 'Before' });
    await h.handled(await h.publish('homework.changed', changed(hw._id, { name: 'After', isExam: true })));

    const cls = await classWith(teacher, [hw._id]);

    expect(await entryOf(teacher, cls._id, hw._id)).toMatchObject({ name: 'After', isExam: true });
  });
});

describe('homework.deleted', () => {
  test('the homework leaves every class; a later change brings nothing back and adding it again is a 404', async () => {
    const teacher = await h.teacher();
    const [hw, kept] = [h.questionBank.addHomework(creatorOf(teacher)), h.questionBank.addHomework(creatorOf(teacher))];
    const [first, second] = [await classWith(teacher, [hw._id, kept._id]), await classWith(teacher, [hw._id])];

    await h.handled(await h.publish('homework.deleted', { homeworkId: hw._id }));
    await h.handled(await h.publish('homework.changed', changed(hw._id, { name: 'Late' })));

    expect((await homeworkListOf(teacher, first._id)).map((l) => l.hwID._id)).toEqual([kept._id]);
    expect(await homeworkListOf(teacher, second._id)).toEqual([]);
    // The stand-in question-bank still answers (as if asked just before the deletion): catalog knows better.
    expect((await teacher.client.post('/api/teacher/addHWToClass', { id: second._id, hwID: hw._id })).body).toEqual({ code: 404, msg: 'Homework not found', result: null });
  });
});
