import { badRequest } from '@tp/service-kit/errors';
import { readCell, type CellContent } from './question-import-cells';
import { columnLetters, columnOfHeader, IMPORT_COLUMNS, type ColumnId, type ImportColumn } from './question-import-columns';
import type { SheetRow } from './question-import-sheet';

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

const NO_QUESTIONS = 'The file has no questions. Write one question per row under the header row of the template.';

/**
 * The rows of questions under the header (the first row with content). Rows with every cell empty were skipped as
 * the sheet was read; a cell with content under no header is a problem, not silently lost.
 */
export function readSheet(sheetRows: SheetRow[]): SheetRows {
  let header: Header | undefined;
  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  for (const { row: rowNumber, cells: values } of sheetRows) {
    const cells = values.map(([col, value]): [number, CellContent] => [col, readCell(value)]);
    if (!header) {
      header = readHeader(rowNumber, cells);
      if (header.problems.length) return { rows: [], problems: header.problems };
      continue;
    }
    const row: ImportRow = { row: rowNumber, cells: {} };
    for (const [col, cell] of cells) {
      const column = header.columns.get(col);
      if (column) row.cells[column.id] = cell;
      else problems.push({ row: rowNumber, column: columnLetters(col), message: 'this cell has no column header, so it would be lost. Move it to a column of the template or delete it.' });
    }
    rows.push(row);
  }
  if (!header || (!rows.length && !problems.length)) throw badRequest(NO_QUESTIONS);
  return { rows, problems };
}
