import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { newTeacher, openTeaching } from '../support/teaching';
import { afterMessage } from '../support/messages';
import { settledDialog } from '../support/page-probes';

const browser = useBrowser();

async function openPicker(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Select Source' }).click();
  const picker = await settledDialog(page, 'Select Source');
  await picker.waitFor();
  return picker;
}

async function search(picker: Locator, keyword: string) {
  await picker.getByRole('searchbox', { name: 'Search sources' }).fill(keyword);
  await picker.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The rows of the picker's table, header left out. */
const sourceRows = (picker: Locator) => picker.getByRole('row').filter({ has: picker.page().getByRole('checkbox', { name: /^Choose / }) });

// Paging by 10, no Rename or Delete on another teacher's source and a refused deletion's error toast are
// mf-teaching/test/source-picker-modal; question-bank's sources test holds the server's paging and refusals.
describe('Source picker: sources are managed where they are picked', () => {
  test('a new teacher adds, renames, finds and deletes sources in the picker, then picks one into the class', async () => {
    const { user, api } = await newTeacher();
    const tag = Date.now().toString(36);
    const classId = (await api.post('/api/teacher/createClassByTeacher', { language: 'en' })).body.result._id as string;
    const page = await openTeaching(browser, user, `/teach/class/${classId}/edit`);
    const picker = await openPicker(page);
    expect(await picker.getByRole('button', { name: 'Select' }).isDisabled()).toBe(true);

    // Add: Save stays disabled while the name is empty.
    await picker.getByRole('button', { name: 'Add Source' }).click();
    const adding = await settledDialog(page, 'Add Source');
    const addSave = adding.getByRole('button', { name: 'Save' });
    expect(await addSave.isDisabled()).toBe(true);
    await adding.getByRole('textbox', { name: 'Source name' }).fill('   ');
    expect(await addSave.isDisabled()).toBe(true);
    await adding.getByRole('textbox', { name: 'Source name' }).fill(`Kinematics drills ${tag}`);
    await afterMessage(page, 'Add success', () => addSave.click());
    await adding.waitFor({ state: 'detached' });
    await picker.getByRole('cell', { name: `Kinematics drills ${tag}`, exact: true }).waitFor();

    // The same name again is refused by the server; its message shows in the dialog.
    await picker.getByRole('button', { name: 'Add Source' }).click();
    await adding.getByRole('textbox', { name: 'Source name' }).fill(`KINEMATICS DRILLS ${tag}`);
    await adding.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => adding.getByRole('alert').textContent()).toBe('Source already exists');
    await adding.getByRole('textbox', { name: 'Source name' }).fill(`Old name ${tag}`);
    await adding.getByRole('button', { name: 'Save' }).click();
    await adding.waitFor({ state: 'detached' });
    await picker.getByRole('cell', { name: `Old name ${tag}`, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Rename.
    await picker.getByRole('button', { name: `Rename Old name ${tag}` }).click();
    const renaming = await settledDialog(page, 'Rename Source');
    expect(await renaming.getByRole('textbox', { name: 'Source name' }).inputValue()).toBe(`Old name ${tag}`);
    expect(await seriousViolations(page)).toEqual([]);
    await renaming.getByRole('textbox', { name: 'Source name' }).fill(`Olympiad set ${tag}`);
    await afterMessage(page, 'Successfully saved', () => renaming.getByRole('button', { name: 'Save' }).click());
    await picker.getByRole('cell', { name: `Olympiad set ${tag}`, exact: true }).waitFor();
    expect(await picker.getByRole('cell', { name: `Old name ${tag}`, exact: true }).count()).toBe(0);

    // Search: the keyword matches any part of the name.
    await search(picker, `olympiad set ${tag}`);
    await expect.poll(() => sourceRows(picker).allTextContents()).toEqual([expect.stringContaining(`Olympiad set ${tag}`)]);
    await search(picker, tag);
    await expect.poll(() => sourceRows(picker).count()).toBe(2);

    // Delete, after 'Are you sure'.
    await picker.getByRole('button', { name: `Delete Olympiad set ${tag}` }).click();
    await page.getByText('Are you sure').waitFor();
    await afterMessage(page, 'Delete success', () => page.getByRole('button', { name: 'Delete', exact: true }).click());
    await expect.poll(() => sourceRows(picker).count()).toBe(1);

    // Pick the one left into the class and save it.
    await picker.getByRole('checkbox', { name: `Choose Kinematics drills ${tag}` }).check();
    await picker.getByRole('button', { name: 'Select' }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Remove Kinematics drills ${tag}` }).waitFor();
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save' }).click());
    const saved = (await api.get(`/api/teacher/getClassById?id=${classId}`)).body.result;
    expect(saved.source.map((source: { name: string }) => source.name)).toEqual([`Kinematics drills ${tag}`]);
    const left = (await api.get(`/api/teacher/getSourceList?keyword=${tag}`)).body.result;
    expect(left.list.map((source: { name: string }) => source.name)).toEqual([`Kinematics drills ${tag}`]);
  });
});
