// The JavaScript the student's practice screen (Resources) loads, counted per file in Debian's Chromium with an empty
// cache, in two steps: the screen shown (PLAY), then REPORT with its pie chart drawn (the chart library is loaded by
// REPORT only). Each step's figures include the step before it. Also the parent's view of the demo child's class,
// with its progress charts drawn.
//
//   node scripts/bench/practice-report-weight.mjs           builds nothing: measures the web build that is there, on a
//                                                           private stack with the demo school (free ports, removed)
//   BASE_URL=http://127.0.0.1:8080 node scripts/bench/...   a running stack with the demo school instead
//   PRACTICE_WEIGHT_NO_PARENT=1                             the practice screen only (a build from before the charts)
//   PRACTICE_WEIGHT_SCREENSHOT=file.png                     also a screenshot of the parent's view, charts drawn
import puppeteer from 'puppeteer-core';
import { signIn } from '../seed/api.mjs';
import { DEMO_LOGINS } from '../seed/seed-demo.mjs';
import { CHROMIUM, ensureChromium } from '../lib/chromium.mjs';
import { privateStack } from '../lib/private-stack.mjs';
import { recordResponses } from './record-scripts.mjs';

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/** @param {{ transfer: number, decoded: number }[]} scripts */
const total = (scripts) => ({
  scripts: scripts.length,
  transfer: scripts.reduce((sum, s) => sum + s.transfer, 0),
  decoded: scripts.reduce((sum, s) => sum + s.decoded, 0),
});

/**
 * A new tab signed in as `label` of the demo's log-ins, recording its scripts.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} baseUrl
 * @param {string} label
 */
async function signedInTab(browser, baseUrl, label) {
  const login = DEMO_LOGINS.find((l) => l.label === label);
  if (!login) throw new Error(`the demo school has no ${label} log-in`);
  const { user, client } = await signIn(baseUrl, login.email, login.password);
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1280, height: 900 });
  // The session in local storage, set from a document that runs none of the site's scripts.
  await tab.goto(`${baseUrl}/mf/remotes.json`);
  await tab.evaluate((record) => localStorage.setItem('userInfo', record), JSON.stringify(user));
  const scripts = await recordResponses(await tab.createCDPSession());
  return { tab, client, user, loaded: () => total(scripts()) };
}

async function main() {
  ensureChromium();
  const target = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => undefined }
    : await privateStack('bench-practice');
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  /** @type {{ step: string, scripts: number, transfer: number, decoded: number }[]} */
  const steps = [];
  try {
    const student = await signedInTab(browser, target.baseUrl, 'student');
    await student.tab.goto(`${target.baseUrl}/student/resources`);
    await student.tab.waitForSelector('::-p-aria(REPORT[role="tab"])', { visible: true, timeout: 120_000 });
    await student.tab.waitForNetworkIdle({ idleTime: 500, timeout: 120_000 });
    steps.push({ step: '/student/resources shown', ...student.loaded() });
    await (await student.tab.waitForSelector('::-p-aria(REPORT[role="tab"])'))?.click();
    await student.tab.waitForSelector('.tp-practice-chart canvas', { visible: true, timeout: 120_000 });
    // What REPORT loads besides the chart (its records' maths) may finish after the canvas: counted too.
    await student.tab.waitForNetworkIdle({ idleTime: 500, timeout: 120_000 });
    steps.push({ step: 'REPORT with its pie chart drawn', ...student.loaded() });

    if (process.env.PRACTICE_WEIGHT_NO_PARENT) return;
    // Leo's class with finished homework (Algebra II), found from his own exercise list.
    const exercises = (await student.client.mustGet('/api/user/getExerciseList')).result.list;
    const finished = exercises.find((/** @type {{ finishedAt: string | null }} */ e) => e.finishedAt);
    if (!finished) throw new Error('the demo student has no finished exercise');
    const parent = await signedInTab(browser, target.baseUrl, 'parent');
    await parent.tab.goto(`${target.baseUrl}/parent/student/exercise/${student.user._id}/${finished.classId._id}`);
    // Both charts: accuracy over time and homework on time.
    await parent.tab.waitForFunction("document.querySelectorAll('figure canvas').length >= 2", { timeout: 120_000 });
    steps.push({ step: "parent's view of Leo's class, charts drawn", ...parent.loaded() });
    if (process.env.PRACTICE_WEIGHT_SCREENSHOT) await parent.tab.screenshot({ path: process.env.PRACTICE_WEIGHT_SCREENSHOT, fullPage: true });
  } finally {
    console.log('\nJavaScript loaded, empty cache, Chromium: scripts, KB over the wire (gzip, with headers), KB uncompressed');
    for (const s of steps) console.log(`${s.step.padEnd(46)}${String(s.scripts).padStart(8)}${kb(s.transfer).padStart(10)}${kb(s.decoded).padStart(10)}`);
    await browser.close();
    await target.stop();
  }
}

main().catch((err) => {
  console.error(`Practice screen weight failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
