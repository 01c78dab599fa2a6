import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, createIsolation, listenForEvents, waitFor, type EventListener } from '@tp/test-kit';
import { startIdentity } from '../src/main';

/**
 * Students in bulk for the exam-day benchmark and resilience tests (BENCH_ACCOUNTS=true): real accounts, announced
 * like any sign-up, each with a token signed as a sign-in signs it. Off by default and refused in production.
 */
const iso = createIsolation();
let identity: Awaited<ReturnType<typeof startIdentity>>;
let events: EventListener;
const bench = new InternalCredentials(iso.internalSecret, 'bench');

const makeStudents = async (url: string, body: unknown, token?: string) =>
  apiClient(url, token ?? (await bench.tokenFor('identity'))).post('/internal/bench/students', body);

beforeAll(async () => {
  events = await listenForEvents(iso.runId, 'user.registered');
  identity = await startIdentity({ ...iso.envFor('identity'), PORT: '0', BENCH_ACCOUNTS: 'true' });
});

afterAll(async () => {
  await events?.close();
  await identity?.stop();
  await iso.cleanup();
});

describe('with BENCH_ACCOUNTS=true', () => {
  test('a service token makes verified students whose tokens sign them in, and the other services hear of each', async () => {
    const res = await makeStudents(identity.url, { label: 'bench-one', count: 3 });

    expect(res.body).toMatchObject({ code: 200, msg: 'Students created' });
    const list = res.body.result.list as { _id: string; name: string; email: string; token: string }[];
    expect(list.map((s) => [s.name, s.email])).toEqual([1, 2, 3].map((n) => [`bench-one ${n}`, `bench-one-${n}@bench.test`]));
    for (const student of list) {
      const me = await apiClient(identity.url, student.token).get('/api/user/getUserInfo');
      expect(me.body.result).toMatchObject({ _id: student._id, email: student.email, role: 'Student', emailVerified: true });
    }
    await waitFor(() => list.every((s) => events.seen.some((e) => e.payload.id === s._id)), { what: 'user.registered for each student' });
  });

  test('without a service token, or with more than 1,000 at once, nothing is made', async () => {
    expect((await apiClient(identity.url).post('/internal/bench/students', { label: 'bench-no', count: 1 })).status).toBe(401);
    expect((await makeStudents(identity.url, { label: 'bench-many', count: 1001 })).status).toBe(400);
    const admin = await apiClient(identity.url).post('/api/login/authUser', { email: 'admin@tutor.local', password: 'admin12345' });
    const found = await apiClient(identity.url, admin.body.result.token).get('/api/admin/getUsers?keyword=bench-no');
    expect(found.body.result.list).toEqual([]);
  });
});

describe('without BENCH_ACCOUNTS', () => {
  test('the call does not exist: 404 even with a service token', async () => {
    const other = createIsolation();
    const plain = await startIdentity({ ...other.envFor('identity'), PORT: '0', INTERNAL_SECRET: iso.internalSecret });
    try {
      expect((await makeStudents(plain.url, { label: 'bench-off', count: 1 })).status).toBe(404);
    } finally {
      await plain.stop();
      await other.cleanup();
    }
  });

  test('production refuses to start with BENCH_ACCOUNTS on', async () => {
    const other = createIsolation();
    await expect(startIdentity({ ...other.envFor('identity'), PORT: '0', NODE_ENV: 'production', BENCH_ACCOUNTS: 'true' }))
      .rejects.toThrow(/BENCH_ACCOUNTS: makes accounts without sign-up, so it cannot be on in production/);
    await other.cleanup();
  });
});
