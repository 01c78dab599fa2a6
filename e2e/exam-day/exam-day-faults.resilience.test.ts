import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERVICE_NAMES } from '@tp/service-registry';
import { createIsolation, DATABASE_SERVER_URL, freePort, startPrivateRabbit, startPrivateRedis, waitFor, type Isolation } from '@tp/test-kit';
import { repoRoot, startStack } from '../../scripts/lib/stack.mjs';
import { answersLost } from '../../scripts/bench/exam-audit.mjs';
import { runExamDay } from '../../scripts/bench/exam-load.mjs';
import { percentile } from '../../scripts/bench/stats.mjs';
import { examSchool } from '../../scripts/bench/exam-school.mjs';

/**
 * Faults of a real exam day, during a running exam with a hundred and fifty students saving through the gateway, as
 * the exam page does (each answer sent again, with the same operation id, until the platform confirms it). The stack
 * runs two exercise replicas on its own Redis and RabbitMQ, which the tests kill and restart (the machine's shared
 * servers are never touched). After each fault: every acknowledged answer is stored, every student who retried got
 * through, no try failed with a 5xx other than the gateway's "try again" 503, and every exam finished at its end by
 * the server's clock.
 *
 * Each fault (a replica killed, Redis emptied, RabbitMQ away, a rolling update) has an exam of its own. The exams
 * overlap: the next one starts once the students of the last one have stopped saving, while the last one still runs
 * to its end (a minute is the shortest exam a teacher may set), so the clock's finishing of one exam happens while
 * the next is under load and under its fault.
 */
const STUDENTS = 150;
/** Each exam lasts one minute (the shortest a teacher may set); students stop saving well before its end. */
const EXAM_MINUTES = 1;
const PLAN = { startWindowMs: 5_000, saveIntervalMs: 8_000, jitterMs: 1_000, savingMs: 30_000 };
/** The exam page's retries: quick at first, then slower, for about a minute in all. */
const RETRY = { attempts: 25, pauseMs: 200 };
const GRACE_MS = 5_000;

let iso: Isolation;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let rabbit: Awaited<ReturnType<typeof startPrivateRabbit>>;
let stack: Awaited<ReturnType<typeof startStack>>;
let school: Awaited<ReturnType<typeof examSchool>>;
let exerciseDb: pg.Pool;

beforeAll(async () => {
  [redis, rabbit] = await Promise.all([startPrivateRedis(), startPrivateRabbit()]);
  iso = createIsolation({ amqpUrl: rabbit.url, redisUrl: redis.url });
  const ports: Record<string, number[]> = {};
  for (const name of SERVICE_NAMES) ports[name] = name === 'exercise' ? [await freePort(), await freePort()] : [await freePort()];
  const admin = { email: 'admin@exam-day.test', password: 'exam-day-admin-1' };
  stack = await startStack({
    env: {
      DATABASE_PREFIX: iso.runId, REDIS_PREFIX: `${iso.runId}:`, BUS_PREFIX: iso.runId, REDIS_URL: redis.url, AMQP_URL: rabbit.url,
      ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, BENCH_ACCOUNTS: 'true', OUTBOX_INTERVAL_MS: '200',
      // Eight processes on a PostgreSQL other runs share: a few connections each carry a few hundred students.
      DATABASE_POOL_SIZE: '4',
      UPLOAD_DIR: path.join(repoRoot, '.var', 'exam-day-uploads', iso.runId),
    },
    ports,
    replicas: { exercise: 2 },
    gatewayPort: await freePort(),
    logDir: path.join(repoRoot, '.var', 'exam-day-logs'),
  });
  school = await examSchool({ baseUrl: stack.baseUrl, identityUrl: stack.urls.IDENTITY_URL, internalSecret: stack.internalSecret, admin, students: STUDENTS, label: 'faults' });
  const url = new URL(DATABASE_SERVER_URL);
  url.pathname = `/${iso.runId}_exercise`;
  exerciseDb = new pg.Pool({ connectionString: url.toString(), max: 2 });
}, 300_000);

afterAll(async () => {
  await exerciseDb?.end();
  await stack?.stop();
  await Promise.all([redis?.close(), rabbit?.close()]);
  await iso?.cleanup();
}, 120_000);

