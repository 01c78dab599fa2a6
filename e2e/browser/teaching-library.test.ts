import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '@tp/test-kit';
import { signInAdmin } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { eventually } from '../support/school';
import { chooseOption } from '../support/select';
import { newTeacher, openTeaching } from '../support/teaching';

const browser = useBrowser();

async function created(call: Promise<{ body: { code: number; msg: string; result: any } }>) {
  const { body } = await call;
  expect(body.code, body.msg).toBe(200);
  return body.result;
}

/** A question of the teacher's, written through the question calls and filed where `fields` say. */
async function question(api: ApiClient, fields: Record<string, unknown>) {
  const blank = await created(api.post('/api/teacher/createQuestion', { language: 'en' }));
  return created(api.put('/api/teacher/updateQuestion', { ...blank, correctAnswer: 'A', ...fields }));
}

/** The names in the question list. */
const listedNames = (page: Page) => page.locator('.tp-library-browser-list tbody tr.ant-table-row td:first-child').allTextContents();

describe('/teacher/library', () => {
  test('a bound teacher sees the tree and the questions filed at each node, filters by source, and opens their own in a new tab', async () => {
    const { api: admin } = await signInAdmin();
    const [{ user, api: teacher }, { api: colleague, user: colleagueUser }] = await Promise.all([newTeacher(), newTeacher()]);
    const tag = randomBytes(3).toString('hex');
    const library = await created(admin.post('/api/admin/createLibrary', { name: `Physics ${tag}` }));
    const kinematics = await created(admin.post('/api/admin/createChapter', { name: 'Kinematics', libraryId: library._id }));
    await created(admin.post('/api/admin/createChapter', { name: 'Optics', libraryId: library._id }));
    const projectiles = await created(admin.post('/api/admin/createSection', { name: 'Projectiles', chapterId: kinematics._id, libraryId: library._id }));
    // question-bank learns of new teachers from identity's events: bind once it knows them.
    for (const id of [user._id, colleagueUser._id]) {
      await eventually(async () => (await admin.post('/api/admin/bindTeacherToLibrary', { teacherId: id, libraryId: library._id })).body.code === 200, 'the teacher bound');
    }
    const source = await created(teacher.post('/api/teacher/createSource', { name: `Halliday ${tag}` }));
    const filing = { libraryId: library._id, chapterId: kinematics._id };
    const launch = await question(teacher, { ...filing, sectionId: projectiles._id, name: `Launch angle ${tag}`, source: source._id, qText: '<p>At what angle does $v_0$ go furthest?</p>' });
    await question(teacher, { ...filing, name: `Uniform motion ${tag}` });
    const theirs = await question(colleague, { ...filing, name: `Colleague's ${tag}` });

    const page = await openTeaching(browser, user, '/teacher/library');
    await page.getByRole('heading', { name: 'My Library' }).waitFor();
    await page.getByText('Choose a library, chapter or section.').waitFor();

    await page.getByRole('treeitem', { name: 'Kinematics' }).click();
    await expect.poll(() => listedNames(page)).toEqual([theirs.name, `Uniform motion ${tag}`, launch.name]);
    await page.getByRole('cell', { name: 'At what angle does $v_0$ go furthest?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const edit = page.getByRole('link', { name: `Edit ${launch.name}` });
    expect(await edit.getAttribute('href')).toBe(`/teach/question/${launch._id}/edit`);
    expect(await edit.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('button', { name: `Edit ${theirs.name} (not yours)` }).isDisabled()).toBe(true);

    await page.getByRole('treeitem', { name: 'Projectiles' }).click();
    await expect.poll(() => listedNames(page)).toEqual([launch.name]);

    await page.getByRole('treeitem', { name: `Physics ${tag}` }).click();
    await expect.poll(() => listedNames(page)).toHaveLength(3);
    await chooseOption(page, 'Source', source.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => listedNames(page)).toEqual([launch.name]);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => listedNames(page)).toHaveLength(3);

    await page.getByRole('treeitem', { name: 'Optics' }).click();
    await page.getByText('No Question').waitFor();
  });
});
