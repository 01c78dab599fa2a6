import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { gateway, signInAdmin } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { afterMessage } from '../support/messages';
import { animationsDone, settledDialog } from '../support/page-probes';
import { chooseOption } from '../support/select';
import { createUser, eventually } from '../support/school';
import { newTeacher } from '../support/teaching';

const browser = useBrowser();

interface Library { _id: string; name: string; teacher: { _id: string; name: string }[]; chapter: { name: string; section: { name: string }[] }[] }

/** Fills the open name dialog titled `title` and saves it. */
async function nameIt(page: Page, title: string, label: string, name: string, msg: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: label }).fill(name);
  await afterMessage(page, msg, () => dialog.getByRole('button', { name: 'Save' }).click());
  await dialog.waitFor({ state: 'detached' });
}

/** The tree row (library, chapter or section) named `name`: its accessible name starts with its expand button. */
function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row', { name: new RegExp(`^(Expand|Collapse) row ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
}
async function expand(page: Page, name: string) {
  await rowOf(page, name).getByRole('button', { name: 'Expand row' }).click();
}

describe('/admin/library', () => {
  test('the admin builds a tree, renames and reorders it, binds a teacher, sets Max Resources and deletes a section', async () => {
    const { user, api } = await signInAdmin();
    const teacher = await createUser('Teacher', api);
    // question-bank learns of the new teacher from identity's event: wait until it would accept the binding.
    const probe = (await api.post('/api/admin/createLibrary', { name: `Probe ${randomBytes(3).toString('hex')}` })).body.result._id as string;
    await eventually(async () => (await api.post('/api/admin/bindTeacherToLibrary', { teacherId: teacher._id, libraryId: probe })).body.code === 200, 'question-bank to know the teacher');
    await api.post('/api/admin/deleteLibrary', { id: probe });

    const page = await browser.openSignedIn(user, '/admin/library', 'mf_admin');
    await page.getByRole('heading', { name: 'Library', exact: true }).waitFor();
    const libraryName = `Mechanics ${randomBytes(3).toString('hex')}`;

    await page.getByRole('button', { name: 'Add Library' }).click();
    await nameIt(page, 'Add Library', 'Library name', libraryName, 'Add success');
    await expand(page, libraryName);
    await page.getByText('No chapter found').first().waitFor();

    for (const chapter of ['Kinematics', 'Dynamics']) {
      await page.getByRole('button', { name: `Add chapter to library ${libraryName}` }).click();
      await nameIt(page, `Add chapter to ${libraryName}`, 'Chapter name', chapter, 'Add success');
    }
    await expand(page, 'Kinematics');
    await page.getByText('No section found').first().waitFor();
    await page.getByRole('button', { name: 'Add section to chapter Kinematics' }).click();
    await nameIt(page, 'Add section to Kinematics', 'Section name', 'Projectiles', 'Add success');
    await page.getByRole('cell', { name: 'Projectiles', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit chapter Dynamics' }).click();
    await nameIt(page, 'Edit chapter Dynamics', 'Chapter name', 'Forces', 'Successfully saved');
    await page.getByRole('cell', { name: 'Forces', exact: true }).waitFor();

    const library = async () => ((await api.get('/api/user/getLibrary')).body.result.list as Library[]).find((l) => l.name === libraryName)!;
    const chapters = async () => (await library()).chapter.map((c) => c.name);
    const shownChapters = () => page.getByRole('cell', { name: /^(Kinematics|Forces)$/ }).allTextContents();
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Move chapter Forces up' }).click());
    await expect.poll(shownChapters).toEqual(['Forces', 'Kinematics']);
    expect(await chapters()).toEqual(['Forces', 'Kinematics']);
    // The first moving up stays first, and that is not an error.
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Move chapter Forces up' }).click());
    expect(await shownChapters()).toEqual(['Forces', 'Kinematics']);
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Move chapter Forces down' }).click());
    await expect.poll(shownChapters).toEqual(['Kinematics', 'Forces']);

    await page.getByRole('button', { name: `Bind Teacher to ${libraryName}` }).click();
    const bindDialog = await settledDialog(page, `Bind a teacher to ${libraryName}`);
    await chooseOption(page, 'Teacher', `${teacher.name} (${teacher.email})`, teacher.email);
    await afterMessage(page, 'Add success', () => bindDialog.getByRole('button', { name: 'Bind' }).click());
    await page.getByRole('button', { name: `Unbind ${teacher.name} from ${libraryName}` }).waitFor();
    expect((await library()).teacher).toEqual([{ _id: teacher._id, name: teacher.name }]);

    const maxInput = page.getByRole('textbox', { name: 'Max Resources' });
    await maxInput.fill('twelve');
    await page.getByRole('button', { name: 'Save max resources' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Please enter a number' }).count()).toBe(1);
    await maxInput.fill('12');
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save max resources' }).click());
    expect((await gateway().get('/api/public/getResourceBase')).body.result.maxQuestions).toBe(12);

    await page.getByRole('button', { name: 'Delete section Projectiles' }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: 'Are you sure' });
    await confirm.getByText("Questions filed here stay in their teachers' banks, unfiled.", { exact: false }).waitFor();
    // The confirmation zooms in: a click aimed mid-animation can land beside its button (seen on a loaded machine).
    await animationsDone(page);
    await afterMessage(page, 'Delete success', () => confirm.getByRole('button', { name: 'Delete' }).click());
    await page.getByText('No section found').first().waitFor();
    expect((await library()).chapter).toEqual([{ _id: expect.any(String), name: 'Kinematics', section: [] }, { _id: expect.any(String), name: 'Forces', section: [] }]);
  });
});

describe('/admin/libraryQuestion', () => {
  test("My Library lists the questions filed in the chosen library, read-only; an empty one reads 'No Question'", async () => {
    const { user, api } = await signInAdmin();
    const { user: teacherUser, api: teacher } = await newTeacher();
    const tag = randomBytes(3).toString('hex');
    const library = (await api.post('/api/admin/createLibrary', { name: `Algebra ${tag}` })).body.result;
    expect((await api.post('/api/admin/createLibrary', { name: `Geometry ${tag}` })).body.code).toBe(200);
    const chapter = (await api.post('/api/admin/createChapter', { name: 'Quadratics', libraryId: library._id })).body.result;
    await eventually(async () => (await api.post('/api/admin/bindTeacherToLibrary', { teacherId: teacherUser._id, libraryId: library._id })).body.code === 200, 'the teacher bound');
    const blank = (await teacher.post('/api/teacher/createQuestion', { language: 'en' })).body.result;
    const saved = await teacher.put('/api/teacher/updateQuestion', {
      ...blank, name: `Factor ${tag}`, qText: '<p>Factor $x^2-1$.</p>', isChoice: 2, correctAnswer: '(x-1)(x+1)', difficuty: 4, libraryId: library._id, chapterId: chapter._id,
    });
    expect(saved.body.code, saved.body.msg).toBe(200);

    const page = await browser.openSignedIn(user, '/admin/libraryQuestion', 'mf_admin');
    await page.getByRole('heading', { name: 'My Library' }).waitFor();
    await page.getByRole('treeitem', { name: `Algebra ${tag}` }).click();
    const row = page.getByRole('row', { name: new RegExp(`Factor ${tag}`) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([`Factor ${tag}`, 'Free response', '4', teacherUser.name, 'Factor $x^2-1$.']);
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('treeitem', { name: `Geometry ${tag}` }).click();
    await page.getByText('No Question').waitFor();
  });
});
