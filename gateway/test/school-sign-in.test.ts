import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, createIsolation, freePort, startServiceProcess, type ApiResponse, type ServiceProcess } from '@tp/test-kit';
import { startGateway } from '../src/main';

// Exam day: a whole school signs in through one public address (NAT) within a minute, with the production limits
// (30 failures a minute per address, 10 per 15 minutes per e-mail) and identity's real argon2 hashes.

const iso = createIsolation();
const ADMIN = { email: 'root@school.test', password: 'root-pass-123' };
const PASSWORD = 'secret123';
const STUDENTS = 500;
const SCHOOL = { 'x-forwarded-for': '198.51.100.77' };

let identity: ServiceProcess;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const students: string[] = [];
let victim: string;

/** Runs `work` over `items` with at most `width` at a time; the results in order. */
async function inWaves<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  }));
  return results;
}

beforeAll(async () => {
  identity = await startServiceProcess('identity', { ...iso.envFor('identity'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  gateway = await startGateway({
    GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:`, TRUSTED_PROXIES: 'loopback',
    IDENTITY_URL: identity.url, BILLING_URL: nowhere, MAIL_URL: nowhere, CATALOG_URL: nowhere, QUESTION_BANK_URL: nowhere, EXERCISE_URL: nowhere,
  });
  const admin = await apiClient(identity.url).post('/api/login/authUser', ADMIN);
  const asAdmin = apiClient(identity.url, admin.body.result.token);
  const emails = Array.from({ length: STUDENTS + 1 }, (_, i) => `student-${i}-${iso.runId}@school.test`.toLowerCase());
  const created = await inWaves(emails, 8, (email) => asAdmin.post('/api/admin/createUser', { name: email.split('@')[0], email, password: PASSWORD, role: 'Student' }));
  expect(created.filter((res) => res.body.code !== 200), 'accounts the admin could not create').toEqual([]);
  victim = emails.pop()!;
  students.push(...emails);
}, 300_000);

afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
  await iso.cleanup();
});

test('500 students signing in from one address within a minute all get in, while a guesser from that address is stopped', async () => {
  const signIn = (email: string, password: string) => apiClient(gateway.url).post('/api/login/authUser', { email, password }, SCHOOL);
  // Ten students mistype their password once first; every student's browser may be sending at the same moment.
  const mistypers = new Set(students.filter((_, i) => i % 50 === 0));
  const started = performance.now();
  const guesser = inWaves(Array.from({ length: 15 }, (_, i) => `guess-${i}`), 1, (guess) => signIn(victim, guess));
  const school = inWaves(students, 50, async (email): Promise<ApiResponse[]> => {
    const typo = mistypers.has(email) ? [await signIn(email, 'secret12')] : [];
    return [...typo, await signIn(email, PASSWORD)];
  });
  const [guesses, attempts] = await Promise.all([guesser, school]);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${STUDENTS} sign-ins (and ${mistypers.size} typos, 15 guesses) from one address took ${seconds.toFixed(1)} s`);

  const refused = attempts.map((tries) => tries.at(-1)!).filter((res) => res.status !== 200);
  expect(refused.map((res) => `${res.status} ${res.body.msg}`), 'students refused').toEqual([]);
  expect(attempts.filter((tries) => tries.length === 2).map((tries) => tries[0].status)).toEqual(Array(mistypers.size).fill(400));
  expect(guesses.map((res) => res.status)).toEqual([...Array(10).fill(400), ...Array(5).fill(429)]);
  expect(guesses.at(-1)!.body.msg).toMatch(/^Too many sign-in attempts for this e-mail\./);
}, 300_000);
