import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { questionView, type InternalClassPublishing, type QuestionView, type Role } from '@tp/contracts';
import { createPool, databaseUrl, type Queryable } from '@tp/service-kit';
import { apiClient, DATABASE_SERVER_URL, startServiceProcess, type ApiClient } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { startComponentWorld, type WorldRun } from '@tp/test-kit/component-world';
import { unique } from '@tp/test-kit/test-users';
import { startExercise } from '../src/main';
import { startFakeNeighbours } from './exercise-world';

/** A signed-in user: `api` calls the exercise service, `bank` question-bank, with the same token. */
export type PracticeCaller = ApiClient & { id: string; name: string; role: Role; bank: ApiClient };

/** The real question-bank as its own process (with a pool on its database) and a stand-in catalog that both ask. */
async function startPracticeNeighbours({ iso, issuer }: WorldRun) {
  const catalog = await startFakeNeighbours(iso.internalSecret);
  const bankEnv = iso.envFor('question-bank');
  const questionBank = await startServiceProcess('question-bank', { ...bankEnv, JWKS_URL: issuer.jwksUrl, CATALOG_URL: catalog.url, CATALOG_TIMEOUT_MS: '3000' });
  const bankDb = createPool(databaseUrl(DATABASE_SERVER_URL, bankEnv.DATABASE_NAME), 2);
  return {
    catalog,
    questionBank,
    bankDb,
    async close() {
      await questionBank.stop();
      await bankDb.end();
      await catalog.close();
    },
  };
}

/**
 * The exercise service with the real question-bank beside it (its own process, database and broker queues of this
 * run): question-bank owns the questions and decides which libraries a student may practise from. Catalog is a
 * stand-in answering who teaches which class and which teachers' libraries a student's classes include.
 */
export async function startPracticeWorld() {
  const knows = async (db: Queryable, id: string) => (await db.query('SELECT 1 FROM users WHERE id = $1', [id])).rowCount === 1;
  const world = await startComponentWorld({
    service: 'exercise',
    knower: 'both services',
    standIns: startPracticeNeighbours,
    start: (base, { catalog, questionBank }) => startExercise({ ...base, CATALOG_URL: catalog.url, QUESTION_BANK_URL: questionBank.url, INTERNAL_TIMEOUT_MS: '5000' }),
    knows: async (user, exercise, { bankDb }) => (await knows(exercise.ctx.pool, user.id)) && (await knows(bankDb, user.id)),
  });
  const { service, standIns: { catalog, questionBank } } = world;

  /** A signed-in user both services know (identity's user.registered, awaited in each). */
  async function signIn(role: Role, { isAdmin = false } = {}): Promise<PracticeCaller> {
    const { user, token } = await world.register(role, { isAdmin });
    return Object.assign(apiClient(service.url, token), { id: user.id, name: user.name, role, bank: apiClient(questionBank.url, token) });
  }

  const admin = await signIn('Teacher', { isAdmin: true });

  /** A library (chapters with their sections) bound to `teacher`, made through question-bank's admin calls. */
  async function library(teacher: PracticeCaller, chapters: Record<string, string[]> = { Kinematics: ['Projectiles', 'Circular'] }) {
    const lib = await ok<{ _id: string; name: string }>(admin.bank.post('/api/admin/createLibrary', { name: unique('Mechanics') }));
    const ids: Record<string, { _id: string; sections: Record<string, string> }> = {};
    for (const [name, sections] of Object.entries(chapters)) {
      const chapter = await ok<{ _id: string }>(admin.bank.post('/api/admin/createChapter', { name, libraryId: lib._id }));
      ids[name] = { _id: chapter._id, sections: {} };
      for (const section of sections) {
        ids[name].sections[section] = (await ok<{ _id: string }>(admin.bank.post('/api/admin/createSection', { name: section, chapterId: chapter._id, libraryId: lib._id })))._id;
      }
    }
    await ok(admin.bank.post('/api/admin/bindTeacherToLibrary', { teacherId: teacher.id, libraryId: lib._id }));
    return { ...lib, chapters: ids };
  }

  async function source(teacher: PracticeCaller): Promise<{ _id: string; name: string }> {
    return ok(teacher.bank.post('/api/teacher/createSource', { name: unique('OpenStax') }));
  }

  /** A question of `teacher` written through the Edit Question calls. */
  async function question(teacher: PracticeCaller, fields: Partial<QuestionView>): Promise<QuestionView> {
    const created = await ok<QuestionView>(teacher.bank.post('/api/teacher/createQuestion', { language: 'en' }));
    const res = await teacher.bank.put('/api/teacher/updateQuestion', { ...created, name: unique('Question'), qText: '<p>Which?</p>', answerA: '1', answerB: '2', answerC: '3', answerD: '4', ...fields });
    expect(res.body.code, res.body.msg).toBe(200);
    return questionView.parse(res.body.result);
  }

  /** What catalog says of the student: the teachers of their valid classes that include the library. */
  const enrol = (student: PracticeCaller, teachers: PracticeCaller[]) => catalog.libraryTeachers.set(student.id, teachers.map((t) => t.id));

  /** A class of `teacher` with `students` on its roster, as catalog would answer for it. */
  function makeClass(teacher: PracticeCaller, students: PracticeCaller[]): InternalClassPublishing {
    const cls: InternalClassPublishing = {
      _id: randomUUID(), name: unique('Class'), teacherId: teacher.id, bulletin: '', autoPublish: false, autoPublishAccuracy: null,
      students: students.map((s) => ({ _id: s.id, name: s.name, email: `${s.id}@example.test` })), homework: [],
    };
    catalog.classes.set(cls._id, cls);
    return cls;
  }

  return {
    service,
    questionBank,
    catalog,
    admin,
    signIn,
    library,
    source,
    question,
    enrol,
    makeClass,
    anonymous: apiClient(service.url),
    /** SQL on the exercise service's own test database, to observe what no call shows. */
    sql: (text: string, params: unknown[] = []) => service.ctx.pool.query(text, params),
    stop: world.stop,
  };
}

