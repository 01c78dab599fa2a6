import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sourceDeletedPayload, sourceRenamedPayload } from '@tp/contracts';
import { apiClient, createIsolation, listenForEvents, startTokenIssuer, waitFor, type ApiClient, type EventListener, type TokenIssuer } from '@tp/test-kit';
import { unique } from '@tp/test-kit/test-users';
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
  events = await listenForEvents(iso.runId, 'source.*');
  const client = async () => apiClient(service.url, await issuer.tokenFor({ id: randomUUID(), role: 'Teacher', name: 'Teacher' }));
  [teacher, otherTeacher] = await Promise.all([client(), client()]);
});

afterAll(async () => {
  await events?.close();
  await service?.stop();
  await issuer?.close();
  await iso.cleanup();
});

async function create(name: string) {
  const res = await teacher.post('/api/teacher/createSource', { name });
  expect(res.body.code).toBe(200);
  return res.body.result as { _id: string; name: string };
}

const eventsOf = (sourceId: string) => events.seen.filter((e) => e.payload.sourceId === sourceId);
const eventFor = (name: string, sourceId: string, match: (payload: any) => boolean = () => true) =>
  waitFor(() => events.seen.find((e) => e.name === name && e.payload.sourceId === sourceId && match(e.payload)), { what: `${name} of ${sourceId}` });

test('renaming a source announces source.renamed with the new name; deleting it announces source.deleted', async () => {
  const source = await create(unique('Old name'));
  const newName = unique('New name');

  expect((await teacher.post('/api/teacher/updateSource', { id: source._id, name: `  ${newName} ` })).body.code).toBe(200);
  const renamed = await eventFor('source.renamed', source._id);
  expect(sourceRenamedPayload.parse(renamed.payload)).toEqual({ sourceId: source._id, name: newName });

  expect((await teacher.post('/api/teacher/deleteSource', { id: source._id.toUpperCase() })).body.code).toBe(200);
  const deleted = await eventFor('source.deleted', source._id);
  expect(sourceDeletedPayload.parse(deleted.payload)).toEqual({ sourceId: source._id });
  expect(eventsOf(source._id).map((e) => e.name)).toEqual(['source.renamed', 'source.deleted']);
});

test('a refused change (403, 409, 404) or a rename to the same name announces nothing', async () => {
  const taken = await create(unique('Taken'));
  const source = await create(unique('Mine'));

  expect((await otherTeacher.post('/api/teacher/updateSource', { id: source._id, name: unique('Hijacked') })).body.code).toBe(403);
  expect((await otherTeacher.post('/api/teacher/deleteSource', { id: source._id })).body.code).toBe(403);
  expect((await teacher.post('/api/teacher/updateSource', { id: source._id, name: taken.name })).body.code).toBe(409);
  expect((await teacher.post('/api/teacher/updateSource', { id: source._id, name: source.name })).body.code).toBe(200);
  const missing = randomUUID();
  expect((await teacher.post('/api/teacher/updateSource', { id: missing, name: unique('Nobody') })).body.code).toBe(404);
  expect((await teacher.post('/api/teacher/deleteSource', { id: missing })).body.code).toBe(404);

  // The relay sends in the order the changes committed, so once this rename is heard the earlier attempts would have been.
  const marker = unique('Marker');
  await teacher.post('/api/teacher/updateSource', { id: source._id, name: marker });
  await eventFor('source.renamed', source._id, (p) => p.name === marker);
  expect(eventsOf(source._id)).toHaveLength(1);
  expect(eventsOf(missing)).toEqual([]);
  expect(eventsOf(taken._id)).toEqual([]);
});
