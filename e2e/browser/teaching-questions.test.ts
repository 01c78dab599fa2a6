import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAdmin } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { afterMessage } from '../support/messages';
import { settledDialog } from '../support/page-probes';
import { chooseOption } from '../support/select';
import { newTeacher, openTeaching } from '../support/teaching';

const browser = useBrowser();

/** Clicks into the rich-text editor labelled `label` and types, as a teacher does (maths as `$…$`). */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.type(text);
}

/** Create on My Questions: the new question's edit page opens. Answers its id. */
async function createFromList(page: Page): Promise<string> {
  await afterMessage(page, 'Add success', () => page.getByRole('button', { name: 'Create Question' }).click());
  await page.waitForURL((url) => /^\/teach\/question\/[0-9a-f-]+\/edit$/.test(url.pathname));
  await page.getByRole('heading', { name: 'Edit Question' }).waitFor();
  return page.url().split('/').at(-2)!;
}

/** Preview shows the question as a student sees it: maths typeset, the choices with their letters. */
async function expectPreview(page: Page, letters: string[]) {
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await settledDialog(page, 'Preview');
  await preview.getByRole('region', { name: 'Question' }).locator('mjx-container').first().waitFor();
  if (letters.length) {
    await expect.poll(() => preview.getByRole('list', { name: 'Choices' }).getByRole('listitem').allTextContents()).toEqual(letters.map((l) => expect.stringMatching(new RegExp(`^${l}\\.`))));
  } else {
    await preview.getByText('The student writes the answer.').waitFor();
  }
  expect(await preview.getByText('Correct answer:').count()).toBe(0);
  await preview.getByRole('switch', { name: 'Show solution' }).click();
  await preview.getByText('Correct answer:').waitFor();
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'hidden' });
}

