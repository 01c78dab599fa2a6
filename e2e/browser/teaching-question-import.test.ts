import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { afterMessage } from '../support/messages';
import { newTeacher, openTeaching } from '../support/teaching';

const browser = useBrowser();
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'question-import-e2e-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Clicks Download Template and reads the file the browser saved. */
async function downloadTemplate(page: Page): Promise<ExcelJS.Workbook> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Template' }).click()]);
  expect(download.suggestedFilename()).toBe('question_template.xlsx');
  const saved = path.join(folder, `template-${Date.now()}.xlsx`);
  await download.saveAs(saved);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(saved);
  return workbook;
}

/** The template with its examples replaced by `rows` (in its column order), saved as a file to upload. */
async function filledIn(template: ExcelJS.Workbook, name: string, rows: unknown[][]): Promise<string> {
  const sheet = template.getWorksheet('Questions')!;
  for (const r of [2, 3, 4]) sheet.getRow(r).eachCell((cell) => (cell.value = null));
  rows.forEach((row, i) => (sheet.getRow(2 + i).values = row as ExcelJS.CellValue[]));
  const file = path.join(folder, name);
  await writeFile(file, Buffer.from(await template.xlsx.writeBuffer()));
  return file;
}

/** Chooses the file for Batch Create, with the upload slowed down so its progress can be seen. */
async function batchCreate(page: Page, file: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 4 * 1024 });
  await page.locator('.tp-question-import input[type=file]').setInputFiles(file);
}

describe('/teach/questionlist: questions from a spreadsheet', () => {
  test('a teacher downloads the template, fills it in, uploads it, sees the progress and then the questions in the list', async () => {
    const { user, api } = await newTeacher();
    const tag = Date.now().toString(36);
    const page = await openTeaching(browser, user, '/teach/questionlist');
    await page.getByText('No question found, change language or search again').waitFor();

    const template = await downloadTemplate(page);
    expect(template.worksheets.map((s) => s.name)).toEqual(['Questions', 'How to fill in', 'Correct answers']);
    expect(template.getWorksheet('Questions')!.getCell('J1').value).toBe('Correct answer');
    const file = await filledIn(template, 'mine.xlsx', [
      [`Roots ${tag}`, 'Single choice', 4, 'Which $x$ solves $x^2 = 9$ with $x > 0$?', '$1$', '$3$', '$9$', '$-3$', null, 'B', 2, '$3^2 = 9$'],
      // Text that does not compress, so the upload takes a moment on the slowed network.
      [`Padding ${tag}`, 'Free text', null, `What is the last character of ${randomBytes(6000).toString('hex')}?`, null, null, null, null, null, 'c', 4],
    ]);

    await afterMessage(page, 'Add success: 2 questions added', async () => {
      await batchCreate(page, file);
      await page.getByRole('progressbar').waitFor();
      await page.getByRole('status').filter({ hasText: 'Importing…' }).waitFor();
    });

    await page.getByRole('link', { name: `Roots ${tag}` }).first().waitFor();
    await page.getByRole('link', { name: `Padding ${tag}` }).first().waitFor();
    const list = (await api.post('/api/teacher/getQuestionsByTeacher', { name: tag, language: 'en' })).body.result;
    expect(list.total).toBe(2);
    expect(list.list.find((q: { name: string }) => q.name === `Roots ${tag}`)).toMatchObject({ isChoice: 0, correctAnswer: 'B', difficuty: 2 });
  });

  test('a file with problems lists every one by row and column, and adds nothing; a file that is not .xlsx is refused at once', async () => {
    const { user, api } = await newTeacher();
    const tag = Date.now().toString(36);
    const page = await openTeaching(browser, user, '/teach/questionlist');
    await page.getByText('No question found, change language or search again').waitFor();
    const file = await filledIn(await downloadTemplate(page), 'bad.xlsx', [
      [`Fine ${tag}`, 'Free text', null, 'Fine?', null, null, null, null, null, 'yes'],
      [`Bad ${tag}`, 'Single choice', 4, 'Which?', 'a', 'b', 'c', 'd', null, 'F', 9],
    ]);

    await page.locator('.tp-question-import input[type=file]').setInputFiles(file);

    const dialog = page.getByRole('dialog', { name: 'The file was not imported' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('list', { name: 'Problems of the file' }).getByRole('listitem').allTextContents()).toEqual([
      'Row 3, Correct answer: F is not one of A–D',
      'Row 3, Difficulty: must be a whole number from 1 to 5',
    ]);
    await dialog.getByText('The file was not imported: 2 problems. Nothing was created.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api.post('/api/teacher/getQuestionsByTeacher', { name: tag, language: 'en' })).body.result.total).toBe(0);

    const csv = path.join(folder, 'questions.csv');
    await writeFile(csv, 'Name,Type\nq,Free text\n');
    await afterMessage(page, 'Please upload excel file!', () => page.locator('.tp-question-import input[type=file]').setInputFiles(csv));
    await page.getByText('No question found, change language or search again').waitFor();
  });
});
