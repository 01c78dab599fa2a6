import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { ExamMonitorChange, ExamMonitorSnapshot, Role, StartExamResult } from '@tp/contracts';
import { revokeToken, revokeUserTokensIssuedBefore } from '@tp/service-kit';
import { apiClient, startTokenIssuer, waitFor, type TokenIssuer } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { newUser } from '@tp/test-kit/test-users';
import { publishHomework, questionOf, startExerciseWorld, type Caller, type ExerciseWorld } from './exercise-world';
import { opId } from './answering-builders';

// The caps, the shared poll, the token checks and the slow client's cut-off of the live monitor's streams. Tokens
// come from an issuer of this file's own, so a test can sign one that expires in seconds.
let world: ExerciseWorld;
let issuer: TokenIssuer;
const MAX_PER_USER = 3;
const MAX_STREAMS = 5;
const POLL_MS = 100;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  world = await startExerciseWorld({
    JWKS_URL: issuer.jwksUrl,
    EXAM_MONITOR_POLL_MS: String(POLL_MS),
    EXAM_MONITOR_MAX_STREAMS_PER_USER: String(MAX_PER_USER),
    EXAM_MONITOR_MAX_STREAMS: String(MAX_STREAMS),
    EXAM_MONITOR_TOKEN_CHECK_MS: '200',
    EXAM_MONITOR_MAX_BUFFERED_BYTES: '100000',
  });
});
afterAll(async () => {
  await world?.stop();
  await issuer?.close();
});

/** Streams a test opened: closed after it, and the replica back to none open, whatever the test's outcome. */
const opened: { close: () => void }[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const stream of opened.splice(0)) stream.close();
  await waitFor(() => world.service.deps.monitors.size === 0, { what: 'every stream of the test to end on the server' });
});

/** A signed-in user known to exercise (identity's user.registered is published and awaited), with a token of `expiresIn`. */
async function signIn(role: Role, expiresIn = '1h'): Promise<Caller> {
  const user = newUser(role);
  await world.publish('user.registered', user);
  await waitFor(async () => (await world.sql('SELECT 1 FROM users WHERE id = $1', [user.id])).rowCount === 1, { what: `exercise to know ${user.name}` });
  const token = await issuer.tokenFor({ id: user.id, role, name: user.name, email: user.email }, expiresIn);
  return Object.assign(apiClient(world.service.url, token), { id: user.id, name: user.name, email: user.email, role, token });
}

/** Another token of the same user (another device's session). */
const secondToken = (user: Caller) => issuer.tokenFor({ id: user.id, role: user.role, name: user.name, email: user.email });

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string; exp: number };

interface Exam {
  teacher: Caller;
  students: Caller[];
  classId: string;
  homeworkId: string;
  exerciseIds: string[];
}

/** An exam of `teacher`'s (a new teacher by default) published to `size` students. */
async function examOf(teacher?: Caller, size = 1): Promise<Exam> {
  const owner = teacher ?? (await signIn('Teacher'));
  const students: Caller[] = [];
  for (let i = 0; i < size; i++) students.push(await signIn('Student'));
  const cls = world.makeClass(owner, students);
  const hw = world.makeHomework(cls, owner, [questionOf(), questionOf()], { isExam: true, examDuration: 30 });
  const exerciseIds = await publishHomework(owner, cls, hw, students);
  return { teacher: owner, students, classId: cls._id, homeworkId: hw._id, exerciseIds };
}

interface Stream {
  status: number;
  /** The refusal's body (not 200). */
  envelope?: { code: number; msg: string; result: unknown };
  events: { name: string; data: string }[];
  ended: boolean;
  close: () => void;
}

const streamUrl = (exam: Pick<Exam, 'classId' | 'homeworkId'>) => `${world.service.url}/api/teacher/examMonitorStream?classID=${exam.classId}&hwID=${exam.homeworkId}`;

