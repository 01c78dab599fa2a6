import { describe, expect, test } from 'vitest';
import type { Response } from 'playwright-core';
import { signInPage, useBrowser } from '../support/browser';
import { CHOICE_QUESTION, publishedHomework, TEXT_QUESTION } from '../support/exercise-school';

const browser = useBrowser();

/**
 * Found only in the code of the editor's formula dialog and of its drawing board: the lookup of their accessible
 * names' texts (the texts themselves, in both languages, come with the editor).
 */
const FORMULA_DIALOG_CODE = '("formulaInTex")';
const DRAWING_BOARD_CODE = '("drawingArea")';

describe('the exercise screen\'s first load (docs/decisions/025)', () => {
  test('the first question with its editor loads neither the formula dialog nor the drawing board; each loads when opened, the question unmoved', async () => {
    const school = await publishedHomework({ questions: [TEXT_QUESTION, CHOICE_QUESTION] });
    // A first visit: an empty HTTP cache.
    const page = await browser.newPage({ fresh: true });
    await signInPage(page, school.studentSession);
    const scripts: { response: Response; code: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ response, code: response.text().catch(() => '') });
    });
    const loadedSoFar = async (text: string) => (await Promise.all(scripts.map(({ code }) => code))).filter((code) => code.includes(text)).length;

    await page.goto(`/student/exerciseEdit/${school.exerciseId}`);
    await page.getByRole('button', { name: 'Start' }).click();
    const heading = page.getByRole('heading', { name: 'Question 1 of 2' });
    await heading.waitFor();
    await page.getByRole('textbox', { name: 'Your working' }).waitFor();
    await page.locator('.tp-question-text mjx-container').waitFor();
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;
    const bytes = await Promise.all(scripts.map(async ({ response }) => (await response.request().sizes()).responseBodySize));
    console.log(`First question with its editor: ${firstLoad} scripts, ${(bytes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB gzip`);
    expect(await loadedSoFar(FORMULA_DIALOG_CODE)).toBe(0);
    expect(await loadedSoFar(DRAWING_BOARD_CODE)).toBe(0);
    // Where the question is on the page (not in the window: focusing the editor may scroll it).
    const top = () => heading.evaluate((element) => element.getBoundingClientRect().top + (globalThis as unknown as { scrollY: number }).scrollY);
    const where = await top();

    const toolbar = page.getByRole('toolbar', { name: 'Your working formatting' });
    await toolbar.getByRole('button', { name: 'Insert formula' }).click();
    await page.getByRole('textbox', { name: 'Formula in TeX' }).waitFor();
    expect(await loadedSoFar(FORMULA_DIALOG_CODE)).toBe(1);
    expect(await top()).toBe(where);
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Formula in TeX' }).waitFor({ state: 'hidden' });

    expect(await loadedSoFar(DRAWING_BOARD_CODE)).toBe(0);
    await toolbar.getByRole('button', { name: 'Drawing board' }).click();
    await page.getByRole('img', { name: 'Drawing area' }).waitFor();
    expect(await loadedSoFar(DRAWING_BOARD_CODE)).toBe(1);
    expect(await top()).toBe(where);
    expect(scripts.length).toBeGreaterThan(firstLoad);
  });
});
