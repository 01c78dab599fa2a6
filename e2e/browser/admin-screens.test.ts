import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gateway, signIn, signInAdmin, uniqueEmail } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { createUser, eventually, PASSWORD, teacherWithClass } from '../support/school';
import { afterMessage } from '../support/messages';
import { chooseOption } from '../support/select';
import { animationsDone, settledDialog } from '../support/page-probes';

const browser = useBrowser();

async function openAsAdmin(path: string): Promise<Page> {
  const { user } = await signInAdmin();
  return browser.openSignedIn(user, path, 'mf_admin');
}

async function alertText(page: Page) {
  return (await page.getByRole('alert').first().textContent()) ?? '';
}

async function homeClassNames(): Promise<string[]> {
  const groups = (await gateway().get('/api/public/getHomeClasses?language=en')).body.result.list as { classes: { name: string }[] }[];
  return groups.flatMap((group) => group.classes.map((cls) => cls.name));
}

// The form rules (their order, dependents, what a role change sends) are mf-admin/test/user-rules; who may open the
// screens is mf-admin/test/admin-screens-access; identity's tests hold the server side. Here: one journey per screen.
describe('/admin/userlist and /admin/user/:id/edit', () => {
  test('Create User says what is missing, creates a teacher who can sign in; delete asks "Are you sure" and removes them', async () => {
    const page = await openAsAdmin('/admin/userlist');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = await settledDialog(page, 'Create User');
    const create = dialog.getByRole('button', { name: 'Create' });

    await create.click();
    await expect.poll(() => alertText(page)).toBe('Email is required');
    const email = uniqueEmail('teacher');
    await dialog.getByLabel('Name').fill('Grace Hopper');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm Password').fill(PASSWORD);
    await dialog.locator('label', { hasText: 'Teacher' }).click();
    await expect.poll(() => dialog.getByRole('radio', { name: 'Teacher' }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await afterMessage(page, 'Add success', () => create.click());
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('row', { name: new RegExp(email) }).getByRole('cell', { name: 'Teacher', exact: true }).waitFor();

    const teacher = await browser.newPage();
    await teacher.goto('/login');
    await teacher.getByLabel('Email Address').fill(email);
    await teacher.getByLabel('Password').fill(PASSWORD);
    await teacher.getByRole('button', { name: 'Sign In' }).click();
    await teacher.getByRole('button', { name: 'Grace Hopper' }).waitFor();
    await teacher.getByRole('button', { name: 'Teacher', exact: true }).waitFor();

    await page.getByRole('button', { name: `Delete ${email}` }).click();
    await page.getByText('Are you sure').waitFor();
    await animationsDone(page);
    await afterMessage(page, 'Delete success', () => page.getByRole('button', { name: 'Delete', exact: true }).click());
    await page.getByText('No user found').waitFor();
    expect((await gateway().post('/api/login/authUser', { email, password: PASSWORD })).body.code).not.toBe(200);
  });

  test('editing a parent refuses a bad dependent e-mail; a good one and a new password are saved', async () => {
    const parent = await createUser('Student');
    const child = await createUser('Student');
    const page = await openAsAdmin(`/admin/user/${parent._id}/edit`);
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(parent.email);
    expect(await seriousViolations(page)).toEqual([]);

    await chooseOption(page, 'Role', 'Parent');
    await page.getByLabel('Dependent').fill(`${child.email}; nope`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => alertText(page)).toBe('Dependent email format error');
    await page.getByLabel('Dependent').fill(child.email);
    await page.getByLabel('New Password').fill('changed123');
    await page.getByLabel('Confirm Password').fill('changed123');
    await afterMessage(page, 'Information updated successfully', () => page.getByRole('button', { name: 'Update' }).click());

    const { user } = await signIn(parent.email, 'changed123');
    expect(user).toMatchObject({ role: 'Parent', dependent: child.email });
  });
});

describe('/admin/auditClass', () => {
  test('the home introduction saved here shows on the home page; the toggle features and un-features a class there; order index and delete', async () => {
    const { teacher, classId, name } = await teacherWithClass({ category: 'Math' });
    expect((await teacher.post('/api/teacher/setPublishClass', { id: classId, publish: 1 })).body.code).toBe(200);
    const page = await openAsAdmin('/admin/auditClass');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const editor = page.getByRole('textbox', { name: 'Home introduction' });
    const line = `Welcome to term ${Date.now()}`;
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(line);
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'SAVE' }).click());

    await afterMessage(page, 'Successfully saved', () => row.getByRole('switch', { name: `Featured: ${name}` }).click());
    await eventually(async () => (await homeClassNames()).includes(name), 'the class on the home page');
    const home = await browser.newPage();
    await home.goto('/');
    await home.getByText(line).waitFor();

    await row.getByRole('button', { name: `Order index of ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Order index').fill('7');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await row.getByRole('cell', { name: '7', exact: true }).waitFor();

    await row.getByRole('switch', { name: `Featured: ${name}` }).click();
    await eventually(async () => !(await homeClassNames()).includes(name), 'the class off the home page');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await afterMessage(page, 'Delete success', () => page.getByRole('button', { name: 'Delete', exact: true }).click());
    await row.waitFor({ state: 'detached' });
  });
});