/** Opens a monitor stream with `token` and reads its events as they come (in the background), like a page does. */
async function openStream(token: string, exam: Pick<Exam, 'classId' | 'homeworkId'>): Promise<Stream> {
  const leave = new AbortController();
  const res = await fetch(streamUrl(exam), { headers: { authorization: `Bearer ${token}` }, signal: leave.signal });
  const stream: Stream = { status: res.status, events: [], ended: false, close: () => leave.abort() };
  if (!res.ok) {
    stream.envelope = (await res.json()) as Stream['envelope'];
    stream.ended = true;
    return stream;
  }
  opened.push(stream);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1] ?? (block.startsWith(':') ? 'comment' : block.startsWith('retry:') ? 'retry' : 'message');
        stream.events.push({ name, data: /^data: (.*)$/m.exec(block)?.[1] ?? block });
      }
    }
  })()
    .catch(() => undefined)
    .finally(() => (stream.ended = true));
  return stream;
}

const named = (stream: Stream, name: string) => stream.events.filter((e) => e.name === name);
const hasSnapshot = (stream: Stream) => named(stream, 'snapshot').length > 0;
const start = (student: Caller, id: string) => ok<StartExamResult>(student.post('/api/user/startExam', { id, opId: opId() }));

describe('caps on open monitor streams', () => {
  test(`a teacher's monitor streams past ${MAX_PER_USER} on a replica, even opened at once, are refused with 429; closing one lets a new one open`, async () => {
    const exam = await examOf();
    const other = await examOf();

    const tries = await Promise.all(Array.from({ length: MAX_PER_USER + 1 }, () => openStream(exam.teacher.token, exam)));

    expect(tries.map((t) => t.status).sort()).toEqual([200, 200, 200, 429]);
    const refused = tries.find((t) => t.status === 429)!;
    expect(refused.envelope).toEqual({ code: 429, msg: 'You have too many live monitors open; close one and try again.', result: null });
    expect(world.service.deps.monitors.size).toBe(MAX_PER_USER);
    // Another teacher is not held back by this one's streams.
    expect((await openStream(other.teacher.token, other)).status).toBe(200);

    tries.find((t) => t.status === 200)!.close();
    await waitFor(() => world.service.deps.monitors.size === MAX_PER_USER, { what: 'the closed stream to end on the server' });
    const again = await openStream(exam.teacher.token, exam);

    expect(again.status).toBe(200);
    expect((await openStream(exam.teacher.token, exam)).status).toBe(429);
  });

  test('a stream refused by the access check (403) leaves no slot taken', async () => {
    const exam = await examOf();
    const stranger = await examOf();

    for (let i = 0; i <= MAX_PER_USER; i++) expect((await openStream(stranger.teacher.token, exam)).status).toBe(403);
    const own = await Promise.all(Array.from({ length: MAX_PER_USER + 1 }, () => openStream(stranger.teacher.token, stranger)));

    expect(own.map((s) => s.status).sort()).toEqual([200, 200, 200, 429]);
  });

  test(`past ${MAX_STREAMS} streams on a replica every teacher is answered 503 with a message; a closed stream makes room`, async () => {
    const first = await examOf();
    const second = await examOf();
    const late = await examOf();
    const firsts = await Promise.all(Array.from({ length: MAX_PER_USER }, () => openStream(first.teacher.token, first)));
    const seconds = await Promise.all(Array.from({ length: MAX_STREAMS - MAX_PER_USER }, () => openStream(second.teacher.token, second)));
    expect([...firsts, ...seconds].map((s) => s.status)).toEqual(Array(MAX_STREAMS).fill(200));

    const full = await openStream(late.teacher.token, late);

    expect(full.status).toBe(503);
    expect(full.envelope).toEqual({ code: 503, msg: 'The live monitor is busy right now; the page tries again shortly.', result: null });
    expect((await openStream(second.teacher.token, second)).status).toBe(503);
    firsts[0].close();
    await waitFor(() => world.service.deps.monitors.size === MAX_STREAMS - 1, { what: 'the closed stream to end on the server' });
    expect((await openStream(late.teacher.token, late)).status).toBe(200);
  });
});

