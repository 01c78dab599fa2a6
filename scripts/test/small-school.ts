import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiClient, createIsolation, DATABASE_SERVER_URL, waitFor, type ApiClient } from '@tp/test-kit';
import { startIdentity } from '../../services/identity/src/main';
import { startMail } from '../../services/mail/src/main';
import { startCatalog } from '../../services/catalog/src/main';
import { startQuestionBank } from '../../services/question-bank/src/main';
import { startExercise } from '../../services/exercise/src/main';
import { startBilling } from '../../services/billing/src/main';
import { serviceDatabases } from '../lib/backup/backup-settings.mjs';

const ADMIN = { email: 'admin@backup.test', password: 'backup-admin-123' };
const PASSWORD = 'secret123';
export const PICTURE = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR a diagram of the school')]);

/**
 * Every service started in-process on this run's own databases (created and migrated as in production), and a small
 * school made through their APIs: a teacher and a student made by the admin (copied into the other services by
 * their events), the teacher's class, and a picture the teacher uploaded to catalog's upload folder.
 */
export async function startSmallSchool() {
  const iso = createIsolation();
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'backup-uploads-'));
  const envOf = (name: string) => ({ ...iso.envFor(name), PORT: '0' });
  const identity = await startIdentity({ ...envOf('identity'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const jwks = { JWKS_URL: `${identity.url}/.well-known/jwks.json`, IDENTITY_URL: identity.url };
  const questionBank = await startQuestionBank({ ...envOf('question-bank'), ...jwks });
  const withUrls = { ...jwks, QUESTION_BANK_URL: questionBank.url };
  const [mail, catalog, exercise, billing] = await Promise.all([
    startMail({ ...envOf('mail'), ...withUrls }),
    startCatalog({ ...envOf('catalog'), ...withUrls, UPLOAD_DIR: uploadDir }),
    startExercise({ ...envOf('exercise'), ...withUrls }),
    startBilling({ ...envOf('billing'), ...withUrls }),
  ]);
  const running = [billing, exercise, catalog, mail, questionBank, identity];
  const stopServices = async () => {
    for (const service of running.splice(0)) await service.stop();
  };

  try {
    const admin = await signIn(identity.url, ADMIN.email, ADMIN.password);
    const teacher = await createUser(admin, identity.url, 'Teacher');
    const student = await createUser(admin, identity.url, 'Student');
    await waitFor(async () => (await catalog.ctx.pool.query('SELECT 1 FROM users WHERE id = $1', [teacher.id])).rowCount === 1, { what: 'catalog to copy the teacher' });
    const teacherApi = (await signIn(catalog.url, teacher.email, PASSWORD, identity.url)).api;
    const classId = (await teacherApi.post('/api/teacher/createClassByTeacher', { language: 'en' })).body.result._id as string;
    const saved = await teacherApi.post('/api/teacher/updateClassIntro', { _id: classId, name: 'Optics for the backup', category: 'Physics', monthlyPrice: 30, yearlyPrice: 300, price: 30 });
    if (saved.body.code !== 200) throw new Error(`the class was not saved: ${saved.body.msg}`);
    const upload = await uploadPicture(catalog.url, teacher.token);
    // Every event announced and every copy of the users made, so the school is settled before it is stopped.
    await waitFor(async () => (await outboxWaiting(iso.runId)) === 0, { what: 'every outbox to be published' });
    await waitFor(async () => (await servicesMissing(iso.runId, [teacher.id, student.id])).length === 0, { what: 'every service to copy both users' });
    return {
      iso, uploadDir, teacher, student, classId, upload, stopServices,
      databases: serviceDatabases(DATABASE_SERVER_URL, iso.runId),
      async stop() {
        await stopServices();
        await iso.cleanup();
        await rm(uploadDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stopServices();
    await iso.cleanup();
    throw err;
  }
}

export type SmallSchool = Awaited<ReturnType<typeof startSmallSchool>>;

/** Signs in at identity; the client it returns calls `serviceUrl` with the token. */
async function signIn(serviceUrl: string, email: string, password: string, identityUrl = serviceUrl): Promise<{ api: ApiClient; token: string }> {
  const res = await apiClient(identityUrl).post('/api/login/authUser', { email, password });
  if (res.body.code !== 200) throw new Error(`sign-in as ${email}: ${res.body.msg}`);
  return { api: apiClient(serviceUrl, res.body.result.token), token: res.body.result.token };
}

async function createUser({ api }: { api: ApiClient }, identityUrl: string, role: 'Teacher' | 'Student') {
  const email = `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@backup.test`;
  const created = await api.post('/api/admin/createUser', { name: `${role} of the backup`, email, password: PASSWORD, role });
  if (created.body.code !== 200) throw new Error(`createUser ${role}: ${created.body.msg}`);
  const { token } = await signIn(identityUrl, email, PASSWORD);
  return { id: created.body.result._id as string, email, token };
}

/** The teacher's picture, stored by catalog under `key` in its upload folder. */
async function uploadPicture(catalogUrl: string, token: string): Promise<{ key: string }> {
  const form = new FormData();
  form.append('file', new Blob([PICTURE]), 'diagram.png');
  const res = await fetch(`${catalogUrl}/api/file/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; msg: string; result: { path: string } };
  if (body.code !== 200) throw new Error(`upload: ${body.msg}`);
  return { key: body.result.path.replace(/^\/uploads\//, '') };
}

/** `ask` of every service's database of the run, by service. */
async function askEveryDatabase<T>(runId: string, ask: (client: pg.Client) => Promise<T>): Promise<{ service: string; answer: T }[]> {
  const answers: { service: string; answer: T }[] = [];
  for (const { service, url } of serviceDatabases(DATABASE_SERVER_URL, runId)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      answers.push({ service, answer: await ask(client) });
    } finally {
      await client.end();
    }
  }
  return answers;
}

/** The services with a `users` table (identity's, or a copy of it) that lack one of `ids`. */
async function servicesMissing(runId: string, ids: string[]): Promise<string[]> {
  const answers = await askEveryDatabase(runId, async (client) => {
    if (!(await client.query("SELECT to_regclass('public.users') AS found")).rows[0].found) return false;
    return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE id::text = ANY($1)', [ids])).rows[0].n < ids.length;
  });
  return answers.filter((a) => a.answer).map((a) => a.service);
}

/** Events written to any of the run's outboxes and not yet published. */
async function outboxWaiting(runId: string): Promise<number> {
  const answers = await askEveryDatabase(runId, async (client) => (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).rows[0].n);
  return answers.reduce((sum, a) => sum + a.answer, 0);
}
