import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAdmin } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { createUser, PASSWORD, type MadeUser, type Role } from '../support/school';

const browser = useBrowser();

/** Signs the user in through /login, as a person would, and waits for their name in the header. */
async function openAs(role: Role, made?: MadeUser): Promise<{ page: Page; name: string }> {
  const { email, name } = made ?? (await createUser(role));
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

describe('the header by role', () => {
  test('a teacher sees the Teacher menu and the cart, not the Admin menu', async () => {
    const { page } = await openAs('Teacher');
    // The cart's slot is drawn with the user menu, before the cart's own code arrives: the admin's header is checked
    // for the slot's absence (shell-sign-in.test.ts), which means something only while this holds.
    expect(await page.locator('header .tp-cart-link').count()).toBe(1);

    await nav(page).getByRole('button', { name: 'Teacher', exact: true }).hover();
    for (const [name, href] of [['My Classes', '/teach/classlist'], ['My Homeworks', '/teach/hwlist'], ['My Questions', '/teach/questionlist'], ['My Library', '/teacher/library']]) {
      expect(await page.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(href);
    }
    expect(await nav(page).getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Cart, 0 items');
    expect(await nav(page).getByRole('link', { name: 'My Children Class' }).count()).toBe(0);
    expect(await seriousViolations(page, { include: 'header' })).toEqual([]);
  });

  test('a menu the mouse opened stays open when it is then clicked; the keyboard opens and closes it', async () => {
    const { page } = await openAs('Teacher');
    const menu = nav(page).getByRole('button', { name: 'Teacher', exact: true });
    const library = nav(page).getByRole('link', { name: 'My Library' });

    await menu.hover();
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
  });

  test('a parent sees My Children Class and the cart, and no Teacher or Admin menu', async () => {
    const { page } = await openAs('Parent');

    expect(await nav(page).getByRole('link', { name: 'My Children Class' }).first().getAttribute('href')).toBe('/parent/studentlist');
    await page.getByTestId('cart-link').waitFor();
    expect(await nav(page).getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await nav(page).getByRole('button', { name: 'Teacher', exact: true }).count()).toBe(0);
  });

  test('a student sees the cart and their user menu, and no Resources without the sRegister flag', async () => {
    const { page, name } = await openAs('Student');

    // The header's links by role are drawn with the user menu (one render), so it being there means they are too.
    await page.getByTestId('cart-link').waitFor();
    expect(await nav(page).getByRole('link', { name: 'Resources' }).count()).toBe(0);
    expect(await nav(page).getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
    await nav(page).getByRole('button', { name, exact: true }).hover();
    expect(await page.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(await page.getByRole('link', { name: 'My Classes' }).getAttribute('href')).toBe('/myclasses');
  });

  test('a student with the sRegister flag sees Resources, leading to /student/resources', async () => {
    const { api: admin } = await signInAdmin();
    const student = await createUser('Student', admin);
    expect((await admin.post('/api/admin/updateUser', { _id: student._id, sRegister: true })).body.code).toBe(200);
    const { page } = await openAs('Student', student);

    const resources = nav(page).getByRole('link', { name: 'Resources' });
    expect(await resources.getAttribute('href')).toBe('/student/resources');
    expect(await nav(page).getByRole('link', { name: 'My Children Class' }).count()).toBe(0);
  });

  test('the cart link opens /cart in the learning area without reloading the page', async () => {
    const { page } = await openAs('Student');
    await page.evaluate(() => ((globalThis as unknown as { e2eMarker: number }).e2eMarker = 1));

    await page.getByTestId('cart-link').click();

    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await page.evaluate(() => (globalThis as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
  });
});
