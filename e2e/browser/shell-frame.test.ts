import { describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser, waitForArea } from '../support/browser';

const browser = useBrowser();

describe('the shell frame', () => {
  test('a visitor on / sees the header, the home page and the footer, with no serious accessibility problem', async () => {
    const page = await browser.newPage();
    await page.goto('/');

    await waitForArea(page, 'mf_public');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Sign in', 'Register']) await nav.getByRole('link', { name, exact: true }).waitFor();
    await nav.getByRole('button', { name: 'Courses' }).waitFor();
    await page.getByRole('contentinfo').getByText(/Copyright © \d{4} Math & Physics Tutoring/).waitFor();
    expect(await page.title()).toBe('Math & Physics Tutoring');
    expect(await page.getByTestId('cart-link').count()).toBe(0);

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/login has no serious accessibility problem; the Courses dropdown works from the keyboard (Enter opens, Escape closes and gives focus back) and links to the home page categories', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const courses = page.getByRole('button', { name: 'Courses' });

    await courses.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => courses.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Physics Courses' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => courses.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'Physics Courses' }).count()).toBe(0);
    expect(await courses.evaluate((button) => button === button.ownerDocument.activeElement)).toBe(true);

    await courses.hover();
    expect(await page.getByRole('link', { name: 'Physics Courses' }).getAttribute('href')).toBe('/#Physics');
    await page.getByRole('link', { name: 'Math Courses' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#Math');
    await waitForArea(page, 'mf_public');
    expect(await courses.getAttribute('aria-expanded')).toBe('false');
  });

  test('on a narrow screen the menus fold behind one button', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitForArea(page, 'mf_public');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(false);

    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Sign in' }).click();

    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Register' }).isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a path no remote claims, or one inside a remote\'s area that none of its screens claims, shows the 404 page inside the frame; the header and Back Home still navigate', async () => {
    const page = await browser.newPage();
    await page.goto('/no-such-page/at-all');

    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Math & Physics Tutoring');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();

    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);

    // A path inside a remote's area that none of its screens claims shows the same 404 page.
    await page.goto('/admin/no-such-screen');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back Home' }).click();
    await waitForArea(page, 'mf_public');
  });
});
