import { randomUUID } from 'node:crypto';
import type { EventName, EventPayload, InternalClassPublishing, InternalHomework, QuestionView, Role } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, publishEvent, type ApiClient } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { linkedFamily, startComponentWorld } from '@tp/test-kit/component-world';
import { bearerTokenOf, sendEnvelope, startStandIn } from '@tp/test-kit/stand-in';
import { unique } from '@tp/test-kit/test-users';
import { startExercise } from '../src/main';

/**
 * One real HTTP server standing in for the two services exercise asks: catalog's
 * GET /internal/classes/:id/publishing (and /internal/students/:id/library-teachers, which question-bank asks for
 * self-practice) and question-bank's GET /internal/homework/:id. Like them, it answers only calls with a service
 * token for that service signed with `internalSecret`.
 */
export async function startFakeNeighbours(internalSecret: string) {
  const classes = new Map<string, InternalClassPublishing>();
  const homework = new Map<string, InternalHomework>();
  /** Catalog's answer for a student: the teachers of their valid classes that include the library. */
  const libraryTeachers = new Map<string, string[]>();
  const asCatalog = new InternalCredentials(internalSecret, 'catalog');
  const asQuestionBank = new InternalCredentials(internalSecret, 'question-bank');
  const standIn = await startStandIn(async (req, res) => {
    const classMatch = /^\/internal\/classes\/([^/?]+)\/publishing$/.exec(req.url ?? '');
    const homeworkMatch = /^\/internal\/homework\/([^/?]+)$/.exec(req.url ?? '');
    const teachersMatch = /^\/internal\/students\/([^/?]+)\/library-teachers$/.exec(req.url ?? '');
    const credentials = classMatch || teachersMatch ? asCatalog : homeworkMatch ? asQuestionBank : undefined;
    if (!credentials) return sendEnvelope(res, 404, null, 'Not found');
    if (!(await credentials.callerOf(bearerTokenOf(req)).catch(() => undefined))) return sendEnvelope(res, 401, null, 'refused');
    if (teachersMatch) return sendEnvelope(res, 200, { teacherIds: libraryTeachers.get(decodeURIComponent(teachersMatch[1])) ?? [] });
    const found = classMatch ? classes.get(decodeURIComponent(classMatch[1])) : homework.get(decodeURIComponent(homeworkMatch![1]));
    return found ? sendEnvelope(res, 200, found) : sendEnvelope(res, 404, null, classMatch ? 'Class not found' : 'Homework not found');
  });
  return { url: standIn.url, classes, homework, libraryTeachers, setDown: standIn.setDown, close: standIn.close };
}

export type Caller = ApiClient & { id: string; name: string; email: string; role: Role; token: string };

/** Due dates long past and far ahead, for homework that is overdue or not yet due whatever today is. */
export const PAST = '2020-01-01T00:00:00.000Z';
export const FUTURE = '2030-01-01T00:00:00.000Z';

/** A question with every field, as question-bank answers it; `overrides` set what a test looks at. */
export function questionOf(overrides: Partial<QuestionView> = {}): QuestionView {
  const now = new Date().toISOString();
  return {
    _id: randomUUID(), name: unique('Question'), category: '', qText: '<p>What is it?</p>', image: '', showImg: false,
    isChoice: 0, numChoice: 4, correctAnswer: 'B', difficuty: 3, description: '<p>The solution.</p>', source: '', copyright: '',
    answerA: '1', answerB: '2', answerC: '3', answerD: '4', answerE: '', language: 'en', referenceId: '', libraryId: '', chapterId: '',
    sectionId: '', user: { _id: 'teacher', name: 'Teacher' }, createdAt: now, updatedAt: now,
    ...overrides,
  };
}

