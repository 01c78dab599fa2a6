import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { homeworkForClass } from '../support/exam-class';
import { openTeaching } from '../support/teaching';

const browser = useBrowser();
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'gradebook-e2e-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

// The rules (statuses, averages, who may read, the files' contents) are proven by the exercise service's component
// tests; this shows the grid on screen, its link to the correction screen, and the Excel file the browser saves.
describe('the gradebook', () => {
  test('a teacher sees the class as a grid, opens a cell\'s correction screen, and downloads the grid as Excel', async () => {
    const school = await homeworkForClass(2);
    const [done] = school.students;
    // One of two questions answered rightly (the speed of light is B), then handed in: 50 %.
    const saved = await done!.api.post('/api/user/saveExercise', { id: done!.exerciseId, questionId: school.questionIds[0], answer: 'B', content: '' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect((await done!.api.post('/api/user/finishExercise', { id: done!.exerciseId })).body.code).toBe(200);

    const page = await openTeaching(browser, school.teacherSession, `/teach/class/${school.classId}/gradebook`);
    await page.getByRole('heading', { name: 'Gradebook' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(done!.user.name) });
    await row.getByText('Submitted').waitFor();
    expect(await row.locator('td').allTextContents()).toEqual([done!.user.name, 'Submitted50%', '50%']);
    expect(await seriousViolations(page, { include: '.tp-gradebook' })).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^gradebook-.+\.xlsx$/);
    const file = path.join(folder, 'gradebook.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    const rowOf = (name: string) => sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === name)!;
    expect(rowOf(done!.user.name).getCell(3).value).toBe(0.5);
    expect(rowOf(done!.user.name).getCell(3).numFmt).toBe('0%');

    await row.getByRole('link', { name: 'Submitted 50%' }).click();
    await page.waitForURL(`**/teacher/correctionExercise/${school.classId}/${school.homeworkId}`);
    await page.getByRole('heading', { name: 'Correct Exercise' }).waitFor();
  }, 180_000);
});
