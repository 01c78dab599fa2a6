import { describe, expect, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { signInAdmin } from '../support/api';
import { signInPage, useBrowser, waitForArea } from '../support/browser';
import { teacherWithClass } from '../support/school';

const browser = useBrowser();

/** The home page's first load stays at or under 300 KB of gzip JavaScript in all (docs/decisions/002, 004). */
const BUDGET_BYTES = 300 * 1024;

/** A name MathJax's TeX input carries in its code, found in no other chunk of the site. */
const MATHJAX_SIGNATURE = 'TexParser';

interface LoadedScript {
  url: string;
  encoding: string | undefined;
  bytes: number;
  isMathJax: boolean;
}

async function firstLoadScripts(page: Page, className: string) {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await waitForArea(page, 'mf_public');
  await page.getByRole('heading', { name: className }).waitFor();
  await page.waitForLoadState('networkidle');
  const sizes: LoadedScript[] = await Promise.all(
    scripts.map(async (response) => ({
      url: new URL(response.url()).pathname,
      encoding: (await response.allHeaders())['content-encoding'],
      bytes: (await response.request().sizes()).responseBodySize,
      isMathJax: (await response.text()).includes(MATHJAX_SIGNATURE),
    })),
  );
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  return { sizes, total: sizes.reduce((sum, { bytes }) => sum + bytes, 0), fcp };
}

describe('page weight (docs/decisions/002 and 004)', () => {
  test('the first load of / with maths on it transfers at most 300 KB of gzip JavaScript: the server drew the maths', async () => {
    const { admin, teacher, classId, name } = await teacherWithClass({ category: 'Physics', introduction: '<p>We start from $v = v_0 + at$.</p>' });
    expect((await teacher.post('/api/teacher/setPublishClass', { id: classId, publish: 1 })).body.code).toBe(200);
    expect((await admin.post('/api/admin/auditClass', { id: classId, isPublish: 2, orderIndex: 0 })).body.code).toBe(200);
    const introduction = '<h2>Welcome</h2><p>From $F = ma$ to \\(x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\).</p>';
    expect((await admin.post('/api/admin/setHomeDetail', { introduction })).body.code).toBe(200);
    // A first visit: a context never used, its HTTP cache empty.
    const page = await browser.newPage({ fresh: true });

    const { sizes, total, fcp } = await firstLoadScripts(page, name);

    const card = page.locator('article, li, div').filter({ has: page.getByRole('heading', { name }) }).last();
    expect(await card.locator('mjx-container[jax="SVG"] svg').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Welcome' }).count()).toBe(1);
    expect(await page.locator('mjx-container[jax="SVG"] svg').count()).toBeGreaterThanOrEqual(3);
    console.log(`First load of /: ${sizes.length} scripts, ${(total / 1024).toFixed(1)} KB gzip; first contentful paint ${fcp.toFixed(0)} ms`);
    expect(sizes.filter(({ encoding }) => encoding !== 'gzip')).toEqual([]);
    expect(sizes.filter(({ isMathJax }) => isMathJax).map(({ url }) => url)).toEqual([]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test('a page that draws maths in the browser (an editor) does load MathJax: the signature the test above looks for is real', async () => {
    const { api: admin, user } = await signInAdmin();
    const introduction = '<p>Newton: <span class="ql-formula" data-value="F = ma">\\(F = ma\\)</span></p>';
    expect((await admin.post('/api/admin/setHomeDetail', { introduction })).body.code).toBe(200);
    const page = await browser.newPage();
    const mathJax: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes(MATHJAX_SIGNATURE)) mathJax.push(response.url());
    });
    // The admin's home introduction editor draws its formulas with the browser's MathJax.
    await signInPage(page, user);
    await page.goto('/admin/auditClass');
    await page.locator('.ql-editor mjx-container').first().waitFor();
    await expect.poll(() => mathJax.length).toBeGreaterThan(0);
  });
});
