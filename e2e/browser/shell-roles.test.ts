import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAdmin, uniqueEmail } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';

const browser = useBrowser();

/** A user made through the admin API (SPEC §7 POST /admin/createUser). */
async function createUser(role: 'Teacher' | 'Parent' | 'Student') {
  const { api } = await signInAdmin();
  const email = uniqueEmail(role.toLowerCase());
  const name = `${role} ${email.slice(role.length + 1, role.length + 9)}`;
  const created = await api.post('/api/admin/createUser', { name, email, password: 'secret123', role });
  expect(created.body.code).toBe(200);
  return { email, name };
}

/** Signs the new user in through /login, as a person would, and waits for their name in the header. */
async function openAs(role: 'Teacher' | 'Parent' | 'Student'): Promise<{ page: Page; name: string }> {
  const { email, name } = await createUser(role);
  const page = await browser.newPage();
  await page.goto('/login?redirect=/');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true }).waitFor();
  return { page, name };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('the header by role (SPEC §2, §6)', () => {
  test('a teacher sees the Teacher menu and the cart, not the Admin menu', async () => {
    const { page } = await openAs('Teacher');

    await nav(page).getByRole('button', { name: 'Teacher', exact: true }).hover();
    for (const [name, href] of [['My Classes', '/teach/classlist'], ['My Homeworks', '/teach/hwlist'], ['My Questions', '/teach/questionlist'], ['My Library', '/teacher/library']]) {
      expect(await page.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(href);
    }
    expect(await nav(page).getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Cart, 0 items');
    expect(await nav(page).getByRole('link', { name: 'My Children Class' }).count()).toBe(0);
    expect(await seriousViolations(page, { include: 'header' })).toEqual([]);
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

    await page.getByTestId('cart-link').waitFor();
    expect(await nav(page).getByRole('link', { name: 'Resources' }).count()).toBe(0);
    expect(await nav(page).getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
    await nav(page).getByRole('button', { name, exact: true }).hover();
    expect(await page.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(await page.getByRole('link', { name: 'My Classes' }).getAttribute('href')).toBe('/myclasses');
  });

  test('the cart link opens /cart in the learning area without reloading the page', async () => {
    const { page } = await openAs('Student');
    await page.evaluate(() => ((globalThis as unknown as { e2eMarker: number }).e2eMarker = 1));

    await page.getByTestId('cart-link').click();

    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await page.evaluate(() => (globalThis as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
  });
});
