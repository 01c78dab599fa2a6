import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '@tp/test-kit';
import { createUser, eventually, linkFamily, PASSWORD, teacherWithClass } from '../support/school';
import { signIn, signInAdmin } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signInPage, useBrowser, waitForArea } from '../support/browser';

const browser = useBrowser();
const PAYMENT_INFO = '<p>Pay by e-transfer to <strong>pay@e2e.test</strong></p>';

async function openSignedIn(user: { token: string }, path: string): Promise<Page> {
  const page = await browser.newPage();
  await signInPage(page, user);
  await page.goto(path);
  await waitForArea(page, 'mf_learning');
  return page;
}

/** The teacher accepts the student's interest (POST /teacher/registerClass). */
async function registerByTeacher(teacher: ApiClient, classId: string) {
  const list = (await teacher.get(`/api/teacher/getClassRegisterList?id=${classId}`)).body.result.list as { _id: string; registered: boolean }[];
  const open = list.find((entry) => !entry.registered)!;
  expect((await teacher.post('/api/teacher/registerClass', { interestId: open._id })).body.code).toBe(200);
}

describe('class registration and the cart (SPEC §2, §4, §8)', () => {
  test('a student picks 1 year, adds it to the cart, sees it in the badge and /cart, and removes it', async () => {
    const { admin, classId, name } = await teacherWithClass({ paymentInfo: PAYMENT_INFO });
    const studentUser = await createUser('Student', admin);
    const { user } = await signIn(studentUser.email, PASSWORD);
    const page = await openSignedIn(user, `/classRegister/${classId}`);

    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('pay@e2e.test').waitFor();
    expect(await page.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe(`/class/${classId}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: '1 year ($299.50)' }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();

    await page.getByText('Added to cart successfully').waitFor();
    await page.getByText('Added to Cart', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'MAKE PAYMENT' }).waitFor();
    await page.locator('[data-testid="cart-link"][aria-label="Cart, 1 item"]').waitFor();

    await page.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.textContent()).toContain('1 year');
    expect(await row.textContent()).toContain('$299.50');
    await page.getByText('Total: $299.50').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByText('Checkout functionality coming soon!').waitFor();

    await row.getByRole('button', { name: /Remove/ }).click();
    await page.getByText('Item removed from cart').waitFor();
    await page.getByText('Your cart is empty').waitFor();
    await page.getByRole('button', { name: 'Browse Classes' }).waitFor();
    // The screen only: the shell's cart badge animates its last count out, which axe reads as a name mismatch.
    expect(await seriousViolations(page, { include: '#area-mf_learning' })).toEqual([]);
    await page.getByRole('button', { name: 'Browse Classes' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('once the teacher registers the interest, /myclasses offers start learning and the register page shows Enrolled', async () => {
    const { admin, teacher, classId, name } = await teacherWithClass({ paymentInfo: PAYMENT_INFO });
    const studentUser = await createUser('Student', admin);
    const { user, api: student } = await signIn(studentUser.email, PASSWORD);
    expect((await student.post('/api/user/registerClass', { classId, userId: studentUser._id, durationType: 1 })).body.code).toBe(200);
    await registerByTeacher(teacher, classId);
    await eventually(async () => ((await student.get('/api/user/getMyClasses')).body.result?.list ?? []).length > 0, 'the class in My Classes');

    const page = await openSignedIn(user, '/myclasses');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.getByRole('link', { name: 'start learning' }).getAttribute('href')).toBe(`/myHomework/${classId}`);
    expect(await row.textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/classRegister/${classId}`);
    await page.getByText('Registered', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Enrolled' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
  });

  test('a parent adds their second child to the cart from the children list; the parent cart shows it', async () => {
    const { admin, teacher, classId, name } = await teacherWithClass({ paymentInfo: PAYMENT_INFO });
    const parentUser = await createUser('Parent', admin);
    const first = await createUser('Student', admin);
    const second = await createUser('Student', admin);
    await linkFamily(admin, parentUser, [first, second]);
    const { user, api: parent } = await signIn(parentUser.email, PASSWORD);
    await eventually(async () => ((await parent.get(`/api/user/getClassRegister?id=${classId}`)).body.result?.students ?? []).length === 2, 'both children linked in billing');
    expect((await parent.post('/api/user/registerClass', { classId, userId: first._id, durationType: 2 })).body.code).toBe(200);
    await registerByTeacher(teacher, classId);

    const page = await openSignedIn(user, `/classRegister/${classId}`);
    const firstCard = page.getByRole('region', { name: `Registration of ${first.name}` });
    const secondCard = page.getByRole('region', { name: `Registration of ${second.name}` });
    await firstCard.getByText('Registered', { exact: true }).waitFor();
    expect(await firstCard.getByRole('button', { name: 'Enrolled' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await secondCard.getByRole('radio', { name: '1 month ($30.00)' }).check();
    await secondCard.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart successfully').waitFor();
    await secondCard.getByText('Added to Cart', { exact: true }).waitFor();

    await page.goto('/cart');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.textContent()).toContain(second.name);
    expect(await row.textContent()).toContain('1 month');
    expect(await page.getByRole('row').count()).toBe(2);
    await page.getByText('Total: $30.00').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a new student sees an empty My Classes table', async () => {
    const { api: admin } = await signInAdmin();
    const studentUser = await createUser('Student', admin);
    const { user } = await signIn(studentUser.email, PASSWORD);
    const page = await openSignedIn(user, '/myclasses');

    await page.getByText('You have no classes yet.').waitFor();
    expect(await page.getByRole('columnheader', { name: 'Expired Time' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a student edits their name on the info card; a failed remove says so and keeps the item', async () => {
    const { admin, classId, name } = await teacherWithClass({ paymentInfo: PAYMENT_INFO });
    const studentUser = await createUser('Student', admin);
    const { user, api: student } = await signIn(studentUser.email, PASSWORD);
    expect((await student.post('/api/user/registerClass', { classId, userId: studentUser._id, durationType: 1 })).body.code).toBe(200);
    const page = await openSignedIn(user, `/classRegister/${classId}`);

    await page.getByText('Added to Cart', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Student Information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Student Information' });
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Student Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Renamed Student');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Information updated successfully').waitFor();
    await page.getByRole('region', { name: 'Student Information' }).getByText('Renamed Student').waitFor();

    await page.route('**/api/user/deleteInterest**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"boom","result":null}' }));
    await page.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: /Remove/ }).click();
    await page.getByText('Error removing item from cart').waitFor();
    expect(await row.count()).toBe(1);
  });

  test('visitors are sent to sign in and back; teachers and admins have no cart', async () => {
    const page = await browser.newPage();
    for (const path of ['/cart', '/myclasses', '/classRegister/00000000-0000-4000-8000-000000000000']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === path);
    }

    const { api: admin, user: adminUser } = await signInAdmin();
    const teacherUser = await createUser('Teacher', admin);
    const { user: teacher } = await signIn(teacherUser.email, PASSWORD);
    for (const session of [teacher, adminUser]) {
      const other = await browser.newPage();
      await signInPage(other, session);
      await other.goto('/cart');
      await other.waitForURL((url) => url.pathname === '/myclasses');
      await other.getByRole('heading', { name: 'My Classes' }).waitFor();
    }
  });
});