describe('one poll per exam', () => {
  test('three streams of one exam are fed by one read per poll: each gets the snapshot, then the same changes; the reads stop with the last stream', async () => {
    const exam = await examOf(undefined, 2);
    const clock = await examOf(); // another exam's stream: its reads measure the time
    const pool = world.service.ctx.pool;
    const reads = new Map<string, number>();
    const query = pool.query.bind(pool);
    vi.spyOn(pool, 'query').mockImplementation(((...args: Parameters<typeof query>) => {
      const [text, params] = args as unknown as [unknown, unknown[] | undefined];
      if (typeof text === 'string' && text.includes('e.class_id = $1 AND e.homework_id = $2')) reads.set(String(params?.[0]), (reads.get(String(params?.[0])) ?? 0) + 1);
      return query(...args);
    }) as typeof pool.query);
    const readsOf = (e: Exam) => reads.get(e.classId) ?? 0;

    const streams = [await openStream(exam.teacher.token, exam), await openStream(exam.teacher.token, exam)];
    const timer = await openStream(clock.teacher.token, clock);
    await waitFor(() => streams.every(hasSnapshot) && hasSnapshot(timer), { what: 'the snapshots' });
    await start(exam.students[0], exam.exerciseIds[0]);
    const startedIn = (s: Stream) => named(s, 'change').some((e) => (JSON.parse(e.data) as ExamMonitorChange).rows.some((r) => r.status === 'in-progress'));
    await waitFor(() => streams.every(startedIn), { what: 'both streams to get the start' });
    // A stream joining an exam already polled gets the rows as last read, first.
    streams.push(await openStream(exam.teacher.token, exam));
    await waitFor(() => streams[2].events.length > 1, { what: 'the third stream\'s first event' });
    expect(streams[2].events.slice(0, 2).map((e) => e.name)).toEqual(['retry', 'snapshot']);
    expect((JSON.parse(streams[2].events[1].data) as ExamMonitorSnapshot).rows.map((r) => r.status).sort()).toEqual(['in-progress', 'not-started']);

    const [examBefore, clockBefore] = [readsOf(exam), readsOf(clock)];
    await waitFor(() => readsOf(clock) >= clockBefore + 10, { what: 'ten polls of the other exam' });
    // One read per poll for the exam, as for the other exam's single stream (not one per stream).
    expect(readsOf(exam) - examBefore).toBeLessThanOrEqual(readsOf(clock) - clockBefore + 1);
    await start(exam.students[1], exam.exerciseIds[1]);
    const bothStarted = (s: Stream) => named(s, 'change').some((e) => (JSON.parse(e.data) as ExamMonitorChange).rows.some((r) => r.exerciseId === exam.exerciseIds[1] && r.status === 'in-progress'));
    await waitFor(() => streams.every(bothStarted), { what: 'every stream to get the second start' });

    for (const stream of streams) stream.close();
    await waitFor(() => world.service.deps.monitors.size === 1, { what: 'the exam\'s streams to end on the server' });
    const examAtEnd = readsOf(exam);
    const clockAtEnd = readsOf(clock);
    await waitFor(() => readsOf(clock) >= clockAtEnd + 5, { what: 'five more polls of the other exam' });
    expect(readsOf(exam)).toBeLessThanOrEqual(examAtEnd + 1); // a read under way when the last stream ended
  });
});

