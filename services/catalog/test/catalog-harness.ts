import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Role, UserChangedPayload } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, publishEvent, waitFor, type ApiClient } from '@tp/test-kit';
import { linkedFamily, startComponentWorld, type WorldRun } from '@tp/test-kit/component-world';
import { startCatalog } from '../src/main';
import { startFakeExercise } from './fake-exercise';
import { startFakeQuestionBank } from './fake-question-bank';

export type TestUser = UserChangedPayload & { token: string; client: ApiClient };

/** The stand-in question-bank and exercise and the upload folder of this run, removed after it. */
async function startCatalogNeighbours({ iso }: WorldRun) {
  const questionBank = await startFakeQuestionBank(iso.internalSecret);
  const exercise = await startFakeExercise(iso.internalSecret);
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'catalog-uploads-'));
  return {
    questionBank,
    exercise,
    uploadDir,
    async close() {
      await questionBank.close();
      await exercise.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** Catalog started in-process on its own database and upload folder, with a token issuer and stand-ins for question-bank and exercise. */
export async function startCatalogHarness() {
  const world = await startComponentWorld({
    service: 'catalog',
    standIns: startCatalogNeighbours,
    start: (base, { questionBank, exercise, uploadDir }) =>
      startCatalog({ ...base, QUESTION_BANK_URL: questionBank.url, QUESTION_BANK_TIMEOUT_MS: '3000', EXERCISE_URL: exercise.url, EXERCISE_TIMEOUT_MS: '3000', UPLOAD_DIR: uploadDir }),
    // There is no API that shows the users copy by itself, so the harness reads catalog's own table; tests then
    // assert through the API only.
    knows: async (user, catalog) => (await catalog.ctx.pool.query('SELECT 1 FROM users WHERE id = $1 AND name = $2 AND NOT deleted', [user.id, user.name])).rowCount === 1,
  });
  const { iso, issuer, service: catalog, standIns: { questionBank, exercise, uploadDir }, known } = world;

  /** A signed-in user; identity's user.registered is published (and awaited) unless `publish` is false. */
  async function user(role: Role, overrides: Partial<UserChangedPayload> = {}, publish = true): Promise<TestUser> {
    const { user: payload, token } = await world.register(role, overrides, publish);
    return { ...payload, token, client: apiClient(catalog.url, token) };
  }

  /** A parent and a student who list each other (as identity writes a family). */
  async function family() {
    const { parent, student } = await linkedFamily(user);
    return { parent, child: student };
  }

  /** A class of `teacher` with the given fields saved through the Edit Class form. */
  async function klass(teacher: TestUser, fields: Record<string, unknown> = {}) {
    const language = (fields.language as string | undefined) ?? 'en';
    const created = await teacher.client.post('/api/teacher/createClassByTeacher', { language });
    if (created.body.code !== 200) throw new Error(`create failed: ${created.body.msg}`);
    const suffix = randomUUID().slice(0, 6);
    const saved = await teacher.client.post('/api/teacher/updateClassIntro', {
      _id: created.body.result._id, name: `Mechanics ${suffix}`, category: 'Physics', monthlyPrice: 49, yearlyPrice: 490, price: 49,
      startDate: '2026-09-01T00:00:00.000Z', endDate: '2099-06-30T00:00:00.000Z', ...fields,
    });
    if (saved.body.code !== 200) throw new Error(`update failed: ${saved.body.msg}`);
    return saved.body.result;
  }

  const adminToken = await issuer.tokenFor({ role: 'Teacher', isAdmin: true, name: 'Admin' });
  const billing = new InternalCredentials(iso.internalSecret, 'billing');

  return {
    iso, issuer, questionBank, exercise, catalog, uploadDir, user, family, klass, known,
    teacher: () => user('Teacher'),
    admin: apiClient(catalog.url, adminToken),
    anonymous: apiClient(catalog.url),
    /** A client for catalog's /internal API with the service token billing's kit signs. */
    asBilling: async () => apiClient(catalog.url, await billing.tokenFor('catalog')),
    publish: (name: string, payload: unknown, id?: string, occurredAt?: string) => publishEvent(iso.runId, name, payload, id, occurredAt),
    /** Waits until catalog has handled the event (its inbox records the id in the handler's transaction). */
    handled: (eventId: string) =>
      waitFor(async () => (await catalog.ctx.pool.query('SELECT 1 FROM inbox WHERE event_id = $1', [eventId])).rowCount === 1, { what: `catalog to handle event ${eventId}` }),
    /** billing's registration event (the student on the class until `expirationDate`), handled before this returns. */
    async enrol(student: TestUser, classId: string, expirationDate: string) {
      const eventId = await publishEvent(iso.runId, 'enrollment.registered', {
        registrationId: randomUUID(), classId, studentId: student.id, studentName: student.name, studentEmail: student.email,
        durationType: 2, registeredAt: new Date().toISOString(), expirationDate,
      });
      await waitFor(async () => (await catalog.ctx.pool.query('SELECT 1 FROM inbox WHERE event_id = $1', [eventId])).rowCount === 1, { what: `catalog to handle event ${eventId}` });
    },
    /**
     * What catalog has announced about a student's practice access, oldest first: its outbox rows, written in the
     * change's transaction (so an announcement that was not made is seen as missing as soon as the change is done).
     */
    async announcedAccess(studentId: string): Promise<{ sRegister: boolean; version: number }[]> {
      const { rows } = await catalog.ctx.pool.query(
        `SELECT payload FROM outbox WHERE name = 'student.practice-access-changed' AND payload->>'studentId' = $1
         ORDER BY (payload->>'version')::int`,
        [studentId],
      );
      return rows.map(({ payload }) => ({ sRegister: payload.sRegister, version: payload.version }));
    },
    close: world.stop,
  };
}

export type CatalogHarness = Awaited<ReturnType<typeof startCatalogHarness>>;