export type PracticeWorld = Awaited<ReturnType<typeof startPracticeWorld>>;

/** One practice world for a test file: started before its tests (question-bank takes a few seconds), stopped after. */
export function usePracticeWorld(): () => PracticeWorld {
  let world: PracticeWorld | undefined;
  beforeAll(async () => {
    world = await startPracticeWorld();
  }, 180_000);
  afterAll(async () => {
    await world?.stop();
  });
  return () => world!;
}

/**
 * A teacher's library (Kinematics › Projectiles, Circular) with a source and `count` single-choice questions filed
 * in Projectiles (correct answer B, difficulty 3 unless `fields` say otherwise), and a student whose class includes
 * the teacher's libraries.
 */
export async function practiceSchool(world: PracticeWorld, { count = 3, fields = {} as Partial<QuestionView> } = {}) {
  const [teacher, student] = await Promise.all([world.signIn('Teacher'), world.signIn('Student')]);
  const lib = await world.library(teacher);
  const src = await world.source(teacher);
  const filed = (more: Partial<QuestionView> = {}) =>
    world.question(teacher, {
      isChoice: 0, correctAnswer: 'B', description: '<p>Because B.</p>', libraryId: lib._id, chapterId: lib.chapters.Kinematics._id,
      sectionId: lib.chapters.Kinematics.sections.Projectiles, source: src._id, ...fields, ...more,
    });
  const questions: QuestionView[] = [];
  for (let i = 0; i < count; i += 1) questions.push(await filed());
  world.enrol(student, [teacher]);
  const setting = (overrides: Record<string, unknown> = {}) => ({
    libraries: [{ libraryId: lib._id, chapterId: '', sectionId: '' }], sources: [src._id], difficulty: 'all', ...overrides,
  });
  return { teacher, student, lib, src, questions, filed, setting };
}

export type PracticeSchool = Awaited<ReturnType<typeof practiceSchool>>;
