// npm run bench: latency of GET /api/public/getHomeClasses?typeset=true (en and zh) through the gateway, against
// calling catalog directly (the baseline), interleaved in the same run so machine load affects both alike.
//
// By default it starts its own stack (every service and the gateway as processes, on free ports, with its own
// databases, Redis keys and queues), seeds the demo school into it, measures, and removes it all again. With
// BASE_URL (and CATALOG_URL, default http://127.0.0.1:4103) it measures a stack that is already running instead,
// e.g. `npm start`.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';
import { defaultUrl, SERVICE_NAMES } from '../packages/service-registry/services.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { repoRoot, startStack } from './lib/stack.mjs';
import { seedDemoSchool } from './seed/seed-demo.mjs';
import { percentile, row } from './bench/stats.mjs';
import { benchQuestionList } from './bench/question-list.mjs';
import { benchQuestionImport } from './bench/question-import.mjs';

const LANGUAGES = ['en', 'zh'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** What the client accepts: a browser's list by default (the gateway compresses); `identity` measures without. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || 'gzip, deflate, br';

/** A stack of its own with the demo school, like the e2e run's; `stop` removes its databases, keys and queues. */
async function privateStack() {
  await ensureInfrastructure();
  const { createIsolation } = await tsImport('@tp/test-kit/isolation', import.meta.url);
  const { freePort } = await tsImport('@tp/test-kit/free-port', import.meta.url);
  /** @type {import('@tp/test-kit').Isolation} */
  const iso = createIsolation();
  /** @type {Record<string, number>} */
  const ports = {};
  for (const name of SERVICE_NAMES) ports[name] = await freePort();
  const admin = { ADMIN_EMAIL: 'admin@bench.local', ADMIN_PASSWORD: randomBytes(9).toString('base64url') };
  const uploadDir = path.join(repoRoot, '.var', 'bench-uploads', iso.runId);
  const logDir = path.join(repoRoot, '.var', 'bench-logs');
  const env = {
    ...admin,
    DATABASE_PREFIX: iso.runId,
    REDIS_PREFIX: `${iso.runId}:`,
    BUS_PREFIX: iso.runId,
    UPLOAD_DIR: uploadDir,
    SIGN_IN_LIMIT_PER_IP: '100000',
    DEMO_PAYMENTS: 'true', // the demo seed records a payment through billing's mark-paid
  };
  console.log(`Starting a private stack (${iso.runId}, logs in ${path.relative(repoRoot, logDir)}/) and seeding the demo school...`);
  /** @type {Awaited<ReturnType<typeof startStack>> | undefined} */
  let stack;
  const stop = async () => {
    await stack?.stop();
    await iso.cleanup();
    await rm(uploadDir, { recursive: true, force: true });
  };
  try {
    stack = await startStack({ env, ports, gatewayPort: await freePort(), logDir });
    await seedDemoSchool(stack.baseUrl, { ...admin, BILLING_URL: stack.urls.BILLING_URL, INTERNAL_SECRET: stack.internalSecret });
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl: stack.baseUrl, catalogUrl: stack.urls.CATALOG_URL, admin: { email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }, stop };
}

/** @param {string} url */
async function timed(url) {
  const start = process.hrtime.bigint();
  const res = await fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
  const body = /** @type {import('./seed/api.mjs').Reply} */ (await res.json());
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** @param {string} url */
async function featuredClasses(url) {
  const body = /** @type {import('./seed/api.mjs').Reply} */ (await (await fetch(url)).json());
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.result.list.reduce((/** @type {number} */ n, /** @type {{ classes: unknown[] }} */ group) => n + group.classes.length, 0);
}

/**
 * @param {string} baseUrl
 * @param {string} catalogUrl
 * @param {string} language
 */
async function measure(baseUrl, catalogUrl, language) {
  // The call the home page makes: maths drawn by catalog; fetch asks for gzip, as a browser does.
  const route = `/api/public/getHomeClasses?language=${language}&typeset=true`;
  const classes = await featuredClasses(baseUrl + route);
  if (classes === 0) throw new Error(`no featured ${language} classes at ${baseUrl}: the demo school is missing`);
  if ((await featuredClasses(catalogUrl + route)) !== classes) throw new Error(`the gateway and ${catalogUrl} answer differently: is CATALOG_URL the catalog behind BASE_URL?`);
  for (let i = 0; i < 50; i++) await Promise.all([timed(baseUrl + route), timed(catalogUrl + route)]); // warm up
  /** @type {number[]} */
  const through = [];
  /** @type {number[]} */
  const direct = [];
  let next = 0;
  const worker = async () => {
    while (next < ROUNDS) {
      next++;
      through.push(await timed(baseUrl + route));
      direct.push(await timed(catalogUrl + route));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const ratio = (/** @type {number} */ p) => (percentile(through, p) / percentile(direct, p)).toFixed(2);
  console.log(`\ngetHomeClasses?language=${language}&typeset=true (${classes} featured classes), ${ROUNDS} requests each way, ${CONCURRENCY} at a time, Accept-Encoding: ${ACCEPT_ENCODING}`);
  console.log(row('through the gateway', through));
  console.log(row('catalog directly (baseline)', direct));
  console.log(`  ratio gateway/baseline: p50 ${ratio(50)}   p95 ${ratio(95)}   p99 ${ratio(99)}`);
}

async function main() {
  const target = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL, catalogUrl: process.env.CATALOG_URL ?? defaultUrl('catalog'), admin: undefined, stop: async () => undefined }
    : await privateStack();
  const onSignal = () => target.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (const language of LANGUAGES) await measure(target.baseUrl, target.catalogUrl, language);
    if (target.admin) await benchQuestionList(target.baseUrl, target.admin);
    else console.log('\nThe question-list benchmark needs its own stack (it adds 10,000 questions): run without BASE_URL.');
    // After the list's: it adds 5,000 questions of its own to the same teacher.
    if (target.admin) await benchQuestionImport(target.baseUrl, target.admin);
  } finally {
    await target.stop();
  }
}

main().catch((err) => {
  console.error(`Benchmark failed: ${err.message}`);
  process.exit(1);
});
