import { describe, expect, inject, test } from 'vitest';
import { signInAdmin } from '../support/api';
import { useBrowser } from '../support/browser';

const browser = useBrowser();

describe('signing in through /login', () => {
  // Which targets are safe is redirect-target's rule (mf-public/test/redirect-target); the form's messages, the
  // server's refusal and a 402 are the login page's (mf-public/test/login-page). Here: the header after signing in and
  // out, and how the browser reads a redirect.
  test('the admin signs in, lands on /myclasses, sees the Admin menu and their name, and Logout signs out; a redirect the browser would read as another site (tabs, newlines, backslashes) leads to /myclasses; a signed-in visitor of /login is sent on', async () => {
    const { email, password } = inject('admin');
    const { user } = await signInAdmin();
    const page = await browser.newPage();
    const site = new URL(inject('baseUrl')).origin;
    const elsewhere: string[] = [];
    await page.route((url) => url.origin !== site, (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    });
    await page.goto('/login');

    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL((url) => url.pathname === '/myclasses');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Admin', exact: true }).hover();
    for (const [name, href] of [['Users', '/admin/userlist'], ['Audit Class', '/admin/auditClass'], ['Library', '/admin/library'], ['My Library', '/admin/libraryQuestion'], ['Email', '/admin/emailList']]) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    const userMenu = nav.getByRole('button', { name: user.name, exact: true });
    await userMenu.waitFor();
    expect(await nav.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    // The cart is a lazy part of the header: for anyone who has one, its slot (a placeholder until the cart's code
    // arrives) is drawn with the user menu. So with the user menu there, no slot at all means no cart.
    expect(await page.locator('header .tp-cart-link').count()).toBe(0);
    expect(await page.getByTestId('cart-link').count()).toBe(0);

    await userMenu.hover();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await nav.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

    // The browser drops the tab: `/\t/evil.example/x` is `//evil.example/x`, another site.
    await page.goto('/login?redirect=/%09/evil.example/x');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.origin === site && url.pathname === '/myclasses');

    // Signed in now: each visit of /login is sent on at once, to a page of this site only.
    for (const spelling of ['/%0a/evil.example/x', '/%0d/evil.example/x', '/%09%5Cevil.example/x', '%5C%5Cevil.example/x', '/.//evil.example/x']) {
      await page.goto(`/login?redirect=${spelling}`);
      await page.waitForURL((url) => url.origin === site && url.pathname === '/myclasses');
    }
    expect(elsewhere).toEqual([]);
    await page.goto('/login?redirect=%2Fadmin%2Fuserlist');
    await page.waitForURL((url) => url.pathname === '/admin/userlist');
    await page.goto('/login?redirect=/profile');
    await page.waitForURL((url) => url.pathname === '/profile');
  });
});
