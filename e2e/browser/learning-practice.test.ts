import { describe, expect, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { animationsDone, inkedPixelsOfCanvas, settledDialog } from '../support/page-probes';
import { practiceSchool, type PracticeSchool } from '../support/practice-school';

const browser = useBrowser();

/** A text the chart library's bundle holds (G2's tooltip class): whether a page loaded @ant-design/plots. */
const CHART_LIBRARY_MARK = 'g2-tooltip';

/** Watches the scripts a page loads; `chartLoaded()` says whether one of them was the chart library. */
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  return { chartLoaded: async () => (await Promise.all(bodies)).some((body) => body.includes(CHART_LIBRARY_MARK)) };
}

/** How each question of the school is answered right and wrong, found by its text on the page. */
const ANSWERS = [
  { text: 'sum of the angles', right: async (page: Page) => page.getByRole('radio', { name: /^B\./ }).check(), wrong: async (page: Page) => page.getByRole('radio', { name: /^D\./ }).check() },
  {
    text: 'Which of these are prime',
    right: async (page: Page) => {
      await page.getByRole('checkbox', { name: /^A\./ }).check();
      await page.getByRole('checkbox', { name: /^C\./ }).check();
    },
    wrong: async (page: Page) => page.getByRole('checkbox', { name: /^D\./ }).check(),
  },
  { text: 'Expand', right: async (page: Page) => page.getByRole('textbox', { name: 'Your answer' }).fill('(x+1)(x-1)'), wrong: async (page: Page) => page.getByRole('textbox', { name: 'Your answer' }).fill('x^2+1') },
];

/** The question numbered `number` (one more than was done) once it shows, and how to answer it. */
async function shownQuestion(page: Page, number: number) {
  const card = page.getByRole('region', { name: `Question ${number}`, exact: true });
  await card.waitFor();
  const text = await card.textContent();
  return ANSWERS.find((a) => text?.includes(a.text))!;
}

async function audit(page: Page) {
  await animationsDone(page);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('self-practice (Resources)', () => {
  test('a student saves settings, plays (submit, give up, a wrong answer), reports a bug and sees the report\'s pie chart', async () => {
    const s = await practiceSchool();
    const page = await browser.openSignedIn(s.studentSession, '/student/resources', 'mf_learning');
    const scripts = watchScripts(page);

    // PLAY before any setting: a way to SETTINGS.
    await page.getByRole('tab', { name: 'PLAY' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['PLAY', 'HISTORY', 'REPORT', 'HELP', 'SETTINGS']);
    await page.getByRole('button', { name: 'Go to SETTINGS' }).click();

    // SETTINGS: the refusal messages in order, then a library, a source and a difficulty; the count of questions.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please select library', { exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Classroom Student' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Classroom Student' }).isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Libraries' }).click();
    await page.locator('.ant-select-tree').getByText(s.libraryName, { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please select source', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Choose sources' }).click();
    const picker = await settledDialog(page, 'Select Source');
    await picker.getByLabel('Search sources').fill(s.source.name);
    await picker.getByRole('button', { name: 'Search' }).click();
    await picker.getByRole('checkbox', { name: `Choose ${s.source.name}` }).check();
    await audit(page);
    await picker.getByRole('button', { name: 'Select' }).click();
    await page.getByRole('radio', { name: 'Medium (difficulty 3)' }).waitFor();
    await page.getByRole('radio', { name: 'All (difficulty 1–5)' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Save success, There are a total of 3 questions in this setting').waitFor();
    await audit(page);

    // PLAY: an empty Submit is refused; a right answer shows Congrats, the correct answer and the solution, locked.
    await page.getByRole('tab', { name: 'PLAY' }).click();
    await page.getByText('0/3', { exact: true }).waitFor();
    const first = await shownQuestion(page, 1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(first.text === 'Expand' ? 'Please input your answer' : 'Please select your answer', { exact: true }).waitFor();
    await first.right(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Congrats! Your answer is correct.').waitFor();
    const solution = page.getByRole('region', { name: 'Solution', exact: true });
    await solution.getByRole('region', { name: 'The solution' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await solution.getByRole('button', { name: 'Hide solution' }).click();
    expect(await solution.getByRole('region', { name: 'The solution' }).count()).toBe(0);
    await solution.getByRole('button', { name: 'Show solution' }).click();
    await audit(page);

    // Next, then Give Up after the confirmation: the answer shows too.
    await page.getByRole('button', { name: 'Next' }).click();
    const second = await shownQuestion(page, 2);
    expect(second).not.toBe(first);
    await page.getByRole('button', { name: 'Give Up' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure to give up this question?' });
    await confirm.waitFor();
    await animationsDone(page);
    await confirm.getByRole('button', { name: 'Give Up' }).click();
    await page.getByText('You gave up this question. Here is how it goes.').waitFor();

    // Report bug: Other needs text, then 'Report submitted successfully'.
    await page.getByRole('button', { name: 'Report bug' }).click();
    const report = await settledDialog(page, 'Report bug');
    await report.getByRole('radio', { name: 'Other' }).check();
    await report.getByRole('button', { name: 'Submit' }).click();
    await report.getByText('Please input your report content', { exact: true }).waitFor();
    await audit(page);
    await report.getByLabel('Describe the problem').fill('The picture the question mentions is missing.');
    await report.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Report submitted successfully').waitFor();
    await report.waitFor({ state: 'hidden' });

    // The last question answered wrongly; then every question is done.
    await page.getByRole('button', { name: 'Next' }).click();
    const third = await shownQuestion(page, 3);
    await third.wrong(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your answer is incorrect.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('All questions are done!').waitFor();

    // HISTORY: the three answers, each with its detail; no page so far loaded the chart library.
    await page.getByRole('tab', { name: 'HISTORY' }).click();
    await page.getByRole('button', { name: /^Detail of/ }).nth(2).waitFor();
    expect(await page.getByRole('row').count()).toBe(4);
    expect(await scripts.chartLoaded()).toBe(false);

    // REPORT: the setting, the counts, the pie chart (drawn), the records with a detail popup.
    await page.getByRole('tab', { name: 'REPORT' }).click();
    const chart = page.getByRole('img', { name: 'Pie chart: Correct 1, Incorrect 1, Gave up 1' });
    await chart.waitFor();
    await expect.poll(async () => inkedPixelsOfCanvas(chart.locator('canvas').first())).toBeGreaterThan(1000);
    expect(await scripts.chartLoaded()).toBe(true);
    await page.getByText(s.libraryName).first().waitFor();
    await page.getByRole('button', { name: /^Detail of/ }).first().click();
    const detail = page.getByRole('dialog');
    await detail.getByText('Correct answer').waitFor();
    await audit(page);
  });

  test('a student whose classes include no library gets a clear page on PLAY and SETTINGS; HISTORY and HELP still open', async () => {
    const s: PracticeSchool = await practiceSchool([]);
    expect((await s.teacher.post('/api/teacher/updateClassIntro', { _id: s.classId, name: s.name, includeLibrary: false })).body.code).toBe(200);
    const page = await browser.openSignedIn(s.studentSession, '/student/resources', 'mf_learning');
    await page.getByText('No library to practise from yet').waitFor();
    await page.getByRole('tab', { name: 'SETTINGS' }).click();
    await page.getByText('No library to practise from yet').waitFor();
    await page.getByRole('tab', { name: 'HISTORY' }).click();
    await page.getByText('You have not answered a practice question yet.').waitFor();
    await audit(page);
  });
});
