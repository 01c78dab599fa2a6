import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { homeworkPage, homeworkView, homeworkWithQuestions, internalHomework } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, createIsolation, publishEvent, startTokenIssuer, waitFor, type ApiClient, type TokenIssuer } from '@tp/test-kit';
import { startQuestionBank } from '../src/main';

const iso = createIsolation();
let issuer: TokenIssuer;
let service: Awaited<ReturnType<typeof startQuestionBank>>;
let teacher: ApiClient;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  service = await startQuestionBank({ ...iso.envFor('question-bank'), PORT: '0', JWKS_URL: issuer.jwksUrl });
  teacher = apiClient(service.url, await issuer.tokenFor({ id: randomUUID(), role: 'Teacher', name: 'Teacher' }));
});

afterAll(async () => {
  await service?.stop();
  await issuer?.close();
  await iso.cleanup();
});

async function createHomework() {
  const res = await teacher.post('/api/teacher/createHomeWork', { language: 'en' });
  expect(res.body.code).toBe(200);
  return homeworkView.parse(res.body.result);
}

async function classesOf(id: string) {
  const res = await teacher.post('/api/user/getHWById', { id });
  expect(res.body.code).toBe(200);
  const { classes, isPublish } = homeworkWithQuestions.parse(res.body.result);
  return { classes, isPublish };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const added = (homeworkId: string, classId: string, isPublish: boolean, occurredAt?: string, id?: string) =>
  publishEvent(iso.runId, 'class.homework-added', { classId, homeworkId, isPublish }, id, occurredAt);
const removed = (homeworkId: string, classId: string, occurredAt?: string) =>
  publishEvent(iso.runId, 'class.homework-removed', { classId, homeworkId }, undefined, occurredAt);

/** Waits until question-bank has handled the event (the kit records its id in the handler's transaction). */
const handled = (eventId: string) =>
  waitFor(async () => (await service.ctx.pool.query('SELECT 1 FROM inbox WHERE event_id = $1', [eventId])).rowCount === 1, { what: `event ${eventId} to be handled` });

describe('class.homework-added and class.homework-removed', () => {
  test('an added link lists the class (sorted) and isPublish says whether any class lists the homework published', async () => {
    const homework = await createHomework();
    const other = await createHomework();
    expect(homework).toMatchObject({ classes: [], isPublish: false });
    const [first, second] = [randomUUID(), randomUUID()].sort();

    await handled(await added(homework._id, second, false));
    expect(await classesOf(homework._id)).toEqual({ classes: [second], isPublish: false });

    await handled(await added(homework._id, first.toUpperCase(), true));
    expect(await classesOf(homework._id)).toEqual({ classes: [first, second], isPublish: true });
    // The list, the internal answer and a save's answer say the same; other homework is untouched.
    const list = homeworkPage.parse((await teacher.get('/api/teacher/getHWByTeacher?language=en')).body.result).list;
    expect(list.find((h) => h._id === homework._id)).toMatchObject({ classes: [first, second], isPublish: true });
    expect(list.find((h) => h._id === other._id)).toMatchObject({ classes: [], isPublish: false });
    const asService = apiClient(service.url, await new InternalCredentials(iso.internalSecret, 'catalog').tokenFor('question-bank'));
    expect(internalHomework.parse((await asService.get(`/internal/homework/${homework._id}`)).body.result)).toMatchObject({ classes: [first, second], isPublish: true });
    expect(homeworkView.parse((await teacher.post('/api/teacher/updateHW', { _id: homework._id, name: 'Week 1' })).body.result)).toMatchObject({ classes: [first, second], isPublish: true });
  });

  test('a removed link leaves the list; isPublish follows the classes that still list it', async () => {
    const homework = await createHomework();
    const [published, unpublished] = [randomUUID(), randomUUID()];
    await handled(await added(homework._id, published, true));
    await handled(await added(homework._id, unpublished, false));

    await removed(homework._id, published);

    await waitFor(async () => (await classesOf(homework._id)).classes.length === 1, { what: 'the removed class to leave' });
    expect(await classesOf(homework._id)).toEqual({ classes: [unpublished], isPublish: false });
    await handled(await removed(homework._id, unpublished));
    expect(await classesOf(homework._id)).toEqual({ classes: [], isPublish: false });
  });

  test('a removal heard before its (older) add keeps the class out; a newer add lists it again', async () => {
    const homework = await createHomework();
    const classId = randomUUID();

    await handled(await removed(homework._id, classId, hoursAgo(1)));
    await handled(await added(homework._id, classId, true, hoursAgo(2)));
    expect(await classesOf(homework._id)).toEqual({ classes: [], isPublish: false });

    await handled(await added(homework._id, classId, true));
    expect(await classesOf(homework._id)).toEqual({ classes: [classId], isPublish: true });
    // An older removal arriving after that add changes nothing either.
    await handled(await removed(homework._id, classId, hoursAgo(1)));
    expect(await classesOf(homework._id)).toEqual({ classes: [classId], isPublish: true });
  });

  test('an add for an unknown or deleted homework is ignored and later events are still handled', async () => {
    const homework = await createHomework();
    const gone = await createHomework();
    expect((await teacher.post('/api/teacher/deleteHW', { id: gone._id })).body.code).toBe(200);

    await handled(await added(randomUUID(), randomUUID(), true));
    await handled(await added(gone._id, randomUUID(), true));
    await handled(await removed(randomUUID(), randomUUID()));
    const classId = randomUUID();
    await handled(await added(homework._id, classId, false));

    expect(await classesOf(homework._id)).toEqual({ classes: [classId], isPublish: false });
    expect((await teacher.post('/api/user/getHWById', { id: gone._id })).body.code).toBe(404);
    expect((await service.ctx.pool.query('SELECT 1 FROM homework_classes WHERE homework_id = $1', [gone._id])).rowCount).toBe(0);
  });

  test('the same event delivered twice is applied once', async () => {
    const homework = await createHomework();
    const classId = randomUUID();
    const eventId = await added(homework._id, classId, true, hoursAgo(2));
    await handled(eventId);
    await handled(await removed(homework._id, classId, hoursAgo(1)));

    // Replayed with a newer time it would list the class again, were it not the same event.
    await added(homework._id, classId, true, new Date().toISOString(), eventId);
    const marker = randomUUID();
    await handled(await added(homework._id, marker, false));

    expect(await classesOf(homework._id)).toEqual({ classes: [marker], isPublish: false });
    expect((await service.ctx.pool.query('SELECT 1 FROM inbox WHERE event_id = $1', [eventId])).rowCount).toBe(1);
  });

  test('a copy starts in no class; the original keeps its classes', async () => {
    const homework = await createHomework();
    const classId = randomUUID();
    await handled(await added(homework._id, classId, true));

    const res = await teacher.post('/api/teacher/copyHomeWork', { id: homework._id });

    expect(res.body.code).toBe(200);
    const copy = homeworkView.parse(res.body.result);
    expect(copy).toMatchObject({ classes: [], isPublish: false });
    expect(await classesOf(copy._id)).toEqual({ classes: [], isPublish: false });
    expect(await classesOf(homework._id)).toEqual({ classes: [classId], isPublish: true });
  });
});