describe('a stream\'s token is checked again while it is open', () => {
  test('signing out ends the streams opened with that token within seconds; a password change ends the user\'s others; other teachers\' stay', async () => {
    const exam = await examOf();
    const other = await examOf();
    const laptopToken = exam.teacher.token;
    const phoneToken = await secondToken(exam.teacher);
    const laptop = await openStream(laptopToken, exam);
    const phone = await openStream(phoneToken, exam);
    const bystander = await openStream(other.teacher.token, other);
    await waitFor(() => [laptop, phone, bystander].every(hasSnapshot), { what: 'the snapshots' });
    const redis = world.service.ctx.redis;

    await revokeToken(redis, claimsOf(laptopToken).jti, claimsOf(laptopToken).exp * 1000);

    await waitFor(() => laptop.ended, { what: 'the signed-out stream to end', timeoutMs: 5_000 });
    expect([phone.ended, bystander.ended, world.service.deps.monitors.size]).toEqual([false, false, 2]);
    expect((await openStream(laptopToken, exam)).status).toBe(401);

    await revokeUserTokensIssuedBefore(redis, exam.teacher.id, Date.now() + 1);

    await waitFor(() => phone.ended, { what: 'the stream of the changed password to end', timeoutMs: 5_000 });
    expect([bystander.ended, world.service.deps.monitors.size]).toEqual([false, 1]);
  });

  test('a stream ends within seconds once its token expires', async () => {
    const exam = await examOf();
    const shortToken = await issuer.tokenFor({ id: exam.teacher.id, role: 'Teacher', name: exam.teacher.name, email: exam.teacher.email }, '3s');
    const stream = await openStream(shortToken, exam);
    expect(stream.status).toBe(200);

    await waitFor(() => stream.ended, { what: 'the stream of the expired token to end', timeoutMs: 10_000 });

    expect(Date.now()).toBeGreaterThanOrEqual(claimsOf(shortToken).exp * 1000);
    expect(world.service.deps.monitors.size).toBe(0);
  });

  test('each distinct token is asked about once per round, however many streams it opened', async () => {
    const busy = await examOf();
    const quiet = await examOf();
    const redis = world.service.ctx.redis;
    const asked = new Map<string, number>();
    const mget = redis.mget.bind(redis);
    vi.spyOn(redis, 'mget').mockImplementation(((...keys: string[]) => {
      asked.set(String(keys[0]), (asked.get(String(keys[0])) ?? 0) + 1);
      return mget(...keys);
    }) as typeof redis.mget);
    const askedOf = (token: string) => asked.get(`revoked:token:${claimsOf(token).jti}`) ?? 0;
    for (let i = 0; i < MAX_PER_USER; i++) await openStream(busy.teacher.token, busy);
    await openStream(quiet.teacher.token, quiet);
    const [busyBefore, quietBefore] = [askedOf(busy.teacher.token), askedOf(quiet.teacher.token)];

    await waitFor(() => askedOf(quiet.teacher.token) >= quietBefore + 5, { what: 'five rounds of token checks' });

    expect(askedOf(busy.teacher.token) - busyBefore).toBeLessThanOrEqual(askedOf(quiet.teacher.token) - quietBefore + 1);
  });
});

describe('a client that does not keep up', () => {
  /** A stream whose client reads nothing once the headers are in: the server's writes pile up. */
  function openStalledStream(token: string, exam: Exam) {
    const stalled = { status: 0, closed: false, request: undefined as ClientRequest | undefined, resume: () => {} };
    stalled.request = httpRequest(streamUrl(exam), { headers: { authorization: `Bearer ${token}` } }, (res) => {
      stalled.status = res.statusCode ?? 0;
      res.pause();
      stalled.resume = () => void res.resume();
      res.on('error', () => (stalled.closed = true));
      res.on('close', () => (stalled.closed = true));
    });
    stalled.request.on('error', () => (stalled.closed = true));
    stalled.request.end();
    opened.push({ close: () => stalled.request?.destroy() });
    return stalled;
  }

  test('is cut off once it falls behind, while the exam\'s other stream keeps getting every change', async () => {
    const exam = await examOf(undefined, 3);
    const reading = await openStream(exam.teacher.token, exam);
    const stalled = openStalledStream(exam.teacher.token, exam);
    await waitFor(() => stalled.status === 200 && world.service.deps.monitors.size === 2, { what: 'the stalled stream to open' });
    // Each poll finds every row changed, with a name of 200 kB: about 600 kB of events a tenth of a second.
    const renameAll = () => world.sql("UPDATE exercises SET student_name = repeat(md5(random()::text), 6400) WHERE class_id = $1", [exam.classId]);

    await waitFor(async () => (await renameAll(), world.service.deps.monitors.size === 1), {
      what: 'the stalled stream to be cut off on the server', timeoutMs: 20_000, intervalMs: POLL_MS,
    });

    expect(reading.ended).toBe(false);
    stalled.resume();
    await waitFor(() => stalled.closed, { what: 'the stalled client to see its stream end once it reads again' });
    await world.sql("UPDATE exercises SET student_name = 'Back to short' WHERE id = $1", [exam.exerciseIds[0]]);
    await waitFor(() => reading.events.some((e) => e.name === 'change' && e.data.includes('"name":"Back to short"')), { what: 'the reading stream to get the latest change' });
  });
});