/** The exam day with `fault` done `afterMs` into it; answers what the students saw. */
async function examWithFault(afterMs: number, fault: () => Promise<void>) {
  const sittings = await school.publishExam(EXAM_MINUTES);
  const day = runExamDay({ baseUrl: stack.baseUrl, sittings, questions: school.questions, ...PLAN, retry: RETRY });
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  await fault();
  const done = await day;
  const { start, save } = done.series;
  console.log(`${start.sent} starts, ${save.sent} saves (p50 ${percentile(save.latencies, 50).toFixed(0)} ms, p99 ${percentile(save.latencies, 99).toFixed(0)} ms), `
    + `${save.retried + start.retried} tries sent again, failed tries: ${JSON.stringify(Object.fromEntries([...start.failedTries, ...save.failedTries]))}`);
  return { sittings, day: done };
}

/** Every student's start and saves got through in the end; a failed try was only ever the gateway's 503 or a dropped connection. */
function expectEveryStudentThrough(day: Awaited<ReturnType<typeof runExamDay>>) {
  const { start, save } = day.series;
  expect({ start: Object.fromEntries(start.errors), save: Object.fromEntries(save.errors) }).toEqual({ start: {}, save: {} });
  expect(day.uncured).toBe(0);
  expect(start.sent).toBe(STUDENTS);
  expect(save.sent).toBeGreaterThanOrEqual(STUDENTS * 3);
  const tries = [...start.failedTries.keys(), ...save.failedTries.keys()];
  expect(tries.filter((kind) => !kind.startsWith('HTTP 503') && !kind.startsWith('network '))).toEqual([]);
}

async function expectNothingLost(day: Awaited<ReturnType<typeof runExamDay>>) {
  const url = new URL(DATABASE_SERVER_URL);
  url.pathname = `/${iso.runId}_exercise`;
  expect(await answersLost(url.toString(), day.acked)).toMatchObject({ lost: 0, acknowledged: day.acked.length });
}

