// npm run bench: latency of getHomeClasses through the gateway, against calling catalog directly (the baseline),
// interleaved in the same run so machine load affects both alike. Needs `npm start` running.
const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const CATALOG_URL = process.env.CATALOG_URL ?? 'http://127.0.0.1:4103';
const PATH = '/api/public/getHomeClasses?language=en';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function timed(url) {
  const start = process.hrtime.bigint();
  const res = await fetch(url);
  const body = await res.json();
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run() {
  const classes = (await (await fetch(BASE_URL + PATH)).json()).result.list.reduce((n, g) => n + g.classes.length, 0);
  for (let i = 0; i < 50; i++) await Promise.all([timed(BASE_URL + PATH), timed(CATALOG_URL + PATH)]); // warm up
  const through = [];
  const direct = [];
  let next = 0;
  const worker = async () => {
    while (next < ROUNDS) {
      next++;
      through.push(await timed(BASE_URL + PATH));
      direct.push(await timed(CATALOG_URL + PATH));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const row = (label, s) => `${label.padEnd(28)} p50 ${percentile(s, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(s, 95).toFixed(2).padStart(7)} ms   p99 ${percentile(s, 99).toFixed(2).padStart(7)} ms`;
  console.log(`getHomeClasses (${classes} featured classes), ${ROUNDS} requests each, ${CONCURRENCY} at a time`);
  console.log(row('through the gateway', through));
  console.log(row('catalog directly (baseline)', direct));
  console.log(`ratio gateway/baseline at p95: ${(percentile(through, 95) / percentile(direct, 95)).toFixed(2)}`);
}

run().catch((err) => {
  console.error(`Benchmark failed (is npm start running?): ${err.message}`);
  process.exit(1);
});
