import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/**
 * One Chromium per test file (Debian's, through playwright-core); `newPage()` gives a fresh context per test and
 * keeps a screenshot of every open page when the test fails.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(): Promise<Page> {
      const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      onTestFailed(async ({ task }) => {
        mkdirSync(SCREENSHOTS, { recursive: true });
        const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true }).catch(() => undefined);
      });
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

