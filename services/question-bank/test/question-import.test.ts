import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { questionList, type QuestionView } from '@tp/contracts';
import { importRefusal, importResult } from '@tp/contracts/question-import';
import { apiClient, createIsolation, startServiceProcess, startTokenIssuer, type ApiClient, type ServiceProcess, type TokenIssuer } from '@tp/test-kit';
import { startQuestionBank } from '../src/main';

const iso = createIsolation();
let issuer: TokenIssuer;
let catalog: ServiceProcess;
let service: Awaited<ReturnType<typeof startQuestionBank>>;
let uploadDir: string;
let sourceId: string;

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const HEADERS = ['Name', 'Type', 'Number of choices', 'Question', 'Answer A', 'Answer B', 'Answer C', 'Answer D', 'Answer E', 'Correct answer', 'Difficulty', 'Solution', 'Source', 'Category', 'Copyright'];

interface Teacher {
  id: string;
  token: string;
  client: ApiClient;
}

beforeAll(async () => {
  issuer = await startTokenIssuer();
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'import-uploads-'));
  // The real catalog keeps the uploads; question-bank reads them through its /internal call.
  catalog = await startServiceProcess('catalog', { ...iso.envFor('catalog'), JWKS_URL: issuer.jwksUrl, UPLOAD_DIR: uploadDir, QUESTION_BANK_URL: 'http://127.0.0.1:9' });
  service = await startQuestionBank({ ...iso.envFor('question-bank'), PORT: '0', JWKS_URL: issuer.jwksUrl, CATALOG_URL: catalog.url });
  // The fixtures name this source (names are unique in a run's own database).
  const source = await (await teacher()).client.post('/api/teacher/createSource', { name: 'OpenStax Physics' });
  sourceId = source.body.result._id;
}, 180_000);

afterAll(async () => {
  await service?.stop();
  await catalog?.stop();
  await issuer?.close();
  await iso.cleanup();
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
});

async function teacher(role: 'Teacher' | 'Student' = 'Teacher'): Promise<Teacher> {
  const id = randomUUID();
  const token = await issuer.tokenFor({ id, role, name: `${role} ${id.slice(0, 6)}` });
  return { id, token, client: apiClient(service.url, token) };
}

/** Uploads through catalog's upload call, as the page does; answers the path it gives. */
async function upload(user: Teacher, bytes: Buffer, name = 'questions.xlsx', type = '2'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  form.append('type', type);
  const res = await fetch(`${catalog.url}/api/file/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${user.token}` } });
  const body = (await res.json()) as { code: number; msg: string; result: { path: string } };
  if (body.code !== 200) throw new Error(`upload refused: ${body.msg}`);
  return body.result.path;
}

const fixture = (name: string) => readFile(path.join(FIXTURES, name));

async function importFile(user: Teacher, bytes: Buffer, language = 'en') {
  return user.client.post('/api/teacher/batchCreateQuestion', { filePath: await upload(user, bytes), language });
}

/** The teacher's questions in a language, by name. */
async function questionsOf(user: Teacher, language = 'en'): Promise<QuestionView[]> {
  const res = await user.client.post('/api/teacher/getAllQuestionsByTeacher', { language });
  expect(res.body.code).toBe(200);
  return questionList.parse(res.body.result).list.sort((a, b) => a.name.localeCompare(b.name));
}

const byName = (list: QuestionView[], name: string) => list.find((q) => q.name === name)!;

