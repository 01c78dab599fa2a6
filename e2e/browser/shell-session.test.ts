import { describe, expect, test } from 'vitest';
import { signInPage, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('a stored session the server no longer accepts (SPEC §4, §8)', () => {
  test('an invalid token sends the browser to /login on the next call and the stored user is removed', async () => {
    const page = await browser.newPage();
    await signInPage(page, { _id: 'nobody', name: 'Ghost User', email: 'ghost@e2e.test', role: 'Student', isAdmin: false, token: 'not.a.valid-token' } as never);

    await page.goto('/');

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Ghost User').count()).toBe(0);
  });
});
