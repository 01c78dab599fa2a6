// One Lighthouse run of one page, in a Chromium of its own (Debian's, never a downloaded one): its figures.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM } from '../lib/chromium.mjs';

const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Lighthouse's own presets: mobile is its default (slow 4G, 4x CPU slowdown, simulated); desktop its desktop config. */
export const PRESETS = { mobile: undefined, desktop: desktopConfig };

/**
 * @typedef {{ performance: number, accessibility: number, fcp: number, lcp: number, tbt: number, cls: number,
 *   scripts: number, scriptKb: number, requests: number, totalKb: number, cpu: number }} Figures
 *   `cpu`: the page's main-thread work during the load in thread time (ms, unthrottled), which other processes on a
 *   busy machine do not inflate as they do Lighthouse's wall-clock task times.
 */

/**
 * @param {import('./web-pages.mjs').BenchPage} page
 * @param {string} url
 * @param {keyof typeof PRESETS} preset
 * @param {string | undefined} reportFile where to write Lighthouse's full JSON report (for its diagnostics)
 * @returns {Promise<Figures>}
 */
export async function lighthouseRun(page, url, preset, reportFile) {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-chromium-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'error' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    if (page.session) await signIn(browser, url, page.session);
    const tab = await browser.newPage();
    if (page.session) await emptyCache(tab);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // A signed-in page keeps the local storage set above; its cache was emptied by hand.
      disableStorageReset: !!page.session,
    }, PRESETS[preset], tab);
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    if (reportFile) await writeFile(reportFile, /** @type {string} */ (result.report));
    return { ...figures(lhr), cpu: mainThreadCpu(/** @type {any} */ (result.artifacts).Trace?.traceEvents ?? []) };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/**
 * The student's user record with its token in local storage, as the site keeps it after signing in
 * (web-kit's session-store), set from a same-origin document that loads none of the site's scripts, in a tab of its
 * own (local storage is the profile's: Lighthouse's fresh tab sees it; measuring in the tab that opened the JSON
 * sometimes left Lighthouse without the navigation's start).
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {object} user
 */
async function signIn(browser, url, user) {
  const tab = await browser.newPage();
  await tab.goto(new URL('/mf/remotes.json', url).href);
  await tab.evaluate((record) => localStorage.setItem('userInfo', record), JSON.stringify(user));
  await tab.close();
}

/**
 * The browser cache emptied, so a page measured without Lighthouse's storage reset is still a first visit.
 * @param {import('puppeteer-core').Page} tab
 */
async function emptyCache(tab) {
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * The thread time of every task on the page's main thread (the renderer thread that painted its first content).
 * @param {{ name: string, ph: string, pid: number, tid: number, tdur?: number, args?: { name?: string } }[]} events
 */
function mainThreadCpu(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const main = paint && events.find((e) => e.name === 'thread_name' && e.pid === paint.pid && e.args?.name === 'CrRendererMain');
  if (!main) return NaN;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid);
  return tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
}

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {Omit<Figures, 'cpu'>}
 */
function figures(lhr) {
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  /** @type {{ resourceType?: string, transferSize?: number }[]} */
  const requests = /** @type {any} */ (lhr.audits['network-requests']?.details)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const kb = (/** @type {typeof requests} */ list) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: scripts.length,
    scriptKb: kb(scripts),
    requests: requests.length,
    totalKb: kb(requests),
  };
}
