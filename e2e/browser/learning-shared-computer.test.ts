import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { publishedHomework, storedAnswers, TEXT_QUESTION } from '../support/exercise-school';
import { PASSWORD } from '../support/school';

const browser = useBrowser();

type School = Awaited<ReturnType<typeof publishedHomework>>;

/** What waits in the page's IndexedDB answer queue (feature exercise-take's answer-queue/queue-store), every owner's. */
function queuedEntries(page: Page): Promise<{ ownerId?: string; exerciseId: string; answer: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = (globalThis as any).indexedDB.open('tp-answer-queue');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) return resolve([]);
          const all = db.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

const isSave = (url: URL) => /\/api\/user\/(saveExercise|updateExerciseContent)$/.test(url.pathname);

async function signInThroughForm(page: Page, email: string) {
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/myclasses');
}

async function signOut(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true }).hover();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** My Classes → the class → its homework's exercise, by the links (the page is not loaded again). */
async function openExercise(page: Page, school: School) {
  await page.getByRole('row', { name: new RegExp(school.name) }).getByRole('link', { name: 'start learning' }).click();
  await page.getByRole('row', { name: new RegExp(school.homeworkName) }).getByRole('link', { name: 'start learning' }).click();
  await page.waitForURL((url) => url.pathname === `/student/exerciseEdit/${school.exerciseId}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('heading', { name: 'Question 1 of 1' }).waitFor();
}

describe('two students on one browser', () => {
  test("the second student's page neither sends nor drops the first one's unsent answer; the first gets it through when he is back", async () => {
    const [a, b] = await Promise.all([publishedHomework({ questions: [TEXT_QUESTION] }), publishedHomework({ questions: [TEXT_QUESTION] })]);
    const answerOfA = `A wrote ${a.exerciseId.slice(-6)}`;
    const answerOfB = `B wrote ${b.exerciseId.slice(-6)}`;
    const page = await browser.newPage();
    const savesWithAnswerOfA: string[] = []; // the Authorization header of each
    page.on('request', (request) => {
      if (isSave(new URL(request.url())) && request.postData()?.includes(answerOfA)) savesWithAnswerOfA.push(request.headers().authorization ?? '');
    });

    // A answers while his saves are cut, and signs out: the answer waits on the device.
    await page.goto('/login');
    await signInThroughForm(page, a.studentUser.email);
    const tokenOfA = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo')!) as { token: string }).token);
    await page.route(isSave, (route) => route.abort('internetdisconnected'));
    await openExercise(page, a);
    await page.getByRole('textbox', { name: 'Your answer' }).fill(answerOfA);
    await page.getByText('Offline', { exact: true }).waitFor();
    await signOut(page, a.studentUser.name);
    await page.unroute(isSave);

    // B signs in on the same page and answers his own exercise: his answer goes through, A's is not sent and stays.
    await signInThroughForm(page, b.studentUser.email);
    await openExercise(page, b);
    await page.getByRole('textbox', { name: 'Your answer' }).fill(answerOfB);
    await expect.poll(async () => (await storedAnswers(b.student, b.exerciseId))[b.questionIds[0]!]).toBe(answerOfB);
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(savesWithAnswerOfA.length).toBeGreaterThan(0);
    expect(savesWithAnswerOfA.every((authorization) => authorization === `Bearer ${tokenOfA}`)).toBe(true);
    expect(await queuedEntries(page)).toEqual([expect.objectContaining({ ownerId: a.studentUser._id, exerciseId: a.exerciseId, answer: answerOfA })]);
    expect((await storedAnswers(a.student, a.exerciseId))[a.questionIds[0]!]).toBe('');

    // A is back: his exercise opens with the answer and the queue sends it.
    await signOut(page, b.studentUser.name);
    await signInThroughForm(page, a.studentUser.email);
    await openExercise(page, a);
    await expect.poll(async () => (await storedAnswers(a.student, a.exerciseId))[a.questionIds[0]!]).toBe(answerOfA);
    await expect.poll(() => queuedEntries(page)).toEqual([]);
    expect(await page.getByRole('textbox', { name: 'Your answer' }).inputValue()).toBe(answerOfA);
  }, 180_000); // two schools to make and three sign-ins: over a minute on a busy machine
});