/** The exercise service on its own database, with stand-ins for catalog and question-bank and signed-in callers. */
export async function startExerciseWorld(env: Record<string, string> = {}) {
  const world = await startComponentWorld({
    service: 'exercise',
    standIns: ({ iso }) => startFakeNeighbours(iso.internalSecret),
    start: (base, neighbours) => startExercise({ ...base, CATALOG_URL: neighbours.url, QUESTION_BANK_URL: neighbours.url, INTERNAL_TIMEOUT_MS: '2000', ...env }),
    knows: async (user, service) => (await service.ctx.pool.query('SELECT 1 FROM users WHERE id = $1', [user.id])).rowCount === 1,
  });
  const { iso, issuer, service, standIns: neighbours } = world;

  /** A signed-in user; identity's user.registered is published and awaited (the users copy knows them). */
  async function signIn(role: Role, { isAdmin = false, dependent = '', email }: { isAdmin?: boolean; dependent?: string; email?: string } = {}): Promise<Caller> {
    const { user, token } = await world.register(role, { isAdmin, dependent, ...(email === undefined ? {} : { email }) });
    return Object.assign(apiClient(service.url, token), { id: user.id, name: user.name, email: user.email, role, token });
  }

  /** A student and a parent, each listing the other (identity keeps both sides of a family link). */
  const family = () => linkedFamily(signIn, { studentLabel: 'student', parentPhone: '' });

  /** A class of `teacher` with `students` on its roster, as catalog would answer for it. */
  function makeClass(teacher: Caller, students: Caller[], settings: { autoPublish?: boolean; autoPublishAccuracy?: number | null } = {}): InternalClassPublishing {
    const cls: InternalClassPublishing = {
      _id: randomUUID(), name: unique('Class'), teacherId: teacher.id, bulletin: '<p>Bulletin</p>',
      autoPublish: settings.autoPublish ?? false, autoPublishAccuracy: settings.autoPublishAccuracy ?? null,
      students: students.map((s) => ({ _id: s.id, name: s.name, email: s.email })), homework: [],
    };
    neighbours.classes.set(cls._id, cls);
    return cls;
  }

  /** A homework of `teacher` with `questions`, listed (published) by `cls`, as question-bank and catalog would answer. */
  function makeHomework(
    cls: InternalClassPublishing,
    teacher: Caller,
    questions: QuestionView[],
    settings: { isExam?: boolean; examDuration?: number; dueDate?: string | null; isPublish?: boolean } = {},
  ): InternalHomework {
    const now = new Date().toISOString();
    const hw: InternalHomework = {
      _id: randomUUID(), name: unique('Homework'), description: '', numQuestions: questions.length, language: 'en',
      dueDate: settings.dueDate ?? null, isExam: settings.isExam ?? false, examDuration: settings.examDuration ?? 15, questionList: questions,
      classes: [cls._id], isPublish: settings.isPublish ?? true, creator: { _id: teacher.id, name: teacher.name }, createdAt: now, updatedAt: now,
    };
    neighbours.homework.set(hw._id, hw);
    cls.homework.push({ _id: hw._id, name: hw.name, dueDate: hw.dueDate, isExam: hw.isExam, isPublish: settings.isPublish ?? true, creatorId: teacher.id });
    return hw;
  }

  return {
    service,
    neighbours,
    /** The run's isolation and token issuer, to start another service as a process beside this one. */
    iso,
    jwksUrl: issuer.jwksUrl,
    signIn,
    family,
    makeClass,
    makeHomework,
    /** Publishes an integration event into this run's broker, as another service would. */
    publish: <N extends EventName>(name: N, payload: EventPayload<N>) => publishEvent(iso.runId, name, payload),
    anonymous: apiClient(service.url),
    /** SQL on this service's own test database, to set up or observe what no call shows. */
    sql: (text: string, params: unknown[] = []) => service.ctx.pool.query(text, params),
    stop: world.stop,
  };
}

export type ExerciseWorld = Awaited<ReturnType<typeof startExerciseWorld>>;

/**
 * `teacher` publishes `hw` of `cls` to `students` through POST /teacher/publishHomework; the exercise ids made, in
 * the students' order (a student who had it already gets none).
 */
export async function publishHomework(
  teacher: Caller,
  cls: Pick<InternalClassPublishing, '_id'>,
  hw: Pick<InternalHomework, '_id'>,
  students: Pick<Caller, 'id'>[],
): Promise<string[]> {
  const { published } = await ok<{ published: { exerciseId: string; studentId: string }[] }>(
    teacher.post('/api/teacher/publishHomework', { classID: cls._id, hwID: hw._id, studentIDs: students.map((s) => s.id) }),
    'Publish homework successfully',
  );
  return students.flatMap((s) => published.filter((p) => p.studentId === s.id).map((p) => p.exerciseId));
}
