import { ErrorCode } from '@tp/contracts/error-codes';
import { AppError, badRequest } from '@tp/service-kit/errors';
import { columnLetters, IMPORT_COLUMNS, MAX_IMPORT_ROWS } from './question-import-columns';

// What the import reads at most, and the sentences of a file refused as a whole. An .xlsx file is a zip of XML parts:
// a few hundred kilobytes can unpack to gigabytes, so every limit holds while the file is read, not after.

const MB = 1024 * 1024;

export const IMPORT_LIMITS = {
  /**
   * Unpacked bytes of one part, and of all the parts read. The template filled with 2,000 questions of a few
   * sentences each unpacks to 2.2 MB (sheet 1.0 MB, text 1.1 MB): these leave room for ten times as much text.
   */
  partBytes: 24 * MB,
  totalBytes: 40 * MB,
  /** Parts in the zip: a workbook has about 20 (more with pictures). */
  entries: 1_000,
  /** Distinct texts (the template with 2,000 questions has about 20,000) and pieces of formatted text. */
  texts: 200_000,
  runs: 200_000,
  /** Columns with content: the template's and a few more, so a note beside a question is named, not refused. */
  columns: IMPORT_COLUMNS.length + 5,
  /** Rows with content: the header and 2,000 questions. */
  rows: MAX_IMPORT_ROWS + 1,
} as const;

export const NOT_EXCEL = 'Please upload excel file!';

/** A zip whose parts do not match its own index: what spreadsheet programs write never does this. */
export const damaged = () =>
  badRequest('The file is damaged: its contents do not match the index it carries. Open it in Excel or LibreOffice, save it again as .xlsx and upload it again.');

export const tooLarge = (why: string) =>
  new AppError(ErrorCode.PayloadTooLarge, `The file is too large to import: ${why}. Please split it into several files.`);

export const tooManyColumns = () =>
  badRequest(`The sheet has content in column ${columnLetters(IMPORT_LIMITS.columns + 1)} or further right: the template has ${IMPORT_COLUMNS.length} columns (A to ${columnLetters(IMPORT_COLUMNS.length)}). Delete the columns after them and upload the file again.`);

export const tooManyQuestions = () =>
  badRequest(`The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} questions: at most ${MAX_IMPORT_ROWS.toLocaleString('en')} can be imported at once. Please split it into several files.`);

export const busy = () => new AppError(ErrorCode.Unavailable, 'Another spreadsheet is being imported right now. Please try again in a moment.');

export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
