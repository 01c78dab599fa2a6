import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Role, UserChangedPayload } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, createIsolation, startTokenIssuer, waitFor, type ApiClient } from '@tp/test-kit';
import { startCatalog } from '../src/main';
import { startFakeQuestionBank } from './fake-question-bank';
import { publishEvent } from '@tp/test-kit';

export type TestUser = UserChangedPayload & { token: string; client: ApiClient };

/** Catalog started in-process on its own database and upload folder, with a token issuer and a stand-in question-bank. */
export async function startCatalogHarness() {
  const iso = createIsolation();
  const issuer = await startTokenIssuer();
  const questionBank = await startFakeQuestionBank(iso.internalSecret);
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'catalog-uploads-'));
  const catalog = await startCatalog({
    ...iso.envFor('catalog'), PORT: '0', JWKS_URL: issuer.jwksUrl, QUESTION_BANK_URL: questionBank.url,
    QUESTION_BANK_TIMEOUT_MS: '3000', UPLOAD_DIR: uploadDir,
  });

  /**
   * Waits until catalog's users copy holds this version of the user. There is no API that shows the copy by
   * itself, so the harness reads catalog's own table; tests then assert through the API only.
   */
  async function known(user: Pick<UserChangedPayload, 'id' | 'name'>) {
    await waitFor(async () => (await catalog.ctx.pool.query('SELECT 1 FROM users WHERE id = $1 AND name = $2 AND NOT deleted', [user.id, user.name])).rowCount === 1, { what: `catalog to know ${user.name}` });
  }

  /** A signed-in user; identity's user.registered is published (and awaited) unless `publish` is false. */
  async function user(role: Role, overrides: Partial<UserChangedPayload> = {}, publish = true): Promise<TestUser> {
    const suffix = randomUUID().slice(0, 8);
    const payload: UserChangedPayload = {
      id: randomUUID(), name: `${role} ${suffix}`, email: `${role.toLowerCase()}-${suffix}@example.test`,
      role, isAdmin: false, dependent: '', phone: '', ...overrides,
    };
    if (publish) {
      await publishEvent(iso.runId, 'user.registered', payload);
      await known(payload);
    }
    const token = await issuer.tokenFor({ id: payload.id, role, email: payload.email, name: payload.name, isAdmin: payload.isAdmin });
    return { ...payload, token, client: apiClient(catalog.url, token) };
  }

  /** A parent and a student who list each other (as identity writes a family). */
  async function family() {
    const suffix = randomUUID().slice(0, 8);
    const childEmail = `child-${suffix}@example.test`;
    const parentEmail = `parent-${suffix}@example.test`;
    const child = await user('Student', { email: childEmail, dependent: parentEmail });
    const parent = await user('Parent', { email: parentEmail, phone: '555-123-4567', dependent: childEmail });
    return { parent, child };
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
    iso, issuer, questionBank, catalog, uploadDir, user, family, klass, known,
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
    async close() {
      await catalog.stop();
      await questionBank.close();
      await issuer.close();
      await iso.cleanup();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

export type CatalogHarness = Awaited<ReturnType<typeof startCatalogHarness>>;
