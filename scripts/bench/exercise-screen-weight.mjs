// The JavaScript the student's exercise screen loads before its first question shows (docs/decisions/025), counted
// per file in Debian's Chromium with an empty cache, in steps: the intro (Start), the first question shown with its
// maths typeset, the third question (free text) with its editor ready, then the editor's drawing board and formula
// dialog opened. Each step's figures include the steps before it.
//
//   node scripts/bench/exercise-screen-weight.mjs           builds nothing: measures the web build that is there, on a
//                                                           private stack with the demo school (free ports, removed)
//   BASE_URL=http://127.0.0.1:8080 node scripts/bench/...   a running stack with the demo school instead
//   EXERCISE_WEIGHT_FILES=1                                 also list the scripts of the first question, largest first
//   EXERCISE_WEIGHT_SAVE=file.json                          write each step's totals there (e.g. of the build before)
//   EXERCISE_WEIGHT_BEFORE=file.json                        print each step's ratio to the totals saved there
import { readFile, writeFile } from 'node:fs/promises';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, ensureChromium } from '../lib/chromium.mjs';
import { privateStack } from '../lib/private-stack.mjs';
import { recordResponses } from './record-scripts.mjs';
import { benchPages } from './web-pages.mjs';

const EXERCISE = '/student/exerciseEdit/{id}';
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/**
 * Waits for `selector` to be shown (a minute at most: the first load on a busy machine) and returns it.
 * @param {import('puppeteer-core').Page} tab
 * @param {string} selector
 */
async function shown(tab, selector) {
  const element = await tab.waitForSelector(selector, { visible: true, timeout: 60_000 });
  if (!element) throw new Error(`${selector} was not shown`);
  return element;
}

/** @param {{ transfer: number, decoded: number }[]} scripts */
function sum(scripts) {
  return scripts.reduce((total, s) => ({ transfer: total.transfer + s.transfer, decoded: total.decoded + s.decoded }), { transfer: 0, decoded: 0 });
}

async function main() {
  ensureChromium();
  const target = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => undefined }
    : await privateStack('bench-exercise');
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    const page = (await benchPages(target.baseUrl)).find((p) => p.label === EXERCISE);
    if (!page?.session) throw new Error('no exercise page to measure');
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    // The student's session in local storage, set from a document that runs none of the site's scripts.
    await tab.goto(`${target.baseUrl}/mf/remotes.json`);
    await tab.evaluate((record) => localStorage.setItem('userInfo', record), JSON.stringify(page.session));
    const scripts = await recordResponses(await tab.createCDPSession());

    /** @type {{ step: string, scripts: ReturnType<typeof scripts> }[]} */
    const steps = [];
    const step = (/** @type {string} */ name) => steps.push({ step: name, scripts: scripts() });

    await tab.goto(target.baseUrl + page.path);
    const start = await shown(tab, '::-p-aria(Start[role="button"])');
    step('intro with Start shown');
    await start.click();
    // The first question's text on screen, its maths typeset (the demo's first question has TeX).
    await shown(tab, '.tp-question-text mjx-container');
    step('first question shown (maths typeset)');

    for (let i = 0; i < 2; i++) await (await shown(tab, '::-p-aria(Next[role="button"])')).click();
    await shown(tab, '::-p-aria(Your working[role="textbox"])');
    step('question 3 (free text): editor ready');

    await (await shown(tab, '::-p-aria(Drawing board[role="button"])')).click();
    await shown(tab, 'canvas[aria-label="Drawing area"]');
    step('drawing board opened');
    // Cancel once the dialog has stopped zooming in (a click mid-animation can miss).
    await tab.waitForFunction('document.getAnimations().length === 0');
    await (await shown(tab, '::-p-aria(Cancel[role="button"])')).click();
    await tab.waitForSelector('canvas[aria-label="Drawing area"]', { hidden: true });

    await (await shown(tab, '::-p-aria(Insert formula[role="button"])')).click();
    await shown(tab, 'textarea[aria-label="Formula in TeX"]');
    step('formula dialog opened');

    const totals = steps.map(({ step: name, scripts: loaded }) => ({ step: name, scripts: loaded.length, ...sum(loaded) }));
    if (process.env.EXERCISE_WEIGHT_SAVE) await writeFile(process.env.EXERCISE_WEIGHT_SAVE, `${JSON.stringify(totals, null, 2)}\n`);
    /** @type {typeof totals | undefined} */
    const before = process.env.EXERCISE_WEIGHT_BEFORE && JSON.parse(await readFile(process.env.EXERCISE_WEIGHT_BEFORE, 'utf8'));
    console.log(`\nJavaScript loaded on ${EXERCISE}, empty cache, Chromium: scripts, KB over the wire (gzip, with headers), KB uncompressed`);
    console.log(`${'step (cumulative)'.padEnd(42)}${'scripts'.padStart(8)}${'gzip KB'.padStart(10)}${'raw KB'.padStart(10)}${before ? '   gzip, raw: after/before' : ''}`);
    for (const total of totals) {
      const was = before?.find((b) => b.step === total.step);
      const ratio = was ? `   ${(total.transfer / was.transfer).toFixed(2)}, ${(total.decoded / was.decoded).toFixed(2)}` : '';
      console.log(`${total.step.padEnd(42)}${String(total.scripts).padStart(8)}${kb(total.transfer).padStart(10)}${kb(total.decoded).padStart(10)}${ratio}`);
    }
    if (process.env.EXERCISE_WEIGHT_FILES) {
      const first = steps[1].scripts.sort((a, b) => b.transfer - a.transfer);
      console.log('\nScripts of the first question, largest first (gzip KB, raw KB, file):');
      for (const s of first) console.log(`${kb(s.transfer).padStart(8)}${kb(s.decoded).padStart(9)}  ${new URL(s.url).pathname}`);
    }
  } finally {
    await browser.close();
    await target.stop();
  }
}

main().catch((err) => {
  console.error(`Exercise screen weight failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
