import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { CHOICE_QUESTION, publishedHomework, storedAnswers, TEXT_QUESTION } from '../support/exercise-school';
import { animationsDone, settledDialog } from '../support/page-probes';

/** The homework's row in the class's homework table (the progress chart's table for screen readers names it too). */
const homeworkRow = (page: Page, name: string) => page.locator('tr.ant-table-row', { hasText: name });

const browser = useBrowser();

describe('a student does homework', () => {
  test('from My Classes to View details: Check Solution, the working, Submit All Solutions, then the detail with the solution', async () => {
    const school = await publishedHomework({ questions: [CHOICE_QUESTION, TEXT_QUESTION] });
    const { classId, name: className, homeworkName, exerciseId, student, questionIds } = school;
    const page = await browser.openSignedIn(school.studentSession, '/myclasses', 'mf_learning');

    // My Classes → the class's homework, with its bulletin.
    await page.getByRole('row', { name: new RegExp(className) }).getByRole('link', { name: 'start learning' }).click();
    await page.waitForURL((url) => url.pathname === `/myHomework/${classId}`);
    await page.getByText('Quiz on').waitFor();
    const row = homeworkRow(page, homeworkName);
    await row.waitFor();
    expect(await row.textContent()).toContain('0/2');
    await row.getByRole('button', { name: 'Undo' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The intro, then question 1: an empty Check Solution is refused, a right one shows Congrats and the solution.
    await row.getByRole('link', { name: 'start learning' }).click();
    await page.waitForURL((url) => url.pathname === `/student/exerciseEdit/${exerciseId}`);
    await page.getByText('Questions').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: 'Question 1 of 2' }).waitFor();
    await page.getByRole('button', { name: 'Check Solution' }).click();
    await page.getByText('Please select your answer', { exact: true }).waitFor();
    await page.getByRole('radio', { name: /^B\./ }).check();
    await page.getByRole('button', { name: 'Check Solution' }).click();
    await page.getByText('Congrats! Your answer is correct.').waitFor();
    await page.getByText('metres per second').waitFor();
    expect(await page.getByRole('radio', { name: /^A\./ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Check Solution' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Submit All Solutions with question 2 blank asks first: the summary lists it, focus is inside, and its number
    // goes to it (nothing finished).
    await page.getByRole('button', { name: 'Submit All Solutions' }).click();
    const summary = await settledDialog(page, 'Submit all solutions?');
    await summary.getByText('You have answered 1 of 2 questions.', { exact: false }).waitFor();
    expect(await summary.evaluate((element: any) => element.contains(element.ownerDocument.activeElement))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await summary.getByRole('list', { name: 'Not answered:' }).getByRole('button', { name: 'Question 2' }).click();
    await summary.waitFor({ state: 'hidden' });

    // Question 2: free text and the working in the 300 px editor; an empty check says what is missing.
    await page.getByRole('heading', { name: 'Question 2 of 2' }).waitFor();
    await page.getByRole('button', { name: 'Check Solution' }).click();
    await page.getByText('Please input your answer', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Your answer' }).fill('42');
    const working = page.getByRole('textbox', { name: 'Your working' });
    await working.click();
    await page.keyboard.type('six times seven');
    const height = await page.locator('.tp-rich-text-editor .ql-container').evaluate((element: any) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(295);
    await page.getByText('Saved', { exact: true }).waitFor();

    // Submit All Solutions, confirmed, saves the last change, finishes, and goes back to the class's homework.
    await page.getByRole('button', { name: 'Submit All Solutions' }).click();
    const allAnswered = await settledDialog(page, 'Submit all solutions?');
    await allAnswered.getByText('Submit all 2 answers? You cannot change them afterwards.').waitFor();
    await allAnswered.getByRole('button', { name: 'Submit all and finish' }).click();
    await page.waitForURL((url) => url.pathname === `/myHomework/${classId}`);
    const done = homeworkRow(page, homeworkName);
    await done.getByRole('link', { name: 'View details' }).waitFor();
    expect(await done.textContent()).toContain('2/2');
    expect(await done.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(await storedAnswers(student, exerciseId)).toEqual({ [questionIds[0]!]: 'B', [questionIds[1]!]: '42' });

    // View details: each question, the answer and its working, the mark, and (for a student) the solution.
    await done.getByRole('link', { name: 'View details' }).click();
    await page.waitForURL((url) => url.pathname === `/student/exercise/${exerciseId}`);
    const first = page.getByRole('region', { name: 'Question 1', exact: true });
    await first.getByText('Congrats! Your answer is correct.').waitFor();
    expect(await first.textContent()).toContain('Answer: B');
    await first.getByRole('region', { name: 'Solution of question 1' }).waitFor();
    const second = page.getByRole('region', { name: 'Question 2', exact: true });
    expect(await second.textContent()).toContain('Answer: 42');
    await second.getByRole('region', { name: 'Answer content of question 2' }).getByText('six times seven').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Undo asks first, then clears the answers of a homework', async () => {
    const school = await publishedHomework({ questions: [CHOICE_QUESTION, TEXT_QUESTION] });
    const { classId, homeworkName, exerciseId, student, questionIds } = school;
    expect((await student.post('/api/user/saveExercise', { id: exerciseId, questionId: questionIds[0], answer: 'A', content: '', opId: crypto.randomUUID() })).body.code).toBe(200);
    const page = await browser.openSignedIn(school.studentSession, `/myHomework/${classId}`, 'mf_learning');
    const row = homeworkRow(page, homeworkName);
    await row.getByText('1/2').waitFor();

    await row.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Are you sure you want to undo this homework?').waitFor();
    await animationsDone(page);
    await page.getByRole('button', { name: 'Yes' }).click();
    await row.getByText('0/2').waitFor();
    expect(Object.values(await storedAnswers(student, exerciseId))).toEqual(['', '']);
  });
});
