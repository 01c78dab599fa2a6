import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, signInAdmin } from '../support/api';
import { signInPage, useBrowser, waitForArea } from '../support/browser';
import { createUser, PASSWORD, publishedClass, type MadeUser } from '../support/school';

const browser = useBrowser();

interface School {
  classId: string;
  className: string;
  student: MadeUser;
  teacher: { token: string };
  admin: { token: string };
}

let school: School;

beforeAll(async () => {
  const { admin, teacherUser, classId, name: className } = await publishedClass({ introduction: '<p>Light as a wave: $c = \\lambda f$.</p>' });
  expect((await admin.post('/api/admin/auditClass', { id: classId, isPublish: 2 })).body.code).toBe(200);
  school = {
    classId,
    className,
    student: await createUser('Student', admin),
    teacher: (await signIn(teacherUser.email, PASSWORD)).user,
    admin: (await signInAdmin()).user,
  };
}, 120_000);

/**
 * A new page that records every breach of the site's Content-Security-Policy: the `securitypolicyviolation` events
 * of each document it shows (even a breach the page's code catches, such as a probe for `eval`, which Chrome does
 * not write to the console), the console's errors about the policy, and any EvalError.
 */
async function watchedPage(user?: { token: string }): Promise<{ page: Page; breaches: () => Promise<string[]> }> {
  const page = await browser.newPage();
  const seen: string[] = [];
  await page.exposeFunction('e2eReportBreach', (breach: string) => seen.push(breach));
  await page.addInitScript(() => {
    const scope = globalThis as any;
    scope.document.addEventListener('securitypolicyviolation', (event: any) =>
      scope.e2eReportBreach(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${scope.location.pathname}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|EvalError/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (error.name === 'EvalError') seen.push(String(error));
  });
  if (user) await signInPage(page, user);
  // Violation events are dispatched as tasks of their own: give the page's last ones a moment to arrive.
  const breaches = async () => {
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    return seen;
  };
  return { page, breaches };
}

/** Opens a path and waits for what shows it has loaded. */
async function visit(page: Page, path: string, loaded: () => Promise<unknown>) {
  await page.goto(path);
  await loaded();
}

/** Types a formula into the rich-text editor named `editorName` and inserts it, typeset by MathJax in the editor. */
async function insertFormula(page: Page, editorName: string) {
  const editor = page.getByRole('textbox', { name: editorName });
  await editor.waitFor();
  await page.getByRole('toolbar', { name: `${editorName} formatting` }).getByRole('button', { name: 'Insert formula' }).click();
  await page.getByRole('textbox', { name: 'Formula in TeX' }).fill('E = mc^2');
  await page.getByRole('img', { name: 'Preview of E = mc^2' }).locator('mjx-container').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
  await editor.locator('mjx-container').first().waitFor();
}

/**
 * The policy (gateway/src/content-security-policy.ts, its header proven by gateway/test/content-security-policy) allows
 * no `eval`: nothing the site runs may need it.
 */
describe('no page breaches the site\'s Content-Security-Policy', () => {
  test('a visitor: the home page, a class page with maths, sign up, then signing in through /login as a student: the profile, My Classes, class register and the cart', async () => {
    const { page, breaches } = await watchedPage();
    await visit(page, '/', () => page.getByRole('heading', { name: school.className, exact: true }).waitFor());
    await visit(page, `/class/${school.classId}`, () => page.getByText('Sign in to check price').waitFor());
    await visit(page, '/register', () => page.getByLabel('Parent Email').waitFor());
    await visit(page, '/resetPassword', () => page.getByRole('heading', { name: 'Reset Password' }).waitFor());
    await visit(page, '/login', () => page.getByRole('heading', { name: 'Sign In' }).waitFor());

    await page.getByLabel('Email Address').fill(school.student.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/myclasses');
    await page.getByText('You have no classes yet.').waitFor();

    // Signed in as the student now: their screens.
    await visit(page, '/profile', () => page.getByLabel('School').waitFor());
    await visit(page, `/classRegister/${school.classId}`, () => waitForArea(page, 'mf_learning'));
    await visit(page, '/cart', () => waitForArea(page, 'mf_learning'));

    expect(await breaches()).toEqual([]);
  });

  test('a teacher: the class list, and a formula typed into the class introduction\'s rich-text editor', async () => {
    const { page, breaches } = await watchedPage(school.teacher);
    await visit(page, '/teach/classlist', () => page.getByRole('row', { name: new RegExp(school.className) }).waitFor());
    await visit(page, `/teach/class/${school.classId}/edit`, () => page.getByRole('heading', { name: 'Edit Class' }).waitFor());
    await insertFormula(page, 'Introduction');
    await visit(page, `/teach/class/${school.classId}/addStudent`, () => waitForArea(page, 'mf_teaching'));

    expect(await breaches()).toEqual([]);
  });

  test('the admin: users, a user\'s edit page, and Audit Class with a formula and the drawing board in its editor', async () => {
    const { page, breaches } = await watchedPage(school.admin);
    await visit(page, '/admin/userlist', () => page.getByLabel('Search users').waitFor());
    await visit(page, `/admin/user/${school.student._id}/edit`, () => page.getByRole('heading', { name: 'Edit User' }).waitFor());
    await visit(page, '/admin/auditClass', () => page.getByRole('row', { name: new RegExp(school.className) }).waitFor());
    await insertFormula(page, 'Home introduction');
    await page.getByRole('toolbar', { name: 'Home introduction formatting' }).getByRole('button', { name: 'Drawing board' }).click();
    await page.getByRole('dialog', { name: 'Drawing board' }).getByRole('img', { name: 'Drawing area' }).waitFor();

    expect(await breaches()).toEqual([]);
  });
});
