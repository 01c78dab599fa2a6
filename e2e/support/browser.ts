import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** A screenshot's file name: the test file, the test and, after the first, which page of the test it shows. */
function screenshotName(task: { name: string; file?: { name: string } }, pageIndex: number): string {
  const file = path.basename(task.file?.name ?? 'test').replace(/\.test\.ts$/, '');
  const title = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  return `${file}--${title}${pageIndex ? `-page${pageIndex + 1}` : ''}.png`;
}

/**
 * One Chromium per test file (Debian's, through playwright-core); `newPage()` gives a fresh context per call. When
 * the test ends its contexts are closed, after a screenshot of each page if the test failed (vitest runs
 * onTestFinished before onTestFailed, and afterEach before both, so this is the one place that can do both).
 */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const pagesOfTest = new Map<string, number>();
  return {
    async newPage(): Promise<Page> {
      const context: BrowserContext = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      onTestFinished(async ({ task }) => {
        if (task.result?.state === 'fail') {
          const index = pagesOfTest.get(task.id) ?? 0;
          pagesOfTest.set(task.id, index + 1);
          mkdirSync(SCREENSHOTS, { recursive: true });
          await page.screenshot({ path: path.join(SCREENSHOTS, screenshotName(task, index)), fullPage: true }).catch(() => undefined);
        }
        await context.close().catch(() => undefined);
      });
      return page;
    },
    /** A new page signed in as `user` (a sign-in answer), opened at `path`; with `area`, once that remote has drawn. */
    async openSignedIn(user: { token: string }, path: string, area?: string): Promise<Page> {
      const page = await this.newPage();
      await signInPage(page, user);
      await page.goto(path);
      if (area) await waitForArea(page, area);
      return page;
    },
  };
}

/** The session web-kit keeps in local storage (key `userInfo`, packages/web-kit/src/session-store.ts). */
export const USER_STORAGE_KEY = 'userInfo';

/**
 * Starts the page signed in as `user` (a sign-in answer from the API, with its token) without going through the
 * sign-in screen: the record is in local storage before the site's first script runs.
 */
export async function signInPage(page: Page, user: { token: string }): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [USER_STORAGE_KEY, JSON.stringify(user)] as const,
  );
}

/**
 * Waits until a remote has rendered into its area of the shell (`mf_public`, `mf_learning`, `mf_teaching`,
 * `mf_admin`): the page is there whatever the screen shows.
 */
export async function waitForArea(page: Page, remote: string): Promise<void> {
  await page.locator(`#area-${remote} > *`).first().waitFor();
}

