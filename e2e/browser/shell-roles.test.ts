import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { createUser, PASSWORD, type Role } from '../support/school';

const browser = useBrowser();

/** Signs the user in through /login, as a person would, and waits for their name in the header. */
async function openAs(role: Role): Promise<{ page: Page; name: string }> {
  const { email, name } = await createUser(role);
  const page = await browser.newPage();
  await page.goto('/login?redirect=/');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true }).waitFor();
  return { page, name };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// Which links each role gets and where they lead is the header's model (shell/test/nav-model.test.ts): the browser
// proves one role's header as drawn, its menus by mouse and keyboard, and the cart link's move into another remote.
describe('the header by role', () => {
  test('a teacher sees the Teacher menu and the cart, not the Admin menu; menus open by mouse and keyboard; the cart link opens /cart without reloading', async () => {
    const { page } = await openAs('Teacher');
    // The cart's slot is drawn with the user menu, before the cart's own code arrives: the admin's header is checked
    // for the slot's absence (shell-sign-in.test.ts), which means something only while this holds.
    expect(await page.locator('header .tp-cart-link').count()).toBe(1);

    const menu = nav(page).getByRole('button', { name: 'Teacher', exact: true });
    await menu.hover();
    for (const [name, href] of [['My Classes', '/teach/classlist'], ['My Homeworks', '/teach/hwlist'], ['My Questions', '/teach/questionlist'], ['My Library', '/teacher/library']]) {
      expect(await page.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(href);
    }
    expect(await nav(page).getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Cart, 0 items');
    expect(await nav(page).getByRole('link', { name: 'My Children Class' }).count()).toBe(0);
    expect(await seriousViolations(page, { include: 'header' })).toEqual([]);

    // A menu the mouse opened stays open when it is then clicked; the keyboard opens and closes it.
    const library = nav(page).getByRole('link', { name: 'My Library' });
    await library.waitFor();
    await menu.click();
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(resolve))'); // a frame after the click
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await library.isVisible()).toBe(true);
    await page.mouse.move(5, 600); // away: the menu closes
    await library.waitFor({ state: 'hidden' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await library.waitFor();
    await page.keyboard.press('Enter');
    await library.waitFor({ state: 'hidden' });

    await page.evaluate(() => ((globalThis as unknown as { e2eMarker: number }).e2eMarker = 1));
    await page.getByTestId('cart-link').click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByText('Your cart is empty').waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
  });
});
