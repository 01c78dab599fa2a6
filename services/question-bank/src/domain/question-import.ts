import { randomUUID } from 'node:crypto';
import ExcelJS, { type Workbook, type XlsxReadOptions } from 'exceljs';
import type { Language, TokenUser } from '@tp/contracts';
import { badRequest, notFound, withTransaction, type Pool } from '@tp/service-kit';
import { lockSourcesByKey } from '../data-access/import-source-lookup';
import { insertQuestions, type NewQuestion } from '../data-access/question-repository';
import { storedQuestionFields } from './question-fields';
import { checkRow, sourceKeysOf } from './question-import-checks';
import { questionSheet, readSheet, type ImportProblem } from './question-import-rows';
import { zipSize } from './question-import-zip';

export const NOT_EXCEL = 'Please upload excel file!';
/** Unpacked, a sheet of 2,000 long questions is a few megabytes; more is not a question sheet. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Rows the reader keeps, empty formatted ones included, before it gives up. */
const MAX_SHEET_ROWS = 20_000;

/** Reads the bytes of a teacher's upload (catalog keeps the files). */
export interface UploadReader {
  read(key: string, ownerId: string): Promise<Buffer | undefined>;
}

export type ImportOutcome = { created: number } | { problems: ImportProblem[] };

/**
 * The workbook in `bytes`, or a 400: anything but an .xlsx spreadsheet is 'Please upload excel file!'. Parts that
 * only describe the sheet (drop-down lists, merged cells, column widths) are not read: a range there can name
 * millions of cells.
 */
export async function openWorkbook(bytes: Buffer): Promise<Workbook> {
  const size = zipSize(bytes);
  if (!size) throw badRequest(NOT_EXCEL);
  if (size.unpackedBytes > MAX_UNPACKED_BYTES) {
    throw badRequest('The spreadsheet is too large to import (more than 50 MB once unpacked). Please split it into several files.');
  }
  const workbook = new ExcelJS.Workbook();
  const options = { ignoreNodes: ['dataValidations', 'mergeCells', 'cols', 'conditionalFormatting', 'extLst'], maxRows: MAX_SHEET_ROWS };
  try {
    // exceljs declares its own Buffer (an ArrayBuffer), not Node's.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer, options as Partial<XlsxReadOptions>);
  } catch (err) {
    if (/Max row count/i.test((err as Error).message ?? '')) {
      throw badRequest(`The sheet has more than ${MAX_SHEET_ROWS.toLocaleString('en')} rows (empty rows with formatting count too). Please delete the rows below your questions.`);
    }
    throw badRequest(NOT_EXCEL);
  }
  if (!questionSheet(workbook)) throw badRequest(NOT_EXCEL);
  return workbook;
}

/**
 * Imports a teacher's spreadsheet: the whole file or nothing. Every row is checked with the rules the Edit Question
 * form uses; if any cell has a problem, every problem is answered (row and column) and no question is created.
 * Otherwise all are inserted in one transaction, with the sources they name kept until it ends.
 */
export async function importQuestions(
  pool: Pool,
  uploads: UploadReader,
  caller: TokenUser,
  { key, language }: { key: string; language: Language },
): Promise<ImportOutcome> {
  const bytes = await uploads.read(key, caller.id);
  if (!bytes) throw notFound('The uploaded file was not found. Please upload it again.');
  const sheet = questionSheet(await openWorkbook(bytes))!;
  const { rows, problems } = readSheet(sheet);
  if (!rows.length) return { problems };
  return withTransaction(pool, async (tx) => {
    const sources = await lockSourcesByKey(tx, sourceKeysOf(rows));
    const found = [...problems];
    const questions: NewQuestion[] = [];
    for (const row of rows) {
      const checked = checkRow(row, language, sources);
      if (!checked.fields) found.push(...checked.problems);
      else if (!found.length) questions.push({ ...storedQuestionFields(checked.fields), id: randomUUID(), teacherId: caller.id, teacherName: caller.name });
    }
    if (found.length) return { problems: found.sort((a, b) => a.row - b.row) };
    await insertQuestions(tx, questions);
    return { created: questions.length };
  });
}
