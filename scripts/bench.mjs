// npm run bench: latency of GET /api/public/getHomeClasses?typeset=true (en and zh) through the gateway, against
// calling catalog directly (the baseline), interleaved in the same run so machine load affects both alike.
//
// By default it starts its own stack (every service and the gateway as processes, on free ports, with its own
// databases, Redis keys and queues), seeds the demo school into it, measures, and removes it all again. With
// BASE_URL (and CATALOG_URL, default http://127.0.0.1:4103) it measures a stack that is already running instead,
// e.g. `npm start`.
import { defaultUrl } from '../packages/service-registry/services.mjs';
import { privateStack } from './lib/private-stack.mjs';
import { percentile, row } from './bench/stats.mjs';
import { benchQuestionList } from './bench/question-list.mjs';
import { benchQuestionImport } from './bench/question-import.mjs';

const LANGUAGES = ['en', 'zh'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** What the client accepts: a browser's list by default (the gateway compresses); `identity` measures without. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || 'gzip, deflate, br';

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
    : await privateStack('bench');
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
