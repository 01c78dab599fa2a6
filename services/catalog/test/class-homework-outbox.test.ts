import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { classHomeworkAddedPayload, classHomeworkRemovedPayload } from '@tp/contracts';
import { listenForEvents, waitFor, type EventListener } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
let events: EventListener;
beforeAll(async () => {
  h = await startCatalogHarness();
  events = await listenForEvents(h.iso.runId, 'class.*');
});
afterAll(async () => {
  await events?.close();
  await h?.close();
});

const creatorOf = (user: TestUser) => ({ _id: user.id, name: user.name });
const add = (teacher: TestUser, classId: string, hwID: string, isPub = true) => teacher.client.post('/api/teacher/addHWToClass', { id: classId, hwID, isPub });

/** What catalog announced about the class's links, in the order sent: [name, homeworkId, isPublish?]. */
const announcedFor = (classId: string) =>
  events.seen.filter((e) => e.payload.classId === classId).map((e) => [e.name, e.payload.homeworkId, ...(e.name === 'class.homework-added' ? [e.payload.isPublish] : [])]);
const heard = (classId: string, count: number) =>
  waitFor(() => announcedFor(classId).length >= count, { what: `${count} events about class ${classId}` });

/** The relay sends in commit order: once this marker is heard, anything written before it would have been too. */
async function marker(teacher: TestUser) {
  const cls = await h.klass(teacher);
  expect((await add(teacher, cls._id, h.questionBank.addHomework(creatorOf(teacher))._id)).body.code).toBe(200);
  await heard(cls._id, 1);
}

async function classWith(teacher: TestUser, count: number) {
  const cls = await h.klass(teacher);
  const homework = Array.from({ length: count }, () => h.questionBank.addHomework(creatorOf(teacher)));
  for (const hw of homework) expect((await add(teacher, cls._id, hw._id)).body.code).toBe(200);
  await heard(cls._id, count);
  return { cls, ids: homework.map((hw) => hw._id) };
}

describe('catalog announces each homework link a class gains or loses', () => {
  test('adding announces class.homework-added with the link\'s publish flag; a refused add announces nothing', async () => {
    const [teacher, other] = [await h.teacher(), await h.teacher()];
    const cls = await h.klass(teacher);
    const [published, unpublished] = [h.questionBank.addHomework(creatorOf(teacher)), h.questionBank.addHomework(creatorOf(teacher))];
    const theirs = h.questionBank.addHomework(creatorOf(other));

    expect((await add(teacher, cls._id, published._id, true)).body.code).toBe(200);
    expect((await add(teacher, cls._id, unpublished._id.toUpperCase(), false)).body.code).toBe(200);
    expect((await add(teacher, cls._id, published._id, false)).body.code).toBe(409);
    expect((await add(teacher, cls._id, theirs._id)).body.code).toBe(403);

    await heard(cls._id, 2);
    const first = events.seen.find((e) => e.payload.classId === cls._id)!;
    expect(classHomeworkAddedPayload.parse(first.payload)).toEqual({ classId: cls._id, homeworkId: published._id, isPublish: true });
    await marker(teacher);
    expect(announcedFor(cls._id)).toEqual([['class.homework-added', published._id, true], ['class.homework-added', unpublished._id, false]]);
  });

  test('deleteHWFromClass announces class.homework-removed; removing a homework the class does not list announces nothing', async () => {
    const teacher = await h.teacher();
    const { cls, ids: [removed, kept] } = await classWith(teacher, 2);

    expect((await teacher.client.post('/api/teacher/deleteHWFromClass', { id: cls._id, hwID: removed })).body.code).toBe(200);
    expect((await teacher.client.post('/api/teacher/deleteHWFromClass', { id: cls._id, hwID: removed })).body.code).toBe(404);

    await heard(cls._id, 3);
    const last = events.seen.filter((e) => e.payload.classId === cls._id).at(-1)!;
    expect(classHomeworkRemovedPayload.parse(last.payload)).toEqual({ classId: cls._id, homeworkId: removed });
    await marker(teacher);
    expect(announcedFor(cls._id).slice(2)).toEqual([['class.homework-removed', removed]]);
    expect(announcedFor(cls._id).filter(([, id]) => id === kept)).toEqual([['class.homework-added', kept, true]]);
  });

  test('deleteAllHomework announces one removal per link; another class of the same homework hears nothing', async () => {
    const teacher = await h.teacher();
    const { cls, ids } = await classWith(teacher, 3);
    const otherClass = await h.klass(teacher);
    expect((await add(teacher, otherClass._id, ids[0])).body.code).toBe(200);
    await heard(otherClass._id, 1);

    expect((await teacher.client.post('/api/teacher/deleteAllHomework', { id: cls._id })).body.code).toBe(200);

    await heard(cls._id, 6);
    await marker(teacher);
    const removals = announcedFor(cls._id).slice(3);
    expect(removals.map(([name]) => name)).toEqual(Array(3).fill('class.homework-removed'));
    expect(removals.map(([, id]) => id).sort()).toEqual([...ids].sort());
    expect(announcedFor(otherClass._id)).toEqual([['class.homework-added', ids[0], true]]);
  });

  test('deleting a class announces one removal per homework it listed; a refused delete announces nothing', async () => {
    const [teacher, intruder] = [await h.teacher(), await h.teacher()];
    const { cls, ids } = await classWith(teacher, 2);

    expect((await intruder.client.post('/api/teacher/deleteClassByTeacher', { id: cls._id })).body.code).toBe(403);
    expect((await teacher.client.post('/api/teacher/deleteClassByTeacher', { id: cls._id })).body.code).toBe(200);

    await heard(cls._id, 4);
    await marker(teacher);
    const removals = announcedFor(cls._id).slice(2);
    expect(removals.map(([name]) => name)).toEqual(['class.homework-removed', 'class.homework-removed']);
    expect(removals.map(([, id]) => id).sort()).toEqual([...ids].sort());
  });

  test('links dropped because question-bank deleted the homework are not announced back to it', async () => {
    const teacher = await h.teacher();
    const { cls, ids: [homeworkId] } = await classWith(teacher, 1);

    await h.handled(await h.publish('homework.deleted', { homeworkId }));

    expect((await teacher.client.get(`/api/teacher/getClassById?id=${cls._id}`)).body.result.homeworkList).toEqual([]);
    await marker(teacher);
    expect(announcedFor(cls._id)).toEqual([['class.homework-added', homeworkId, true]]);
  });
});