/** A workbook of question rows (arrays in the template's column order) under the template's headers. */
async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the template', () => {
  test('downloads without signing in as an .xlsx attachment: the Questions sheet with one example per type, drop-downs, and How to fill in', async () => {
    const res = await fetch(`${service.url}/api/question_template.xlsx`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="question_template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Questions', 'How to fill in', 'Correct answers']);
    const sheet = workbook.getWorksheet('Questions')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect([2, 3, 4].map((r) => sheet.getCell(r, 2).value)).toEqual(['Single choice', 'Multiple choice', 'Free text']);
    expect(String(sheet.getCell(2, 4).value)).toContain('$x^2 - 4 = 0$');
    expect(sheet.getCell('B50').dataValidation).toMatchObject({ type: 'list', formulae: ['"Single choice,Multiple choice,Free text"'] });
    expect(sheet.getCell('C2001').dataValidation).toMatchObject({ type: 'list', formulae: ['"4,5"'] });
    expect(sheet.getCell('K7').dataValidation).toMatchObject({ type: 'list', formulae: ['"1,2,3,4,5"'] });
    // Free-text answers are anything: the list guides, a value outside it is allowed.
    expect(sheet.getCell('J9').dataValidation).toMatchObject({ type: 'list', formulae: ["'Correct answers'!$A$1:$A$31"] });
    expect(sheet.getCell('J9').dataValidation.showErrorMessage).toBeFalsy();
    expect(sheet.getCell('B9').dataValidation.showErrorMessage).toBe(true);
    const answers = workbook.getWorksheet('Correct answers')!;
    expect(answers.state).toBe('hidden');
    expect([1, 5, 6, 31].map((r) => answers.getCell(r, 1).value)).toEqual(['A', 'E', 'A,B', 'A,B,C,D,E']);
    const help = workbook.getWorksheet('How to fill in')!;
    const explained = help.getColumn(1).values.slice(2).filter(Boolean);
    expect(explained).toEqual(HEADERS);
  });

  test('imports as it is: its three examples become questions', async () => {
    const user = await teacher();
    const bytes = Buffer.from(await (await fetch(`${service.url}/api/question_template.xlsx`)).arrayBuffer());

    const res = await importFile(user, bytes);

    expect(res.body).toEqual({ code: 200, msg: 'Add success', result: { created: 3 } });
    expect(importResult.parse(res.body.result)).toEqual({ created: 3 });
    const list = await questionsOf(user);
    expect(list.map((q) => [q.name, q.isChoice, q.numChoice, q.correctAnswer, q.difficuty])).toEqual([
      ['Falling ball (example)', 2, 4, '20', 3],
      ['Positive root (example)', 0, 4, 'B', 2],
      ['Prime numbers (example)', 1, 5, 'A,C,E', 3],
    ]);
  });
});

describe('importing files saved by LibreOffice and Excel', () => {
  test('LibreOffice: numbers, a formula, rich text, two lines, a link, a date and a source by name', async () => {
    const user = await teacher();

    const res = await importFile(user, await fixture('libreoffice-valid.xlsx'));

    expect(res.body).toEqual({ code: 200, msg: 'Add success', result: { created: 3 } });
    const list = await questionsOf(user);
    expect(list.map((q) => q.name)).toEqual(['LO free', 'LO multiple', 'LO single']);
    expect(byName(list, 'LO single')).toMatchObject({
      isChoice: 0, numChoice: 4, qText: '<p>Solve $x^2 - 4 = 0$ for $x &gt; 0$.</p>', answerA: '<p>1</p>', answerD: '<p>4</p>', answerE: '',
      correctAnswer: 'B', difficuty: 2, description: '<p>Because <strong>x = 2</strong> squared is 4.</p>', source: '', category: 'Algebra',
      copyright: 'CC BY 4.0', language: 'en', libraryId: '', user: { _id: user.id },
    });
    expect(byName(list, 'LO multiple')).toMatchObject({
      isChoice: 1, numChoice: 5, qText: '<p>Which are even?</p><p>Choose every one.</p>', answerE: '<p>6</p>', correctAnswer: 'A,C,E', difficuty: 4, source: sourceId,
    });
    expect(byName(list, 'LO free')).toMatchObject({
      isChoice: 2, qText: '<p><a href="https://en.wikipedia.org/wiki/Apollo_11" target="_blank" rel="noopener noreferrer">Apollo 11</a></p>',
      correctAnswer: '1969-07-20', difficuty: 3, description: '<p>It landed in <em>July</em> 1969.</p>',
    });
  });

  test('LibreOffice: numbers typed as text are numbers, headers in any case and order, letters sorted (c, a → A,C)', async () => {
    const user = await teacher();

    const res = await importFile(user, await fixture('libreoffice-numbers-as-text.xlsx'));

    expect(res.body.result).toEqual({ created: 3 });
    const list = await questionsOf(user);
    expect(list.map((q) => [q.name, q.isChoice, q.numChoice, q.correctAnswer, q.difficuty])).toEqual([
      ['LO text numbers free', 2, 4, '42', 3],
      ['LO text numbers multiple', 1, 4, 'A,C', 5],
      ['LO text numbers single', 0, 4, 'D', 1],
    ]);
    expect(byName(list, 'LO text numbers multiple').answerD).toBe('<p>10</p>');
  });

  test('LibreOffice: empty rows between and after the questions (formatted or blank) are skipped', async () => {
    const user = await teacher();

    const res = await importFile(user, await fixture('libreoffice-trailing-rows.xlsx'));

    expect(res.body.result).toEqual({ created: 2 });
    expect((await questionsOf(user)).map((q) => q.name)).toEqual(['LO trailing 1', 'LO trailing 2']);
  });

  test('Excel: shared strings, rich text runs, a link, formulas with saved results, a date, the Questions sheet after another', async () => {
    const user = await teacher();

    const res = await importFile(user, await fixture('excel-style.xlsx'));

    expect(res.body.result).toEqual({ created: 2 });
    const list = await questionsOf(user);
    expect(byName(list, 'Excel rich')).toMatchObject({
      qText: '<p>Area of a circle of radius <em>r</em>: which is <strong>right</strong>?</p>', answerA: '<p>πr<sup>2</sup></p>',
      answerD: '<p>3.14159265358979</p>', correctAnswer: 'A', difficuty: 4, copyright: 'Public domain',
      description: '<p><a href="https://example.com/circle" target="_blank" rel="noopener noreferrer">See the proof</a></p>',
    });
    expect(byName(list, 'Excel date')).toMatchObject({ isChoice: 2, correctAnswer: '2026-09-01', difficuty: 2, description: '<p>Line one</p><p>Line two</p>' });
  });

  test('the language asked for is every imported question\'s', async () => {
    const user = await teacher();

    const res = await importFile(user, await workbookOf([['中文 free', 'Free text', null, '$1+1$ 等于几？', null, null, null, null, null, '2']]), 'zh');

    expect(res.body.result).toEqual({ created: 1 });
    expect((await questionsOf(user, 'zh')).map((q) => [q.name, q.language])).toEqual([['中文 free', 'zh']]);
    expect(await questionsOf(user, 'en')).toEqual([]);
  });

  test('a source is found by its id too, and by its name in any case', async () => {
    const user = await teacher();
    const rows = [
      ['by id', 'Free text', null, 'Q?', null, null, null, null, null, 'x', 3, null, sourceId],
      ['by name', 'Free text', null, 'Q?', null, null, null, null, null, 'x', 3, null, 'openstax PHYSICS'],
    ];

    expect((await importFile(user, await workbookOf(rows))).body.result).toEqual({ created: 2 });
    expect((await questionsOf(user)).map((q) => q.source)).toEqual([sourceId, sourceId]);
  });
});

