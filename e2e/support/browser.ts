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
