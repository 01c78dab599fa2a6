import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { publishedClass } from '../support/school';
import { useBrowser, waitForArea } from '../support/browser';

const browser = useBrowser();

/** A class with maths in its introduction, featured by the admin (the home page lists featured classes). */
async function featuredClass() {
  const made = await publishedClass({ introduction: '<p>Waves travel at $v = f\\lambda$ through every medium.</p>', description: '<p>Labs on Fridays.</p>' });
  expect((await made.admin.post('/api/admin/auditClass', { id: made.classId, isPublish: 2 })).body.code).toBe(200);
  return made;
}

/** The gateway draws pages once its render thread has loaded the builds (seconds; a minute on a loaded machine). */
async function drawingReady(page: Page) {
  await expect.poll(async () => (await page.request.get('/login')).text(), { timeout: 150_000, interval: 500 }).toContain('data-server-drawn');
}

/** The content pages visitors open first, often on a phone, arrive as HTML (docs/decisions/026). */
describe('pages drawn on the server', () => {
  test('/ and /class/{id} arrive with their content in the HTML itself, and read so with JavaScript off', { timeout: 180_000 }, async () => {
    const { classId, name } = await featuredClass();
    const page = await browser.newPage();
    await drawingReady(page);

    const home = await (await page.request.get('/')).text();
    expect(home).toContain(`<h3>${name}</h3>`);
    expect(home).toContain('through every medium.');
    const classPage = await (await page.request.get(`/class/${classId}`)).text();
    expect(classPage).toContain(`<h1>${name}</h1>`);
    expect(classPage).toContain('Labs on Fridays.');
    expect(classPage).toContain(`<title>${name} · Math &amp; Physics Tutoring</title>`);
    expect(classPage).toContain(`<meta property="og:title" content="${name}"/>`);

    // A visitor whose browser runs no script: none of the site's scripts arrives.
    const reader = await browser.newPage({ fresh: true });
    await reader.route('**/*.js', (route) => route.abort());
    await reader.goto(`/class/${classId}`);
    expect(await reader.getByText('Labs on Fridays.').isVisible()).toBe(true);
    expect(await reader.getByText('Sign in to check price').isVisible()).toBe(true);
    await reader.goto('/');
    expect(await reader.getByText(name, { exact: true }).isVisible()).toBe(true);
  });

  test('the page is taken over without a spinner or a second request for its data, and then works', { timeout: 180_000 }, async () => {
    const { classId, name } = await featuredClass();
    const page = await browser.newPage();
    await drawingReady(page);
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/public/')) dataCalls.push(new URL(request.url()).pathname);
    });
    // Runs in the page (the e2e program has no DOM types).
    await page.addInitScript(() => {
      const scope = globalThis as any;
      scope.e2eSpinner = false;
      new scope.MutationObserver(() => {
        if (scope.document.querySelector('#main-content [role="status"]')) scope.e2eSpinner = true;
      }).observe(scope.document, { childList: true, subtree: true });
    });

    await page.goto('/');
    await waitForArea(page, 'mf_public');
    await page.getByRole('heading', { name, level: 3 }).waitFor();
    await page.goto(`/class/${classId}`);
    await waitForArea(page, 'mf_public');
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    expect(await page.evaluate(() => (globalThis as any).e2eSpinner)).toBe(false);
    expect(dataCalls).toEqual([]);
    // Taken over: the Register button now acts (a visitor is sent to sign up first).
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    // The class page's title goes with it.
    await expect.poll(() => page.title()).toBe('Math & Physics Tutoring');
  });
});
