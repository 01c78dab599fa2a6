// npm run bench:web: how fast the site's pages load, measured by Lighthouse (driving Debian's Chromium) in its mobile
// preset (simulated slow 4G, 4x CPU slowdown) and its desktop preset, against the goal of docs/decisions/018.
// A benchmark, not a test: it prints a table and fails only when it cannot measure.
//
// It builds the web site, starts a private stack with the demo school (free ports, its own databases, keys and
// queues; removed at the end), and runs each page BENCH_WEB_RUNS times (default 2) per preset: the table shows every
// run's performance score and the median of the other figures. The machine's load is printed with it: on a busy
// machine the CPU-bound figures (total blocking time, and through it the score) come out worse.
//   BENCH_WEB_RUNS=3            runs per page and preset
//   BENCH_WEB_PRESETS=mobile    only these presets (comma-separated: mobile, desktop)
//   BENCH_WEB_PAGES=/,/login    only the pages whose label is listed
//   BENCH_WEB_REPORTS=dir       also write each run's Lighthouse JSON report there (its diagnostics and trace figures)
//   BENCH_WEB_NO_BUILD=1        measure the web build that is there
//   BASE_URL=http://...         measure a running stack with the demo school instead (e.g. npm start)
import { mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ensureChromium, CHROMIUM } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { privateStack } from './lib/private-stack.mjs';
import { repoRoot } from './lib/stack.mjs';
import { buildWeb } from './build-web.mjs';
import { lighthouseRun, PRESETS } from './bench/lighthouse-run.mjs';
import { benchPages } from './bench/web-pages.mjs';

/** The goal (docs/decisions/018): Lighthouse mobile performance 90+, LCP under 2.5 s, TBT under 200 ms, a11y 96+. */
const GOAL = { performance: 90, lcp: 2500, tbt: 200, accessibility: 96 };

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 2);
const PRESET_NAMES = /** @type {(keyof typeof PRESETS)[]} */ ((process.env.BENCH_WEB_PRESETS ?? 'mobile,desktop').split(',').map((p) => p.trim()));
const PAGE_FILTER = process.env.BENCH_WEB_PAGES?.split(',').map((p) => p.trim());
const REPORTS = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : undefined;

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');
const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @param {string} label
 * @param {keyof typeof PRESETS} preset
 * @param {import('./bench/lighthouse-run.mjs').Figures[]} runs
 */
function tableRow(label, preset, runs) {
  const m = (/** @type {keyof import('./bench/lighthouse-run.mjs').Figures} */ key) => median(runs.map((r) => r[key]));
  const [performance, lcp, tbt, accessibility] = [m('performance'), m('lcp'), m('tbt'), m('accessibility')];
  const misses = [
    performance < GOAL.performance && 'score',
    lcp >= GOAL.lcp && 'LCP',
    tbt >= GOAL.tbt && 'TBT',
    accessibility < GOAL.accessibility && 'a11y',
  ].filter(Boolean);
  // The goal is the mobile preset's; desktop figures are shown for comparison.
  const verdict = preset === 'mobile' ? (misses.length ? `missed: ${misses.join(', ')}` : 'met') : '';
  return [
    label.padEnd(28),
    runs.map((r) => String(r.performance)).join(', ').padStart(10),
    seconds(m('fcp')).padStart(7),
    seconds(lcp).padStart(7),
    `${Math.round(tbt)} ms`.padStart(8),
    m('cls').toFixed(3).padStart(6),
    String(m('scripts')).padStart(8),
    `${Math.round(m('scriptKb'))} KB`.padStart(8),
    `${Math.round(m('totalKb'))} KB`.padStart(9),
    String(accessibility).padStart(5),
    `${Math.round(m('cpu'))} ms`.padStart(8),
    `  ${verdict}`,
  ].join(' ');
}

/**
 * A run again when Lighthouse could not record the page (on a busy machine its trace sometimes misses the start,
 * NO_NAVSTART): a failed recording says nothing about the page.
 * @param {() => Promise<import('./bench/lighthouse-run.mjs').Figures>} run
 */
async function measured(run, attempts = 4) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !/could not measure/.test(String(err))) throw err;
      console.log(`\n${String(err)}: measuring again`);
    }
  }
}

const HEADER = [
  'page'.padEnd(28), 'score/run'.padStart(10), 'FCP'.padStart(7), 'LCP'.padStart(7), 'TBT'.padStart(8), 'CLS'.padStart(6),
  'scripts'.padStart(8), 'JS'.padStart(8), 'all'.padStart(9), 'a11y'.padStart(5), 'CPU'.padStart(8), '  goal',
].join(' ');

/**
 * Waits until the gateway draws pages on the server (its render thread loads the builds as it starts, docs/decisions/026):
 * a page measured before would be the browser-drawn one. Goes on after two minutes, saying so.
 * @param {string} baseUrl
 */
async function drawingReady(baseUrl) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const html = await fetch(`${baseUrl}/login`).then((res) => res.text()).catch(() => '');
    if (html.includes('data-server-drawn')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log('The gateway did not draw /login within two minutes: pages are measured as the browser draws them.');
}

async function main() {
  ensureInstalled();
  ensureChromium();
  if (!process.env.BASE_URL && !process.env.BENCH_WEB_NO_BUILD) await buildWeb();
  const target = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => undefined }
    : await privateStack('bench-web');
  const onSignal = () => target.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await drawingReady(target.baseUrl);
    const pages = (await benchPages(target.baseUrl)).filter((page) => !PAGE_FILTER || PAGE_FILTER.includes(page.label));
    if (REPORTS) await mkdir(REPORTS, { recursive: true });
    const lighthouseVersion = JSON.parse(await readFile(path.join(repoRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
    const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    console.log(`\nLighthouse ${lighthouseVersion}, ${chromium}, ${RUNS} run(s) per page and preset, ${os.cpus().length} CPUs`);
    console.log(`Load average before: ${load()}`);
    /** @type {string[]} */
    const lines = [];
    for (const preset of PRESET_NAMES) {
      if (!(preset in PRESETS)) throw new Error(`unknown preset "${preset}": mobile or desktop`);
      lines.push('', `${preset} (${preset === 'mobile' ? 'slow 4G, 4x CPU slowdown; goal: score 90+, LCP < 2.5 s, TBT < 200 ms, a11y 96+' : 'for comparison'})`, HEADER);
      for (const page of pages) {
        const runs = [];
        for (let run = 1; run <= RUNS; run++) {
          const slug = page.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
          const reportFile = REPORTS && path.join(REPORTS, `${preset}-${slug}-${run}.json`);
          runs.push(await measured(() => lighthouseRun(page, target.baseUrl + page.path, preset, reportFile)));
          process.stdout.write('.');
        }
        lines.push(tableRow(page.label, preset, runs));
      }
    }
    console.log(`\n${lines.join('\n')}`);
    console.log(`\nFigures are medians of the runs (score/run lists each run). JS and all: bytes transferred (gzip). CPU: the`);
    console.log('main thread\'s work during the load in thread time, unthrottled (Lighthouse multiplies its wall-clock task');
    console.log('times by 4; on a busy machine those include time the page waited for a core, CPU does not).');
    console.log(`Load average after: ${load()}`);
  } finally {
    await target.stop();
  }
}

main().catch((err) => {
  console.error(`Web benchmark failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
