import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gateway, signIn, uniqueEmail } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser, waitForArea } from '../support/browser';
import { registerFamily } from '../support/family';
import { mailsTo, waitForCode } from '../support/inbox';
import { afterMessage } from '../support/messages';
import { chooseOption } from '../support/select';

const browser = useBrowser();

const chooseGrade = (page: Page, grade: number) => chooseOption(page, 'Grade', `Grade ${grade}`);

async function submitAndExpect(page: Page, text: string) {
  await page.getByRole('button', { name: 'Register', exact: true }).last().click();
  await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(text);
}

describe('family sign-up on /register', () => {
  test('each validation rule speaks in order; then the family registers with the e-mailed code and the parent signs in', async () => {
    const parentEmail = uniqueEmail('parent');
    const studentEmail = uniqueEmail('student');
    const page = await browser.newPage();
    await page.goto('/register?redirect=/myclasses');
    await waitForArea(page, 'mf_public');
    expect(await seriousViolations(page)).toEqual([]);

    await submitAndExpect(page, 'Code is required');
    await page.getByLabel('Parent Email').fill(parentEmail.toUpperCase());
    const before = (await mailsTo(parentEmail)).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
    const code = await waitForCode(parentEmail, before);
    await page.getByLabel('Code').fill(String(code));
    await page.getByLabel('Code').blur();
    await page.getByText('Email is validated').waitFor();

    await submitAndExpect(page, 'Parent Name is required');
    await page.getByLabel('Parent Name').fill('Pat Doe');
    await submitAndExpect(page, 'Phone is required');
    await page.getByLabel('Phone').pressSequentially('5551234567');
    expect(await page.getByLabel('Phone').inputValue()).toBe('555-123-4567');
    await submitAndExpect(page, 'Parent Password is required');
    await page.getByLabel('Parent Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Parent Password').fill('other123');
    await submitAndExpect(page, "Parents's passwords do not match");
    await page.getByLabel('Confirm Parent Password').fill('secret123');
    await submitAndExpect(page, 'Student Name is required');
    await page.getByLabel('Student Name').fill('Sam Doe');
    await submitAndExpect(page, 'Student Email is required');
    await page.getByLabel('Student Email').fill('not-an-email');
    await submitAndExpect(page, 'Invalid email');
    await page.getByLabel('Student Email').fill(parentEmail);
    await submitAndExpect(page, 'Parent and Student email should be different');
    await page.getByLabel('Student Email').fill(studentEmail.toUpperCase());
    await submitAndExpect(page, 'School is required');
    await page.getByLabel('School').fill('Elm High');
    await submitAndExpect(page, 'Grade is required');
    await chooseGrade(page, 9);
    await submitAndExpect(page, 'Student Password is required');
    await page.getByLabel('Student Password', { exact: true }).fill('secret456');
    await page.getByLabel('Confirm Student Password').fill('other456');
    await submitAndExpect(page, "Student's passwords do not match");
    await page.getByLabel('Confirm Student Password').fill('secret456');

    await afterMessage(page, 'Register successfully', () => page.getByRole('button', { name: 'Register', exact: true }).last().click());
    // A 2-second pause (unit-tested to the millisecond in mf-public), then the sign-in page with the redirect.
    expect(new URL(page.url()).pathname).toBe('/register');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/myclasses');

    const { user } = await signIn(parentEmail, 'secret123');
    expect(user).toMatchObject({ role: 'Parent', email: parentEmail, phone: '555-123-4567', dependent: studentEmail });
  });

  test('a parent who already has an account adds a second child with the code only; their details are filled in', async () => {
    const second = uniqueEmail('student');
    const { res: registered, parentEmail, studentEmail: first } = await registerFamily({
      parent: { name: 'Lee Park', phone: '555-987-6543', city: 'Springfield' },
      student: { name: 'Ana Park', gradeInSchoolYear: 7 },
    });
    expect(registered.body.code).toBe(200);

    const page = await browser.newPage();
    await page.goto('/register');
    await waitForArea(page, 'mf_public');
    await page.getByLabel('Parent Email').fill(parentEmail);
    const before = (await mailsTo(parentEmail)).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await waitForCode(parentEmail, before);
    await page.getByLabel('Code').fill(String(code));
    await page.getByLabel('Code').blur();
    await page.getByText(/Welcome back/).waitFor();
    expect(await page.getByLabel('Parent Name').inputValue()).toBe('Lee Park');
    expect(await page.getByLabel('City').inputValue()).toBe('Springfield');
    expect(await page.getByLabel('Parent Password', { exact: true }).count()).toBe(0);

    await page.getByLabel('Student Name').fill('Ben Park');
    await page.getByLabel('Student Email').fill(second);
    await page.getByLabel('School').fill('Elm High');
    await chooseGrade(page, 4);
    await page.getByLabel('Student Password', { exact: true }).fill('secret789');
    await page.getByLabel('Confirm Student Password').fill('secret789');
    await afterMessage(page, 'Register successfully', () => page.getByRole('button', { name: 'Register', exact: true }).last().click());

    const { user } = await signIn(parentEmail, 'secret123');
    expect(user.dependent.split(';').sort()).toEqual([first, second].sort());
  });

  test('a server refusal is shown and nothing is created: a wrong code', async () => {
    const page = await browser.newPage();
    const parentEmail = uniqueEmail('parent');
    const studentEmail = uniqueEmail('student');
    await page.goto('/register');
    await waitForArea(page, 'mf_public');
    await page.getByLabel('Parent Email').fill(parentEmail);
    await page.getByLabel('Code').fill('000000');
    await page.getByLabel('Parent Name').fill('Pat Doe');
    await page.getByLabel('Phone').fill('555-123-4567');
    await page.getByLabel('Parent Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Parent Password').fill('secret123');
    await page.getByLabel('Student Name').fill('Sam Doe');
    await page.getByLabel('Student Email').fill(studentEmail);
    await page.getByLabel('School').fill('Elm High');
    await chooseGrade(page, 9);
    await page.getByLabel('Student Password', { exact: true }).fill('secret456');
    await page.getByLabel('Confirm Student Password').fill('secret456');
    await page.getByRole('button', { name: 'Register', exact: true }).last().click();

    await expect.poll(async () => (await page.getByRole('alert').first().textContent()) ?? '').toMatch(/code/i);
    expect(new URL(page.url()).pathname).toBe('/register');
    const signInAttempt = await gateway().post('/api/login/authUser', { email: parentEmail, password: 'secret123' });
    expect(signInAttempt.body.code).not.toBe(200);
  });
});
