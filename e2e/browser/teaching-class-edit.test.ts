import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { newTeacher, openTeaching, TINY_PNG } from '../support/teaching';
import { afterMessage } from '../support/messages';

const browser = useBrowser();

/** The ISO instant of a wall-clock time in the page's own time zone (the picker shows and takes local time). */
const localIso = (page: Page, y: number, m: number, d: number, h: number, min: number) =>
  page.evaluate(([y, m, d, h, min]) => new Date(y, m - 1, d, h, min).toISOString(), [y, m, d, h, min] as const);

/** Types a moment into a date-time picker and confirms it with Enter, as a keyboard user does. */
async function typeMoment(page: Page, label: string, text: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(text);
}

async function uploadFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload class image' }).click()]);
  expect(await chooser.element().getAttribute('accept')).toBe('image/*');
  await chooser.setFiles(file);
}

// An end before the start is refused by catalog (its teacher-classes test) and a refused save's message shows on this
// form (teaching-classes' journey).
describe('/teach/class/:id/edit: price, date-times, image and category', () => {
  test('price, a picked date-time, an uploaded image (after a refused file) and a stored custom category are saved and shown again after a reload; a stored time of day survives', async () => {
    const { user, api } = await newTeacher();
    const classId = (await api.post('/api/teacher/createClassByTeacher', { language: 'en' })).body.result._id as string;
    // Off the 20-minute grid on purpose: a time the picker would not offer must still come back untouched.
    const storedEnd = '2026-12-15T10:05:00.000Z';
    expect((await api.post('/api/teacher/updateClassIntro', { _id: classId, name: 'Optics', category: 'Chemistry', endDate: storedEnd })).body.code).toBe(200);
    const page = await openTeaching(browser, user, `/teach/class/${classId}/edit`);
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect.poll(() => category.inputValue()).toBe('Chemistry');

    // The date picker's time column steps by 20 minutes.
    await page.getByLabel('Start Date').click();
    const panel = page.locator('.ant-picker-dropdown:visible');
    await expect.poll(() => panel.getByRole('list').nth(1).getByRole('listitem').allTextContents()).toEqual(['00', '20', '40']);
    await page.keyboard.press('Escape');
    await typeMoment(page, 'Start Date', '2026-09-01 09:40');

    await page.getByRole('spinbutton', { name: 'Price ($)', exact: true }).fill('120.5');
    // A file the server refuses shows its message in the form's alert, and the image is left as it was.
    const imagePath = page.getByRole('textbox', { name: 'Image' });
    await uploadFile(page, { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('The file content does not match its extension.');
    expect(await imagePath.inputValue()).toBe('');
    expect(await page.getByText('No image').isVisible()).toBe(true);
    await uploadFile(page, { name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect.poll(() => imagePath.inputValue()).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]+\.png$/);
    expect(await page.getByRole('img', { name: 'Class image' }).getAttribute('src')).toBe(await imagePath.inputValue());

    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save' }).click());
    const saved = (await api.get(`/api/teacher/getClassById?id=${classId}`)).body.result;
    expect(saved).toMatchObject({ price: 120.5, category: 'Chemistry', startDate: await localIso(page, 2026, 9, 1, 9, 40), endDate: storedEnd, image: await imagePath.inputValue() });

    await page.reload();
    await page.getByRole('heading', { name: 'Edit Class' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Price ($)', exact: true }).inputValue()).toBe('120.50');
    expect(await page.getByLabel('Start Date').inputValue()).toBe('2026-09-01 09:40');
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Chemistry');
    const preview = page.getByRole('img', { name: 'Class image' });
    expect(await preview.getAttribute('src')).toBe(saved.image);
    // Served through the gateway, not only named: the browser decoded the picture.
    await expect.poll(() => preview.evaluate((img) => {
      const picture = img as unknown as { complete: boolean; naturalWidth: number };
      return picture.complete ? picture.naturalWidth : 0;
    })).toBe(1);

    // The class list shows the start with its time of day, in the teacher's zone.
    await page.getByRole('link', { name: 'Back to my classes' }).click();
    await page.getByRole('row', { name: /Optics/ }).getByRole('cell', { name: /^Sep 1, 2026, 9:40\sAM$/ }).waitFor();
  });

  test('Physics and Math are suggested, and any other category is kept as typed', async () => {
    const { user, api } = await newTeacher();
    const classId = (await api.post('/api/teacher/createClassByTeacher', { language: 'en' })).body.result._id as string;
    const page = await openTeaching(browser, user, `/teach/class/${classId}/edit`);
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.click();
    await page.getByTitle('Physics').waitFor();
    await page.getByTitle('Math').click();
    await expect.poll(() => category.inputValue()).toBe('Math');
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save' }).click());
    expect((await api.get(`/api/teacher/getClassById?id=${classId}`)).body.result.category).toBe('Math');

    await category.fill('Astronomy');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api.get(`/api/teacher/getClassById?id=${classId}`)).body.result.category).toBe('Astronomy');
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Astronomy');
  });
});