describe('/teach/questionlist and /teach/question/:id/edit', () => {
  test('a teacher writes a question of each type with maths (a wrong correct answer refused on the way), previews it typeset and finds it in the list', async () => {
    const { user, api } = await newTeacher();
    const tag = Date.now().toString(36);
    const page = await openTeaching(browser, user, '/teach/questionlist');
    await page.getByText('No question found, change language or search again').waitFor();

    // Single choice: the letter from a select.
    const singleId = await createFromList(page);
    await page.getByLabel('Name', { exact: true }).fill(`Square ${tag}`);
    await typeInto(page, 'Question text', 'What is $x^2$ when x = 3?');
    for (const [letter, text] of [['A', '6'], ['B', '9'], ['C', '$3^3$'], ['D', '0']]) await typeInto(page, `Answer ${letter}`, text);
    expect(await page.getByRole('textbox', { name: 'Answer E', exact: true }).count()).toBe(0);
    await chooseOption(page, 'Correct answer', 'B');
    await chooseOption(page, 'Difficulty', '2');
    await typeInto(page, 'Solution', '$3^2 = 9$');
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save' }).click());
    await expectPreview(page, ['A', 'B', 'C', 'D']);
    const single = (await api.post('/api/teacher/getQuestionById', { id: singleId })).body.result;
    expect(single).toMatchObject({ name: `Square ${tag}`, isChoice: 0, numChoice: 4, correctAnswer: 'B', difficuty: 2 });
    expect(single.qText).toContain('x^2');

    // Multiple choice with five: E appears, the letters typed in any order are saved sorted.
    await page.getByRole('link', { name: 'Back to my questions' }).click();
    const multipleId = await createFromList(page);
    await page.getByLabel('Name', { exact: true }).fill(`Primes ${tag}`);
    await chooseOption(page, 'Type', 'Multiple choice');
    await page.locator('.ant-radio-button-wrapper', { hasText: /^5$/ }).click();
    await expect.poll(() => page.getByRole('radio', { name: '5' }).isChecked()).toBe(true);
    await typeInto(page, 'Question text', 'Which are prime? $p > 1$');
    for (const [letter, text] of [['A', '2'], ['B', '4'], ['C', '5'], ['D', '9'], ['E', '11']]) await typeInto(page, `Answer ${letter}`, text);
    // A letter past the choices: the rule's message (question-form's unit test) and nothing saved.
    await page.getByRole('textbox', { name: 'Correct answer' }).fill('A,F');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Correct answer: F is not one of A–E' }).waitFor();
    expect((await api.post('/api/teacher/getQuestionById', { id: multipleId })).body.result).toMatchObject({ isChoice: 0, correctAnswer: '' });
    await page.getByRole('textbox', { name: 'Correct answer' }).fill('e, a,C');
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save' }).click());
    await expect.poll(() => page.getByRole('textbox', { name: 'Correct answer' }).inputValue()).toBe('A,C,E');
    await expectPreview(page, ['A', 'B', 'C', 'D', 'E']);
    expect((await api.post('/api/teacher/getQuestionById', { id: multipleId })).body.result).toMatchObject({ isChoice: 1, numChoice: 5, correctAnswer: 'A,C,E' });

    // Free response: no choices, the answer as text.
    await page.getByRole('link', { name: 'Back to my questions' }).click();
    const freeId = await createFromList(page);
    await page.getByLabel('Name', { exact: true }).fill(`Speed ${tag}`);
    await chooseOption(page, 'Type', 'Free response');
    await expect.poll(() => page.getByRole('textbox', { name: 'Answer A', exact: true }).count()).toBe(0);
    await typeInto(page, 'Question text', 'A car covers $120$ km in $2$ h. Its speed?');
    await page.getByRole('textbox', { name: 'Correct answer' }).fill(' 60 km/h ');
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save' }).click());
    await expectPreview(page, []);
    expect((await api.post('/api/teacher/getQuestionById', { id: freeId })).body.result).toMatchObject({ isChoice: 2, correctAnswer: '60 km/h' });

    // All three in the list, newest first, with their type; the search finds one.
    await page.getByRole('link', { name: 'Back to my questions' }).click();
    const rows = page.getByRole('row', { name: new RegExp(tag) });
    await expect.poll(() => rows.allTextContents()).toEqual([
      expect.stringContaining('Free response'), expect.stringContaining('Multiple choice'), expect.stringContaining('Single choice'),
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search questions' }).fill(`primes ${tag}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => rows.count()).toBe(1);
  });

  test('copy and delete from the list; a question that homework uses is not deleted and the list says why', async () => {
    const { user, api } = await newTeacher();
    const name = `Used ${Date.now().toString(36)}`;
    const id = (await api.post('/api/teacher/createQuestion', { language: 'en' })).body.result._id as string;
    expect((await api.put('/api/teacher/updateQuestion', { _id: id, name, correctAnswer: 'A' })).body.code).toBe(200);
    const homework = (await api.post('/api/teacher/createHomeWork', { language: 'en' })).body.result._id as string;
    expect((await api.post('/api/teacher/updateHW', { _id: homework, name: 'Week 3' })).body.code).toBe(200);
    expect((await api.post('/api/teacher/batchAddQToHW', { id: homework, QIds: [id] })).body.code).toBe(200);
    const page = await openTeaching(browser, user, '/teach/questionlist');

    await afterMessage(page, 'Add success', () => page.getByRole('button', { name: `Copy ${name}` }).click());
    const copyRow = page.getByRole('row', { name: new RegExp(`${name} \\(copy\\)`) });
    await copyRow.waitFor();

    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await page.getByText('Are you sure').waitFor();
    await afterMessage(page, 'This question is used in the homework "Week 3". Remove it from the homework first.', () =>
      page.getByRole('button', { name: 'Delete', exact: true }).click(),
    );
    expect((await api.post('/api/teacher/getQuestionById', { id })).body.code).toBe(200);

    await copyRow.getByRole('button', { name: `Delete ${name} (copy)` }).click();
    await afterMessage(page, 'Delete success', () => page.getByRole('button', { name: 'Delete', exact: true }).last().click());
    await expect.poll(() => page.getByRole('row', { name: new RegExp(name) }).count()).toBe(1);
  });

  test('the Library picker files the question under a chapter or section of a bound library; a library alone is refused', async () => {
    const { user, api } = await newTeacher();
    const { api: admin } = await signInAdmin();
    const tag = Date.now().toString(36);
    const libraryId = (await admin.post('/api/admin/createLibrary', { name: `Mechanics ${tag}` })).body.result._id as string;
    const chapterId = (await admin.post('/api/admin/createChapter', { libraryId, name: 'Kinematics' })).body.result._id as string;
    const sectionId = (await admin.post('/api/admin/createSection', { libraryId, chapterId, name: 'Projectiles' })).body.result._id as string;
    const id = (await api.post('/api/teacher/createQuestion', { language: 'en' })).body.result._id as string;
    expect((await api.put('/api/teacher/updateQuestion', { _id: id, correctAnswer: 'A' })).body.code).toBe(200);
    const page = await openTeaching(browser, user, `/teach/question/${id}/edit`);

    // Not bound yet: nothing to choose.
    await page.getByRole('button', { name: 'Select Library' }).click();
    const picker = await settledDialog(page, 'Select Library');
    await picker.getByText('No library found').waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });

    expect((await admin.post('/api/admin/bindTeacherToLibrary', { teacherId: user._id, libraryId })).body.code).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Select Library' }).click();
    await picker.getByText(`Mechanics ${tag}`).click();
    await picker.getByRole('button', { name: 'Select' }).click();
    await picker.getByRole('alert').filter({ hasText: 'Please select chapter and section' }).waitFor();
    await picker.getByText('Projectiles').click();
    await picker.getByRole('button', { name: 'Select' }).click();
    await page.getByText(`Mechanics ${tag} › Kinematics › Projectiles`).waitFor();
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save' }).click());

    expect((await api.post('/api/teacher/getQuestionById', { id })).body.result).toMatchObject({ libraryId, chapterId, sectionId });
  });

  test('the counterpart is chosen among the teacher\'s questions in the other language; the edit page opens it for a teacher working in that language', async () => {
    const { user, api } = await newTeacher();
    const tag = Date.now().toString(36);
    const write = async (language: 'en' | 'zh', name: string) => {
      const id = (await api.post('/api/teacher/createQuestion', { language })).body.result._id as string;
      expect((await api.put('/api/teacher/updateQuestion', { _id: id, name, correctAnswer: 'A' })).body.code).toBe(200);
      return id;
    };
    const english = await write('en', `Gravity ${tag}`);
    const chinese = await write('zh', `重力 ${tag}`);
    const page = await openTeaching(browser, user, `/teach/question/${english}/edit`);
    await page.getByRole('heading', { name: 'Edit Question' }).waitFor();

    await chooseOption(page, 'Counterpart (中文)', `重力 ${tag}`);
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save' }).click());
    expect((await api.post('/api/teacher/getQuestionById', { id: english })).body.result.referenceId).toBe(chinese);
    expect((await api.post('/api/teacher/getQuestionById', { id: chinese })).body.result.referenceId).toBe(english);

    // Working in Chinese (the list's language switch stores it), the English question opens its Chinese counterpart.
    // The edit form has a 中文 button of its own (the question's language): wait until the list has replaced it.
    await page.getByRole('link', { name: 'Back to my questions' }).click();
    await page.getByRole('heading', { name: 'My Questions' }).waitFor();
    await page.locator('.ant-radio-button-wrapper', { hasText: '中文' }).click();
    await page.getByRole('row', { name: new RegExp(`重力 ${tag}`) }).waitFor();
    await page.goto(`/teach/question/${english}/edit`);
    await page.waitForURL((url) => url.pathname === `/teach/question/${chinese}/edit`);
    // The switch turned the interface into Chinese too: the field is 名称 (Name).
    await expect.poll(() => page.getByLabel('名称', { exact: true }).inputValue()).toBe(`重力 ${tag}`);
  });
});
