import { describe, expect, test } from 'vitest';
import { signInPage, useBrowser } from '../support/browser';
import { moveExamEnd } from '../support/exercise-database';
import { CHOICE_QUESTION, publishedHomework, storedAnswers } from '../support/exercise-school';

const browser = useBrowser();
const HOUR = 3_600_000;
/** How far off the end is moved: the time the save below has to reach the server on a busy machine, and no more. */
const SECONDS_LEFT = 12;

/** Seconds the countdown shows ('Time left mm:ss'). */
function secondsShown(text: string | null): number {
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec(text ?? '') ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

describe('a student sits a timed exam', () => {
  test('a one-minute exam on a computer whose clock is an hour wrong counts down from a minute, follows the server\'s end, finishes by itself and goes back', async () => {
    const school = await publishedHomework({ questions: [CHOICE_QUESTION], isExam: true, examDuration: 1 });
    const { classId, exerciseId, student, questionIds } = school;
    // A context of its own: its clock is changed.
    const page = await browser.newPage({ fresh: true });
    // The computer's calendar clock is an hour fast; its timers run as usual.
    await page.clock.setSystemTime(new Date(Date.now() + HOUR));
    await signInPage(page, school.studentSession);
    await page.goto(`/student/exerciseEdit/${exerciseId}`);
    expect(await page.evaluate(() => Date.now())).toBeGreaterThan(Date.now() + HOUR - 60_000);

    await page.getByText('1 minutes').waitFor();
    expect(await page.getByRole('button', { name: 'Check Solution' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Start' }).click();
    const timer = page.getByRole('timer', { name: 'Time left' });
    await timer.waitFor();
    const first = secondsShown(await timer.textContent());
    expect(first).toBeGreaterThan(40);
    expect(first).toBeLessThanOrEqual(60);
    await expect.poll(async () => secondsShown(await timer.textContent())).toBeLessThan(first);

    // The server's end comes sooner (as if most of the minute had gone): the save's reply corrects the countdown to the
    // server's time left, neither the minute the screen was counting nor an hour off.
    const left = await moveExamEnd(exerciseId, SECONDS_LEFT);
    await page.getByRole('radio', { name: /^B\./ }).check();
    await page.getByText('Saved', { exact: true }).waitFor();
    await expect.poll(async () => secondsShown(await timer.textContent())).toBeLessThanOrEqual(Math.ceil(left / 1000));

    // At 0 the exercise finishes and the screen goes back to the class's homework.
    await page.waitForURL((url) => url.pathname === `/myHomework/${classId}`, { timeout: (SECONDS_LEFT + 30) * 1000 });
    const view = (await student.get(`/api/user/getExerciseById?id=${exerciseId}`)).body.result as { finishedAt: string | null };
    expect(view.finishedAt).not.toBeNull();
    expect(await storedAnswers(student, exerciseId)).toEqual({ [questionIds[0]!]: 'B' });
    await page.getByRole('link', { name: 'View details' }).waitFor();
  });

  test('an exam whose end has passed cannot start: "The exam has ended."', async () => {
    const school = await publishedHomework({ questions: [CHOICE_QUESTION], isExam: true, examDuration: 1 });
    const page = await browser.openSignedIn(school.studentSession, `/student/exerciseEdit/${school.exerciseId}`, 'mf_learning');
    await page.getByRole('button', { name: 'Start' }).waitFor();
    // Started elsewhere, and its end already past by the server's clock.
    expect((await school.student.post('/api/user/startExam', { id: school.exerciseId })).body.code).toBe(200);
    await moveExamEnd(school.exerciseId, -1);
    expect((await school.student.post('/api/user/startExam', { id: school.exerciseId })).body.msg).toBe('The exam has ended.');

    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('The exam has ended.', { exact: true }).first().waitFor();
    expect(await page.getByRole('heading', { name: /Question 1/ }).count()).toBe(0);
  });
});
