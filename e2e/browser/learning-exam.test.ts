import { describe, expect, test } from 'vitest';
import { signInPage, useBrowser } from '../support/browser';
import { CHOICE_QUESTION, publishedHomework, storedAnswers } from '../support/exercise-school';

const browser = useBrowser();
const HOUR = 3_600_000;

/** Seconds the countdown shows ('Time left mm:ss'). */
function secondsShown(text: string | null): number {
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec(text ?? '') ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

describe('a student sits a timed exam', () => {
  test(
    'a one-minute exam on a computer whose clock is an hour wrong counts down from a minute, finishes by itself and goes back',
    async () => {
      const school = await publishedHomework({ questions: [CHOICE_QUESTION], isExam: true, examDuration: 1 });
      const { classId, exerciseId, student, questionIds } = school;
      const page = await browser.newPage();
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

      await page.getByRole('radio', { name: /^B\./ }).check();
      await page.getByText('Saved', { exact: true }).waitFor();
      // The save's reply corrects the countdown: still about a minute less the time spent, not an hour off.
      expect(secondsShown(await timer.textContent())).toBeGreaterThan(30);

      // At 0 the exercise finishes and the screen goes back to the class's homework.
      await page.waitForURL((url) => url.pathname === `/myHomework/${classId}`, { timeout: 90_000 });
      const view = (await student.get(`/api/user/getExerciseById?id=${exerciseId}`)).body.result as { finishedAt: string | null };
      expect(view.finishedAt).not.toBeNull();
      expect(await storedAnswers(student, exerciseId)).toEqual({ [questionIds[0]!]: 'B' });
      await page.getByRole('link', { name: 'View details' }).waitFor();
    },
    180_000,
  );

  test('an exam whose end has passed cannot start: "The exam has ended."', async () => {
    const school = await publishedHomework({ questions: [CHOICE_QUESTION], isExam: true, examDuration: 1 });
    const page = await browser.openSignedIn(school.studentSession, `/student/exerciseEdit/${school.exerciseId}`, 'mf_learning');
    await page.getByRole('button', { name: 'Start' }).waitFor();
    // Started and run out on the server: the route waits out its minute through the API (no browser).
    expect((await school.student.post('/api/user/startExam', { id: school.exerciseId })).body.code).toBe(200);
    await expect
      .poll(async () => (await school.student.post('/api/user/startExam', { id: school.exerciseId })).body.msg, { timeout: 90_000, interval: 2_000 })
      .toBe('The exam has ended.');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('The exam has ended.', { exact: true }).first().waitFor();
    expect(await page.getByRole('heading', { name: /Question 1/ }).count()).toBe(0);
  }, 150_000);
});
