import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { publishedClass } from '../support/school';
import { useBrowser, waitForArea } from '../support/browser';

const browser = useBrowser();

/** Records the page's layout shifts (the sum Lighthouse reports as cumulative layout shift) from its first paint. */
async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const scope = globalThis as any;
    scope.e2eShift = 0;
    new scope.PerformanceObserver((list: any) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) scope.e2eShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (globalThis as any).e2eShift as number);
}

/** What a phone waits for while the page loads (docs/decisions/018). */
describe('the loading path', () => {
  test('the shell finds the remotes in the page itself: no request for /mf/remotes.json, the remote still mounts', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));

    await page.goto('/login');
    await waitForArea(page, 'mf_public');

    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(asked).not.toContain('/mf/remotes.json');
    expect(asked).toContain('/mf/public/remoteEntry.js');
  });

  test('the page hints the files of the remote that owns its path, and only that remote\'s', async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/teach/classlist')).text();
    const remoteFiles = [...html.matchAll(/<link rel="preload" href="(\/mf\/[^"]+)"/g)].map((match) => match[1]);

    expect(remoteFiles).toContain('/mf/teaching/remoteEntry.js');
    expect(remoteFiles.filter((href) => !href.startsWith('/mf/teaching/'))).toEqual([]);
  });

  test('every script of the shell that a page loads before it shows is hinted in the page (shell startupShared); a page drawn on the server hints none', { timeout: 180_000 }, async () => {
    const page = await browser.newPage();
    const shellScripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && !pathname.startsWith('/mf/')) shellScripts.push(pathname);
    });
    // The shell's hints are the same on every page; /demo is drawn in the browser, so its page carries them.
    const html = await (await page.request.get('/demo')).text();
    const hinted = [...html.matchAll(/<link rel="preload" href="(\/(?!mf\/)[^"]+)" as="script"/g)].map((match) => match[1]);

    // The home page uses no antd part the shell provides beyond its frame's: what it loads is the shell's start-up.
    await page.goto('/');
    await waitForArea(page, 'mf_public');
    await page.getByRole('group', { name: 'Class language' }).waitFor();

    expect(hinted.length).toBeGreaterThan(0);
    // Asked for once the page is up; a start-up file may still be on its way when the screen shows.
    await expect.poll(() => shellScripts.filter((script) => !/^\/main\.[0-9a-f]+\.js$/.test(script)).sort(), { timeout: 10_000 }).toEqual([...hinted].sort());
    // / arrives drawn (docs/decisions/026): nothing competes with it on a phone's line.
    // (Once the gateway's render thread, started by the first page it was asked for, is warm: seconds, more under load.)
    await expect.poll(async () => (await page.request.get('/')).text(), { timeout: 150_000, interval: 500 }).not.toContain('rel="preload"');
  });

  test('on a phone-sized screen the home page and a class page fill in without moving what is already shown', async () => {
    const { classId, name } = await publishedClass({ introduction: '<p>Waves: $v = f\\lambda$.</p>' });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const shift = await watchLayoutShift(page);

    await page.goto('/');
    await waitForArea(page, 'mf_public');
    await page.getByRole('group', { name: 'Class language' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await shift()).toBeLessThan(0.1);

    await page.goto(`/class/${classId}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await shift()).toBeLessThan(0.1);
  });
});