describe('a file with problems', () => {
  test('is refused whole: every problem by row and column, and nothing is created', async () => {
    const user = await teacher();

    const res = await importFile(user, await fixture('libreoffice-problems.xlsx'));

    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The file was not imported: 8 problems. Nothing was created.');
    expect(importRefusal.parse(res.body.result).problems).toEqual([
      { row: 3, column: 'Correct answer', message: 'F is not one of A–D' },
      { row: 4, column: 'Difficulty', message: 'must be a whole number from 1 to 5' },
      { row: 5, column: 'Type', message: '"Essay" is not a type. Choose Single choice, Multiple choice or Free text' },
      { row: 6, column: 'Question', message: 'please write the question' },
      { row: 6, column: 'Difficulty', message: '"hard" is not a whole number' },
      { row: 6, column: 'Source', message: 'no source is called "No such source". Add it on the Source list first, or empty this cell' },
      { row: 7, column: 'Answer E', message: 'only a question with 5 choices has answer E. Set Number of choices to 5, or empty this cell' },
      { row: 7, column: 'Correct answer', message: 'E is not one of A–D (E needs 5 choices)' },
    ]);
    expect(await questionsOf(user)).toEqual([]);
  });

  test('a choice without its answer, a formula without a saved result and an error cell are problems of their cells', async () => {
    const user = await teacher();
    const rows = [
      ['missing C', 'Single choice', 4, 'Q?', 'a', 'b', null, 'd', null, 'A'],
      ['no result', 'Free text', null, { formula: '1+1' }, null, null, null, null, null, 'x'],
      ['error', 'Free text', null, 'Q?', null, null, null, null, null, { formula: '1/0', result: { error: '#DIV/0!' } }],
    ];

    const res = await importFile(user, await workbookOf(rows));

    expect(res.body.result.problems).toEqual([
      { row: 2, column: 'Answer C', message: 'a single choice question with 4 choices needs answers A–D; this one is empty' },
      { row: 3, column: 'Question', message: 'the formula has no saved result. Open the file in Excel or LibreOffice, save it and upload it again.' },
      { row: 4, column: 'Correct answer', message: 'the cell shows an error (#DIV/0!). Correct it and upload the file again.' },
    ]);
    expect(await questionsOf(user)).toEqual([]);
  });

  test('headers that are not the template\'s, twice, or missing are refused before any row is read', async () => {
    const user = await teacher();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Questions');
    sheet.addRow(['Name', 'Type', 'Type', 'Solutoin', 'Correct answer']);
    sheet.addRow(['q', 'Free text', 'Free text', 'x', 'y']);

    const res = await importFile(user, Buffer.from(await workbook.xlsx.writeBuffer()));

    expect(res.body.result.problems).toEqual([
      { row: 1, column: 'Type', message: 'the column comes twice (columns B and C). Keep one.' },
      { row: 1, column: 'Solutoin', message: expect.stringMatching(/^this column is not one of the template's\. Rename it to one of Name, Type, .*, or delete it\.$/) },
      { row: 1, column: 'Question', message: 'the column is missing. Copy the header row from the template.' },
    ]);
    expect(await questionsOf(user)).toEqual([]);
  });

  test('a cell under no header is a problem (its content would be lost)', async () => {
    const user = await teacher();
    const res = await importFile(user, await workbookOf([['q', 'Free text', null, 'Q?', null, null, null, null, null, 'x', 3, null, null, null, null, 'a note']]));

    expect(res.body.result.problems).toEqual([{ row: 2, column: 'P', message: 'this cell has no column header, so it would be lost. Move it to a column of the template or delete it.' }]);
  });

  test('a file of more than 2,000 questions is refused, saying so', async () => {
    const user = await teacher();
    const rows = Array.from({ length: 2001 }, (_, i) => [`q${i}`, 'Free text', null, 'Q?', null, null, null, null, null, 'x']);

    const res = await importFile(user, await workbookOf(rows));

    expect(res.body).toEqual({ code: 400, msg: 'The file has more than 2,000 questions: at most 2,000 can be imported at once. Please split it into several files.', result: null });
    expect(await questionsOf(user)).toEqual([]);
  });

  test('a header row and nothing under it: there is nothing to import', async () => {
    const user = await teacher();
    const res = await importFile(user, await workbookOf([]));
    expect(res.body).toEqual({ code: 400, msg: 'The file has no questions. Write one question per row under the header row of the template.', result: null });
  });
});

describe('what is not an Excel spreadsheet', () => {
  test('an OpenDocument file renamed .xlsx, a zip of something else and bytes that only start like a zip: "Please upload excel file!"', async () => {
    const user = await teacher();
    const garbage = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not really a zip')]);
    const notExcel = { code: 400, msg: 'Please upload excel file!', result: null };

    expect((await importFile(user, await fixture('libreoffice-ods-renamed.xlsx'))).body).toEqual(notExcel);
    expect((await importFile(user, garbage)).body).toEqual(notExcel);
    expect(await questionsOf(user)).toEqual([]);
  });

  test('an upload that is not a spreadsheet (an image) is refused by its path, without being read', async () => {
    const user = await teacher();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]);
    const filePath = await upload(user, png, 'diagram.png', '');

    const res = await user.client.post('/api/teacher/batchCreateQuestion', { filePath, language: 'en' });

    expect(res.body).toEqual({ code: 400, msg: 'Please upload excel file!', result: null });
  });
});

