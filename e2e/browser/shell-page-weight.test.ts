import { describe, expect, test } from 'vitest';
import type { Response } from 'playwright-core';
import { useBrowser, waitForArea } from '../support/browser';

const browser = useBrowser();

/** DESIGN §7: the home page's first load stays at or under 300 KB of gzip JavaScript in all. */
const BUDGET_BYTES = 300 * 1024;

describe('page weight (DESIGN §7, docs/decisions/002)', () => {
  test('the first load of / transfers at most 300 KB of JavaScript, gzip-encoded', async () => {
    const page = await browser.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });

    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForArea(page, 'mf_public');

    const sizes = await Promise.all(
      scripts.map(async (response) => ({
        url: new URL(response.url()).pathname,
        encoding: (await response.allHeaders())['content-encoding'],
        bytes: (await response.request().sizes()).responseBodySize,
      })),
    );
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    console.log(`First load of /: ${sizes.length} scripts, ${(total / 1024).toFixed(1)} KB transferred (gzip)`);
    expect(sizes.filter(({ encoding }) => encoding !== 'gzip')).toEqual([]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