/** Every exam was finished by the clock once its end and the grace had passed, within the sweeper's few seconds. */
async function expectExamsFinishedAtTheirEnd(sittings: { exerciseId: string }[]) {
  const ids = sittings.map((s) => s.exerciseId);
  const rows = await waitFor(async () => {
    const { rows } = await exerciseDb.query<{ finished_by: string | null; late_ms: number | null }>(
      `SELECT finished_by, (extract(epoch FROM finished_at - end_exam_at) * 1000)::float8 AS late_ms FROM exercises WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.every((r) => r.finished_by !== null) && rows;
  }, { timeoutMs: 120_000, intervalMs: 500, what: 'every exam to be finished by the clock' });
  expect(rows).toHaveLength(STUDENTS);
  expect(new Set(rows.map((r) => r.finished_by))).toEqual(new Set(['clock']));
  // Both replicas run the exam clock: each exam was finished once, announced once.
  const { rows: announced } = await exerciseDb.query<{ times: number }>(
    `SELECT count(*)::int AS times FROM outbox WHERE name = 'exercise.finished' AND payload->>'exerciseId' = ANY($1::text[]) GROUP BY payload->>'exerciseId'`,
    [ids],
  );
  expect(announced).toHaveLength(STUDENTS);
  expect(new Set(announced.map((r) => r.times))).toEqual(new Set([1]));
  for (const { late_ms } of rows) {
    expect(late_ms).toBeGreaterThanOrEqual(GRACE_MS);
    expect(late_ms).toBeLessThan(GRACE_MS + 20_000);
  }
}

/** Waits until the gateway gives the replica `name` calls again (its own log shows a marked call), after it came back. */
async function untilGivenCalls(name: string) {
  const token = school.students[0].token;
  const marker = `back-${name}-${iso.runId}-${Date.now()}`;
  await waitFor(async () => {
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${stack.baseUrl}/api/user/getExerciseList`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': marker } })));
    return (await readFile(path.join(repoRoot, '.var', 'exam-day-logs', `${name}.log`), 'utf8')).includes(marker);
  }, { timeoutMs: 30_000, intervalMs: 500, what: `the gateway to give ${name} calls again` });
}

describe('exam day with two exercise replicas', () => {
  type Day = Awaited<ReturnType<typeof examWithFault>>;
  let days: { replica: Promise<Day>; replicaBack: Promise<void>; redis: Promise<Day>; rabbit: Promise<Day>; rolling: Promise<Day> };

  // The exam days, one after another's saving: each test below waits for its own and checks it.
  beforeAll(() => {
    const second = stack.children.find((c) => c.name === 'exercise-2')!;
    const replica = examWithFault(15_000, async () => {
      second.child.kill('SIGKILL');
    });
    const replicaBack = replica.then(() => second.restart());
    const redisDay = replicaBack.then(() => examWithFault(15_000, () => redis.restartEmpty(5_000)));
    const rabbitDay = redisDay.then(() => examWithFault(20_000, () => rabbit.restart(50_000)));
    // A rolling update, as Kubernetes replaces pods: each replica in turn is stopped (SIGTERM: it finishes what is
    // in flight) and started again, the next one only once the gateway gives the new one calls.
    const rolling = rabbitDay.then(() => examWithFault(6_000, async () => {
      for (const name of ['exercise', 'exercise-2']) {
        await stack.children.find((c) => c.name === name)!.restart();
        await untilGivenCalls(name);
      }
    }));
    days = { replica, replicaBack, redis: redisDay, rabbit: rabbitDay, rolling };
    // A failure is reported by the test that waits for that day, not as an unhandled rejection before it.
    for (const day of Object.values(days)) day.catch(() => undefined);
  });

  test('when one exercise replica is killed mid-exam, the other carries on: nothing acknowledged is lost and the exams end on time', async () => {
    const { sittings, day } = await days.replica;

    expectEveryStudentThrough(day);
    // The gateway noticed: the dead replica was taken out (its calls went to the other).
    const gatewayLog = await readFile(path.join(repoRoot, '.var', 'exam-day-logs', 'gateway.log'), 'utf8');
    const outLines = gatewayLog.split('\n').filter((line) => line.includes(`"replica":"${stack.replicaUrls.exercise[1]}"`) && /replica taken out|"state":"down"/.test(line));
    expect(outLines.length).toBeGreaterThan(0);
    await expectNothingLost(day);
    await expectExamsFinishedAtTheirEnd(sittings);
    // The killed replica comes back and the gateway sends it work again (its log shows calls made after its return).
    await days.replicaBack;
    await untilGivenCalls('exercise-2');
  }, 300_000);

  test('when Redis restarts empty during the exam, students who retried get through, nothing acknowledged is lost and the exams end on time', async () => {
    const { sittings, day } = await days.redis;

    expectEveryStudentThrough(day);
    // While Redis was away, sessions could not be checked: those tries were 503s, cured by sending again.
    expect(day.series.save.retried).toBeGreaterThan(0);
    await expectNothingLost(day);
    await expectExamsFinishedAtTheirEnd(sittings);
  }, 300_000);

  test('when RabbitMQ restarts during the exam and is away at its end, saves go on, the exams end on time and their events follow once it is back', async () => {
    const { sittings, day } = await days.rabbit;

    expectEveryStudentThrough(day);
    await expectNothingLost(day);
    await expectExamsFinishedAtTheirEnd(sittings);
    // exercise.finished waited in the outbox while the broker was away; it is sent once it is back.
    await waitFor(async () => {
      const { rows } = await exerciseDb.query<{ waiting: number }>('SELECT count(*)::int AS waiting FROM outbox WHERE published_at IS NULL');
      return rows[0].waiting === 0;
    }, { timeoutMs: 60_000, intervalMs: 500, what: 'the outbox to be sent after the broker came back' });
  }, 300_000);

  test('when both replicas are replaced one after the other mid-exam (a rolling update), every student gets through, nothing acknowledged is lost and the exams end on time', async () => {
    const { sittings, day } = await days.rolling;

    expectEveryStudentThrough(day);
    await expectNothingLost(day);
    await expectExamsFinishedAtTheirEnd(sittings);
  }, 300_000);

  // Last: it ends one student's session.
  test('each replica remembers what it checked, yet a session that ends is refused by both at once', async () => {
    const { token } = school.students[1];
    const [first, second] = stack.replicaUrls.exercise;
    const listOn = async (replica: string) => (await (await fetch(`${replica}/api/user/getExerciseList`, { headers: { authorization: `Bearer ${token}` } })).json()) as { code: number };
    expect([(await listOn(first)).code, (await listOn(second)).code]).toEqual([200, 200]);

    const out = await fetch(`${stack.baseUrl}/api/user/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);

    expect([(await listOn(first)).code, (await listOn(second)).code]).toEqual([401, 401]);
  });
});