describe('whose file, and who may import', () => {
  test('another teacher\'s upload is not found for this teacher, and nothing is created for either', async () => {
    const owner = await teacher();
    const other = await teacher();
    const filePath = await upload(owner, await fixture('libreoffice-valid.xlsx'));

    const res = await other.client.post('/api/teacher/batchCreateQuestion', { filePath, language: 'en' });

    expect(res.body).toEqual({ code: 404, msg: 'The uploaded file was not found. Please upload it again.', result: null });
    expect(await questionsOf(other)).toEqual([]);
    expect(await questionsOf(owner)).toEqual([]);
  });

  test('an unknown upload is a 404; a path the upload never answers, or none, is a 400', async () => {
    const user = await teacher();
    const call = (body: unknown) => user.client.post('/api/teacher/batchCreateQuestion', body);

    expect((await call({ filePath: `/uploads/2026/11/${randomUUID()}.xlsx`, language: 'en' })).body).toMatchObject({ code: 404 });
    expect((await call({ filePath: '/etc/passwd', language: 'en' })).body).toEqual({ code: 400, msg: 'The file path is not one the upload answered (/uploads/...). Please upload the file again.', result: null });
    expect((await call({ filePath: '/uploads/2026/11/../../x.xlsx' })).body.code).toBe(400);
    expect((await call({ language: 'en' })).body).toEqual({ code: 400, msg: 'Please upload the file first (filePath is the path the upload answered).', result: null });
    expect((await call({ filePath: `/uploads/2026/11/${randomUUID()}.xlsx`, language: 'fr' })).body).toEqual({ code: 400, msg: 'The language must be en or zh.', result: null });
    expect(await questionsOf(user)).toEqual([]);
  });

  test('without signing in it is a 401, for a student a 403', async () => {
    const user = await teacher();
    const filePath = await upload(user, await fixture('libreoffice-valid.xlsx'));
    const student = await teacher('Student');

    expect((await apiClient(service.url).post('/api/teacher/batchCreateQuestion', { filePath, language: 'en' })).status).toBe(401);
    expect((await student.client.post('/api/teacher/batchCreateQuestion', { filePath, language: 'en' })).body).toEqual({ code: 403, msg: 'This needs the Teacher role.', result: null });
    expect(await questionsOf(user)).toEqual([]);
  });
});
