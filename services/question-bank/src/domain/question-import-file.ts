import type { Language } from '@tp/contracts';
import { AppError, badRequest } from '@tp/service-kit/errors';
import { checkRow, type CheckedRow } from './question-import-checks';
import { NOT_EXCEL } from './question-import-refusals';
import { readSheet, type ImportProblem } from './question-import-rows';
import { readSheetRows } from './question-import-sheet';
import { readWorkbook } from './question-import-workbook';
import { openParts } from './question-import-zip';

// Reading a question file, the whole of what runs in the import's worker thread: unzip (checked, counted), parse the
// sheet as it streams, check every row. What is left needs the database (sources) and happens when it is saved.

/** A file read and checked: its rows, and the problems of cells that belong to no row's question. */
export interface ReadFile {
  rows: CheckedRow[];
  problems: ImportProblem[];
}

/** The questions of an .xlsx file, or a refusal (AppError) of the whole file. */
export async function readQuestionFile(bytes: Buffer, language: Language): Promise<ReadFile> {
  try {
    const parts = await openParts(bytes);
    const workbook = await readWorkbook(parts);
    const { rows, problems } = readSheet(await readSheetRows(parts, workbook));
    return { rows: rows.map((row) => checkRow(row, language)), problems };
  } catch (err) {
    // Malformed XML, a part that is not what its name says: not a spreadsheet the import can read.
    if (err instanceof AppError) throw err;
    throw Object.assign(badRequest(NOT_EXCEL), { cause: err });
  }
}
