import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, inject, onTestFinished } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
/** What a context keeps for its origin that a test could leave behind: everything but the HTTP cache. */
const SITE_DATA = 'cookies,local_storage,indexeddb,websql,service_workers,cache_storage,file_systems,shared_storage,storage_buckets';

/** A screenshot's file name: the test file, the test and, after the first, which page of the test it shows. */
function screenshotName(task: { name: string; file?: { name: string } }, pageIndex: number): string {
  const file = path.basename(task.file?.name ?? 'test').replace(/\.test\.ts$/, '');
  const title = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  return `${file}--${title}${pageIndex ? `-page${pageIndex + 1}` : ''}.png`;
}

// One Chromium per worker process: the e2e config shares modules between the files a worker runs (isolate: false),
// so every file of the worker uses it. Playwright stops it when the process ends.
let launched: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  launched ??= chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  return launched;
}

/**
 * Contexts a finished test gave back. A context is a browser profile of its own (storage, cache); starting one and
 * loading the site's scripts into its empty HTTP cache costs seconds on a busy machine. A test takes a context whose
 * site data (local storage, IndexedDB, cookies, …) is wiped, so it starts signed out with nothing queued, as in a new
 * profile; only the cache of the site's files (immutable, named by their hash) is kept, as for a returning visitor.
 */
const idleContexts: BrowserContext[] = [];

async function newContext(): Promise<BrowserContext> {
  const browser = await sharedBrowser();
  return browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
}

/** A page in a context of its own with none of the site's data: a reused context wiped, or a new one. */
async function cleanPage(): Promise<{ context: BrowserContext; page: Page }> {
  const reused = idleContexts.pop();
  const context = reused ?? (await newContext());
  const page = await context.newPage();
  if (reused) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(inject('baseUrl')).origin, storageTypes: SITE_DATA });
    await cdp.detach();
  }
  return { context, page };
}

export interface NewPageOptions {
  /**
   * A context never used before, with an empty HTTP cache, closed after the test: for a first visit's weight and
   * requests, and for a test that changes the context itself (its clock, offline mode).
   */
  fresh?: boolean;
}

/** A screenshot of `page` in the screenshots folder if the test that is running fails. */
export function screenshotIfFailed(page: Page): void {
  onTestFinished(async ({ task }) => {
    if (task.result?.state !== 'fail' || page.isClosed()) return;
    mkdirSync(SCREENSHOTS, { recursive: true });
    const index = screenshotsOfTest.get(task.id) ?? 0;
    screenshotsOfTest.set(task.id, index + 1);
    await page.screenshot({ path: path.join(SCREENSHOTS, screenshotName(task, index)), fullPage: true }).catch(() => undefined);
  });
}
const screenshotsOfTest = new Map<string, number>();

/** Closes the context's pages and keeps it for a later test; closes it instead if it cannot be reset. */
async function giveBack(context: BrowserContext): Promise<void> {
  try {
    await Promise.all(context.pages().map((open) => open.close()));
    await context.setOffline(false);
    await context.clearPermissions();
    idleContexts.push(context);
  } catch {
    await context.close().catch(() => undefined);
  }
}

/**
 * Pages for the tests of a file: `newPage()` gives a page in a context of its own (two pages of one test never share
 * a session). When the test ends its pages are closed, after a screenshot of each if the test failed; a context of a
 * passed test goes back for the next test, any other is closed. `filePage()` gives a page that stays open for the
 * file's later tests (one signed-in page going from screen to screen).
 */
export function useBrowser() {
  const filePages: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(filePages.splice(0).map(giveBack));
    // Keep a few for the next file of this worker; each holds a renderer's memory.
    while (idleContexts.length > 3) await idleContexts.shift()!.close().catch(() => undefined);
  });
  return {
    async newPage({ fresh = false }: NewPageOptions = {}): Promise<Page> {
      const { context, page } = fresh ? await newContext().then(async (context) => ({ context, page: await context.newPage() })) : await cleanPage();
      screenshotIfFailed(page);
      onTestFinished(async ({ task }) => {
        if (fresh || task.result?.state === 'fail') await context.close().catch(() => undefined);
        else await giveBack(context);
      });
      return page;
    },
    /** A page in a clean context that stays open until the file's tests are done. */
    async filePage(): Promise<Page> {
      const { context, page } = await cleanPage();
      filePages.push(context);
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

/**
 * Goes to `path` inside the site already loaded in `page`, as the site's own links do (single-spa's navigateToUrl is a
 * history.pushState): the shell mounts the remote that owns the path, without loading the page again.
 */
export async function goWithinSite(page: Page, path: string): Promise<void> {
  // Runs in the page (the e2e program has no DOM types).
  await page.evaluate((to) => (globalThis as any).history.pushState(null, '', to), path);
  await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === path);
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
 * Waits until a remote has rendered into its area of the shell (by its federation name, `mf_public`): the page is
 * there whatever the screen shows.
 */
export async function waitForArea(page: Page, remote: string): Promise<void> {
  // A page drawn on the server is there at once; its remote has taken it over once the container says so.
  await page.locator(`#area-${remote}:not([data-server-drawn]) > *`).first().waitFor();
}
