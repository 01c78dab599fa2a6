import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '@tp/test-kit';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { afterMessage } from '../support/messages';
import { chooseOption } from '../support/select';
import { newTeacher, openTeaching } from '../support/teaching';
import { animationsDone, settledDialog } from '../support/page-probes';

const browser = useBrowser();

/** A single-choice question with maths, named so the transfer list shows it. */
async function question(api: ApiClient, name: string) {
  const created = await api.post('/api/teacher/createQuestion', { language: 'en' });
  expect(created.body.code).toBe(200);
  const saved = await api.put('/api/teacher/updateQuestion', {
    _id: created.body.result._id, name, qText: `<p>${name}: solve $x^2 = 4$</p>`,
    answerA: '<p>$x = \\pm 2$</p>', answerB: '<p>$x = 2$</p>', answerC: '<p>$x = 4$</p>', answerD: '<p>none</p>', correctAnswer: 'A',
  });
  expect(saved.body.code).toBe(200);
  return created.body.result._id as string;
}

/** The question names of the homework's order table, top to bottom. */
const orderShown = (page: Page) =>
  page.locator('.tp-homework-edit-order tbody tr:not(.ant-table-placeholder) td:nth-child(2)').allTextContents();

describe('Homework: a teacher builds an exam and attaches it to a class', () => {
  test('create, exam of 45 minutes, questions through the transfer list, reorder, save, preview, add to a class; a rename follows', async () => {
    const { user, api } = await newTeacher();
    const tag = Date.now().toString(36);
    const names = ['Alpha', 'Beta', 'Gamma'].map((label) => `${label} ${tag}`);
    const questionIds: string[] = [];
    for (const name of names) questionIds.push(await question(api, name));
    const classId = (await api.post('/api/teacher/createClassByTeacher', { language: 'en' })).body.result._id as string;
    expect((await api.post('/api/teacher/updateClassIntro', { _id: classId, name: `Algebra ${tag}` })).body.code).toBe(200);

    // My HomeWorks: empty at first; Create opens the new homework's edit page.
    const page = await openTeaching(browser, user, '/teach/hwlist');
    await page.getByRole('heading', { name: 'My HomeWorks' }).waitFor();
    await page.getByText('No Homeworks found, change language or search again').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await afterMessage(page, 'Create Homework successfully', () => page.getByRole('button', { name: 'Create Homework' }).click());
    await page.getByRole('heading', { name: 'Edit Home Work' }).waitFor();
    const homeworkId = /\/teach\/hw\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
    expect(homeworkId).not.toBe('');

    // Name, exam switch and its duration.
    await page.getByRole('textbox', { name: 'Name' }).fill(`Exam ${tag}`);
    expect(await page.getByRole('combobox', { name: 'Exam duration' }).count()).toBe(0);
    await page.getByRole('switch', { name: 'Exam' }).click();
    await chooseOption(page, 'Exam duration', '45 minutes');

    // The transfer list: the three questions move into the homework, one batch add each, in the order picked.
    const available = page.locator('.ant-transfer-section').first();
    for (const name of names) {
      await available.getByText(name, { exact: true }).click();
      await page.getByRole('button', { name: /Add$/ }).click();
      await expect.poll(() => orderShown(page)).toContain(name);
    }
    expect(await orderShown(page)).toEqual(names);

    // Reorder: the first cannot move up, the last cannot move down; Gamma moves up twice.
    expect(await page.getByRole('button', { name: `Move ${names[0]} up` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Move ${names[2]} down` }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: `Move ${names[2]} up` }).click();
    await expect.poll(() => orderShown(page)).toEqual([names[0], names[2], names[1]]);
    await page.getByRole('button', { name: `Move ${names[2]} up` }).click();
    await expect.poll(() => orderShown(page)).toEqual([names[2], names[0], names[1]]);

    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save' }).click());
    const saved = (await api.post('/api/user/getHWById', { id: homeworkId })).body.result;
    expect(saved).toMatchObject({ name: `Exam ${tag}`, isExam: true, examDuration: 45, numQuestions: 3 });
    expect(saved.questionList.map((q: { _id: string }) => q._id)).toEqual([questionIds[2], questionIds[0], questionIds[1]]);
    expect(await seriousViolations(page)).toEqual([]);

    // Preview: the questions in order, maths typeset.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = await settledDialog(page, `Preview: Exam ${tag}`);
    await preview.getByRole('region', { name: 'Question 1' }).getByText(`${names[2]}: solve`).waitFor();
    await preview.locator('mjx-container').first().waitFor();
    expect(await preview.getByRole('region', { name: 'Question 3' }).textContent()).toContain(names[1]);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    // Add Homework to class: empty at first, then listed with its exam tag and a link to its correction page.
    const content = await openTeaching(browser, user, `/teach/class/${classId}/addContent`);
    await content.getByRole('heading', { name: 'Add Homework to class' }).waitFor();
    await content.getByText('No HomeWork added.').waitFor();
    await chooseOption(content, 'Homework', `Exam ${tag}`);
    await afterMessage(content, 'Add success', () => content.getByRole('button', { name: 'Add', exact: true }).click());
    // exact: the exam's row also has 'Live monitor of Exam …'.
    const link = content.getByRole('link', { name: `Exam ${tag}`, exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/teacher/correctionExercise/${classId}/${homeworkId}`);
    const row = content.getByRole('row').filter({ has: link });
    await row.getByText('Exam', { exact: true }).waitFor();
    await row.getByText('Published', { exact: true }).waitFor();
    // Audited once the success message has gone: half faded in, its text reads as too faint.
    await content.getByText('Add success').waitFor({ state: 'hidden' });
    expect(await seriousViolations(content)).toEqual([]);

    // Renamed in question-bank: the class's list follows (homework.changed).
    expect((await api.post('/api/teacher/updateHW', { _id: homeworkId, name: `Final ${tag}` })).body.code).toBe(200);
    await expect
      .poll(async () => {
        await content.reload();
        // The list has drawn once either name shows.
        await content.getByRole('link', { name: new RegExp(`^(Exam|Final) ${tag}$`) }).waitFor();
        return content.getByRole('link', { name: `Final ${tag}`, exact: true }).count();
      }, { timeout: 20_000 })
      .toBe(1);
  });

  test('My HomeWorks: search, copy and delete after "Are you sure"', async () => {
    const { user, api } = await newTeacher();
    const tag = Date.now().toString(36);
    for (const name of [`Vectors ${tag}`, `Forces ${tag}`]) {
      const id = (await api.post('/api/teacher/createHomeWork', { language: 'en' })).body.result._id as string;
      expect((await api.post('/api/teacher/updateHW', { _id: id, name })).body.code).toBe(200);
    }
    const page = await openTeaching(browser, user, '/teach/hwlist');
    const names = () => page.locator('tbody tr.ant-table-row td:first-child').allTextContents();
    // The first load can take longer than a poll's second on a busy machine: wait for the list itself first.
    await page.locator('tbody tr.ant-table-row').first().waitFor();
    await expect.poll(names).toEqual([`Forces ${tag}`, `Vectors ${tag}`]);

    await page.getByRole('searchbox', { name: 'Search homework' }).fill(`vectors ${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(names).toEqual([`Vectors ${tag}`]);

    await afterMessage(page, 'Create Homework successfully', () => page.getByRole('button', { name: `Copy Vectors ${tag}` }).click());
    await expect.poll(names).toEqual([`Vectors ${tag} (copy)`, `Vectors ${tag}`]);

    await page.getByRole('button', { name: `Delete Vectors ${tag} (copy)` }).click();
    await page.getByText('Are you sure').waitFor();
    await animationsDone(page);
    await afterMessage(page, 'Delete Homework successfully', () => page.getByRole('button', { name: 'Delete', exact: true }).click());
    await expect.poll(names).toEqual([`Vectors ${tag}`]);
    expect((await api.get(`/api/teacher/getHWByTeacher?language=en&name=${tag}`)).body.result.total).toBe(2);

    await page.getByRole('searchbox', { name: 'Search homework' }).fill(`nothing ${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No Homeworks found, change language or search again').waitFor();
  });
});
