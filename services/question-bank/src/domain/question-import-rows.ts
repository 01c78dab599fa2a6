import type { Workbook, Worksheet } from 'exceljs';
import { badRequest } from '@tp/service-kit';
import { isBlankCell, readCell, type CellContent } from './question-import-cells';
import { columnOfHeader, IMPORT_COLUMNS, MAX_IMPORT_ROWS, type ColumnId, type ImportColumn } from './question-import-columns';

/** A problem of one cell: its spreadsheet row number and its column's header. */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/** A row with content: its spreadsheet row number and its cells by column. */
export interface ImportRow {
  row: number;
  cells: Partial<Record<ColumnId, CellContent>>;
}

export type SheetRows = { rows: ImportRow[]; problems: ImportProblem[] };

/** The sheet called Questions (whatever its case), else the first: a CSV opened and saved is named after its file. */
export function questionSheet(workbook: Workbook): Worksheet | undefined {
  return workbook.worksheets.find((sheet) => sheet.name.trim().toLowerCase() === 'questions') ?? workbook.worksheets[0];
}

/** A column's letters from its number: 16 → P. */
function columnLetters(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

interface Header {
  row: number;
  /** Column number → the import column it holds. */
  columns: Map<number, ImportColumn>;
  problems: ImportProblem[];
}

/** The header row, the first with any content: every header must be a template column, once; required ones present. */
function readHeader(row: number, cells: [number, CellContent][]): Header {
  const columns = new Map<number, ImportColumn>();
  const problems: ImportProblem[] = [];
  const seen = new Map<ImportColumn, number>();
  for (const [col, cell] of cells) {
    const where = columnLetters(col);
    if (!('text' in cell)) {
      problems.push({ row, column: where, message: `the header ${cell.problem}` });
      continue;
    }
    if (!cell.text) continue;
    const column = columnOfHeader(cell.text);
    if (!column) {
      problems.push({ row, column: cell.text, message: `this column is not one of the template's. Rename it to one of ${IMPORT_COLUMNS.map((c) => c.header).join(', ')}, or delete it.` });
    } else if (seen.has(column)) {
      problems.push({ row, column: column.header, message: `the column comes twice (columns ${columnLetters(seen.get(column)!)} and ${where}). Keep one.` });
    } else {
      seen.set(column, col);
      columns.set(col, column);
    }
  }
  for (const column of IMPORT_COLUMNS) {
    if (column.required && !seen.has(column)) problems.push({ row, column: column.header, message: 'the column is missing. Copy the header row from the template.' });
  }
  return { row, columns, problems };
}

/** Every cell of a row that holds something, by column number. */
function cellsOf(sheet: Worksheet, rowNumber: number): [number, CellContent][] {
  const cells: [number, CellContent][] = [];
  sheet.getRow(rowNumber).eachCell({ includeEmpty: false }, (cell, col) => {
    const content = readCell(cell.value);
    if (!isBlankCell(content)) cells.push([col, content]);
  });
  return cells;
}

/**
 * The rows of questions under the header. Rows with every cell empty (trailing rows a program kept, blank lines
 * between questions) are skipped; a cell with content under no header is a problem, not silently lost.
 */
export function readSheet(sheet: Worksheet): SheetRows {
  let header: Header | undefined;
  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  sheet.eachRow({ includeEmpty: false }, (_row, rowNumber) => {
    const cells = cellsOf(sheet, rowNumber);
    if (!cells.length) return;
    if (!header) {
      header = readHeader(rowNumber, cells);
      return;
    }
    if (header.problems.length) return;
    if (rows.length >= MAX_IMPORT_ROWS) {
      throw badRequest(`The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} questions: at most ${MAX_IMPORT_ROWS.toLocaleString('en')} can be imported at once. Please split it into several files.`);
    }
    const row: ImportRow = { row: rowNumber, cells: {} };
    for (const [col, cell] of cells) {
      const column = header.columns.get(col);
      if (column) row.cells[column.id] = cell;
      else problems.push({ row: rowNumber, column: columnLetters(col), message: 'this cell has no column header, so it would be lost. Move it to a column of the template or delete it.' });
    }
    rows.push(row);
  });
  if (!header) throw badRequest('The file has no questions. Write one question per row under the header row of the template.');
  if (header.problems.length) return { rows: [], problems: header.problems };
  if (!rows.length && !problems.length) throw badRequest('The file has no questions. Write one question per row under the header row of the template.');
  return { rows, problems };
}
