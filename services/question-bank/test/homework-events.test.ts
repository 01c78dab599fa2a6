import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { homeworkChangedPayload, homeworkDeletedPayload } from '@tp/contracts';
import { apiClient, createIsolation, listenForEvents, startTokenIssuer, waitFor, type ApiClient, type EventListener, type TokenIssuer } from '@tp/test-kit';
import { startQuestionBank } from '../src/main';

const iso = createIsolation();
let issuer: TokenIssuer;
let service: Awaited<ReturnType<typeof startQuestionBank>>;
let events: EventListener;
let teacher: ApiClient;
let otherTeacher: ApiClient;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  service = await startQuestionBank({ ...iso.envFor('question-bank'), PORT: '0', JWKS_URL: issuer.jwksUrl });
  events = await listenForEvents(iso.runId, 'homework.*');
  const client = async () => apiClient(service.url, await issuer.tokenFor({ id: randomUUID(), role: 'Teacher', name: 'Teacher' }));
  [teacher, otherTeacher] = await Promise.all([client(), client()]);
});

afterAll(async () => {
  await events?.close();
  await service?.stop();
  await issuer?.close();
  await iso.cleanup();
});

async function createHomework() {
  const res = await teacher.post('/api/teacher/createHomeWork', { language: 'en' });
  expect(res.body.code).toBe(200);
  return res.body.result as { _id: string };
}

const save = (id: string, fields: Record<string, unknown>, client = teacher) => client.post('/api/teacher/updateHW', { _id: id, ...fields });
const eventsOf = (homeworkId: string) => events.seen.filter((e) => e.payload.homeworkId === homeworkId);
const eventFor = (name: string, homeworkId: string, match: (payload: any) => boolean = () => true) =>
  waitFor(() => events.seen.find((e) => e.name === name && e.payload.homeworkId === homeworkId && match(e.payload)), { what: `${name} of ${homeworkId}` });

test('renaming, re-dating or changing the exam settings announces homework.changed with what classes show', async () => {
  const homework = await createHomework();

  expect((await save(homework._id, { name: 'Week 2' })).body.code).toBe(200);
  const renamed = await eventFor('homework.changed', homework._id, (p) => p.name === 'Week 2');
  expect(homeworkChangedPayload.parse(renamed.payload)).toEqual({ homeworkId: homework._id, name: 'Week 2', dueDate: null, isExam: false, examDuration: 15 });

  await save(homework._id, { name: 'Week 2', dueDate: '2026-09-01T18:00:00Z' });
  await eventFor('homework.changed', homework._id, (p) => p.dueDate === '2026-09-01T18:00:00.000Z');
  await save(homework._id, { name: 'Week 2', isExam: true });
  await eventFor('homework.changed', homework._id, (p) => p.isExam === true && p.examDuration === 15);
  await save(homework._id, { name: 'Week 2', examDuration: 60 });
  const last = await eventFor('homework.changed', homework._id, (p) => p.examDuration === 60);
  expect(last.payload).toEqual({ homeworkId: homework._id, name: 'Week 2', dueDate: '2026-09-01T18:00:00.000Z', isExam: true, examDuration: 60 });
  expect(eventsOf(homework._id)).toHaveLength(4);
});

test('deleting announces homework.deleted', async () => {
  const homework = await createHomework();

  expect((await teacher.post('/api/teacher/deleteHW', { id: homework._id })).body.code).toBe(200);

  const deleted = await eventFor('homework.deleted', homework._id);
  expect(homeworkDeletedPayload.parse(deleted.payload)).toEqual({ homeworkId: homework._id });
});

test('a save that changes only the description or language, a refused save, a copy or a question change announces nothing', async () => {
  const homework = await createHomework();
  const question = (await teacher.post('/api/teacher/createQuestion', { language: 'en' })).body.result._id as string;

  await save(homework._id, { name: 'New homework', description: 'Only words', language: 'zh' });
  expect((await save(homework._id, { name: 'Hijacked' }, otherTeacher)).body.code).toBe(403);
  expect((await save(homework._id, { name: 'Bad', examDuration: 7 })).body.code).toBe(400);
  expect((await teacher.post('/api/teacher/batchAddQToHW', { id: homework._id, QIds: [question] })).body.code).toBe(200);
  const copy = (await teacher.post('/api/teacher/copyHomeWork', { id: homework._id })).body.result._id as string;

  // The relay sends in commit order: once this marker is heard, anything the calls above wrote would have been.
  await save(homework._id, { name: 'Marker' });
  await eventFor('homework.changed', homework._id, (p) => p.name === 'Marker');
  expect(eventsOf(homework._id)).toHaveLength(1);
  expect(eventsOf(copy)).toEqual([]);
});
