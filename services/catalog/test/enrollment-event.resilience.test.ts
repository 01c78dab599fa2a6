import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, createIsolation, publishEvent, startPrivateRabbit, startTokenIssuer, waitFor, type Isolation, type TokenIssuer } from '@tp/test-kit';
import { startCatalog } from '../src/main';

/** A RabbitMQ of this file's own, which the tests stop and start: no other test or run on the machine is disturbed. */
let rabbit: Awaited<ReturnType<typeof startPrivateRabbit>>;
let iso: Isolation;
let issuer: TokenIssuer;
let uploadDir: string;
let catalog: Awaited<ReturnType<typeof startCatalog>> | undefined;

const env = () => ({ ...iso.envFor('catalog'), PORT: '0', JWKS_URL: issuer.jwksUrl, UPLOAD_DIR: uploadDir, QUESTION_BANK_URL: 'http://127.0.0.1:9' });

beforeAll(async () => {
  rabbit = await startPrivateRabbit();
  iso = createIsolation({ amqpUrl: rabbit.url });
  issuer = await startTokenIssuer();
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'catalog-uploads-'));
}, 120_000);

afterAll(async () => {
  await catalog?.stop();
  await issuer?.close();
  await iso?.cleanup();
  await rabbit?.close();
  await rm(uploadDir, { recursive: true, force: true });
}, 120_000);

async function newClass(teacherToken: string) {
  const teacher = apiClient(catalog!.url, teacherToken);
  const { _id } = (await teacher.post('/api/teacher/createClassByTeacher', { language: 'en' })).body.result;
  await teacher.post('/api/teacher/updateClassIntro', { _id, name: `Optics ${randomUUID().slice(0, 6)}`, includeLibrary: true });
  return _id as string;
}

function registration(studentId: string, classId: string, expirationDate: string) {
  return {
    registrationId: randomUUID(), classId, studentId, studentName: 'Resilient Student', studentEmail: 'resilient@example.test',
    durationType: 1, registeredAt: new Date().toISOString(), expirationDate,
  };
}

/** Publishing needs the broker back; it can take a moment after start_app before it accepts connections. */
const publishWhenUp = (name: string, payload: unknown) => waitFor(
  () => publishEvent(iso.runId, name, payload, randomUUID(), new Date().toISOString(), rabbit.url), { timeoutMs: 60_000, intervalMs: 500, what: 'the broker to accept the event' },
);

async function queuedMessages(): Promise<number> {
  const connection = await amqplib.connect(rabbit.url);
  try {
    const channel = await connection.createChannel();
    return (await channel.checkQueue(`${iso.runId}.catalog`)).messageCount;
  } finally {
    await connection.close();
  }
}

async function placeExpiry(studentToken: string, classId: string) {
  const res = await apiClient(catalog!.url, studentToken).get('/api/user/getMyClasses');
  return res.body.result?.list.find((c: { classInfo: { classID: { _id: string } } }) => c.classInfo.classID._id === classId)?.expirationDate as string | undefined;
}

test('catalog started while the broker is down binds its queue when the broker is back, and the event arrives', async () => {
  await rabbit.stopApp();
  catalog = await startCatalog(env());
  expect((await fetch(`${catalog.url}/ready`)).status).toBe(503);
  const teacherToken = await issuer.tokenFor({ role: 'Teacher' });
  const classId = await newClass(teacherToken); // the API works without the broker

  await rabbit.startApp();
  await waitFor(async () => (await fetch(`${catalog!.url}/ready`)).status === 200, { timeoutMs: 60_000, intervalMs: 250, what: 'catalog to consume again' });
  const studentId = randomUUID();
  await publishWhenUp('enrollment.registered', registration(studentId, classId, '2091-03-01T00:00:00.000Z'));

  const studentToken = await issuer.tokenFor({ id: studentId, role: 'Student' });
  expect(await waitFor(() => placeExpiry(studentToken, classId), { what: 'the enrolment in My Classes' })).toBe('2091-03-01T00:00:00.000Z');
}, 120_000);

test('an event waiting in catalog\'s queue survives a broker restart and is handled when catalog comes back', async () => {
  const classId = await newClass(await issuer.tokenFor({ role: 'Teacher' }));
  await catalog!.stop();
  catalog = undefined;
  const studentId = randomUUID();
  await publishWhenUp('enrollment.registered', registration(studentId, classId, '2092-04-01T00:00:00.000Z'));
  expect(await queuedMessages()).toBe(1);

  await rabbit.stopApp();
  await rabbit.startApp();
  expect(await waitFor(() => queuedMessages(), { timeoutMs: 60_000, intervalMs: 500, what: 'the broker to answer again' })).toBe(1);

  catalog = await startCatalog(env());
  const studentToken = await issuer.tokenFor({ id: studentId, role: 'Student' });
  expect(await waitFor(() => placeExpiry(studentToken, classId), { timeoutMs: 30_000, what: 'the queued enrolment in My Classes' })).toBe('2092-04-01T00:00:00.000Z');
}, 120_000);
