import type { CellValue } from 'exceljs';
import { isBlankCell, readCell } from './question-import-cells';
import { columnNumber } from './question-import-columns';
import { IMPORT_LIMITS, tooManyColumns, tooManyQuestions } from './question-import-refusals';
import type { WorkbookParts } from './question-import-workbook';
import { attribute, readXml, TextCollector } from './question-import-xml';

// The question sheet, read as it is unpacked. Only rows with content are kept, each with its cells that hold
// something: a sheet with content beyond the template's columns, or more rows than a file may import, is refused at
// the first cell or row too many, before the rest is read. Values come out as exceljs gives them (plain or rich text,
// numbers, dates, booleans, formulas with their saved results, errors, links), so one reader of cells serves both.

/** A row with content: its number and its cells that hold something, by column number. */
export interface SheetRow {
  row: number;
  cells: [column: number, value: CellValue][];
}

interface Cell {
  column: number;
  type: string;
  style: number;
  value?: string;
  formula?: string;
  inline?: CellValue;
}

/** An Excel serial day number as a date, as exceljs reads it. */
const excelDate = (serial: number, date1904: boolean) => new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

/** "B12" → [12, 2]; undefined when it is not a cell's address. */
function address(ref: string | undefined): [row: number, column: number] | undefined {
  const match = ref ? /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(ref) : null;
  return match ? [Number(match[2]), columnNumber(match[1].toUpperCase())] : undefined;
}

/** The value a cell holds, as exceljs gives it; undefined when it holds none. */
function valueOf(cell: Cell, workbook: WorkbookParts): CellValue | undefined {
  const numberOrDate = (text: string) => {
    const n = Number.parseFloat(text);
    return workbook.dateStyles[cell.style] ? excelDate(n, workbook.date1904) : n;
  };
  const typed = (text: string): CellValue => {
    switch (cell.type) {
      case 'str': return text;
      case 'b': return Number.parseInt(text, 10) !== 0;
      case 'e': return { error: text } as CellValue;
      case 'd': return new Date(text);
      default: return numberOrDate(text);
    }
  };
  if (cell.formula !== undefined) {
    // A formula counts by the result its program saved (none: the cell reader says so).
    const result = cell.value ? typed(cell.value) : undefined;
    return { formula: cell.formula, result } as CellValue;
  }
  if (cell.inline !== undefined) return cell.inline;
  if (!cell.value) return undefined;
  if (cell.type === 's') return workbook.texts[Number.parseInt(cell.value, 10)] as CellValue | undefined;
  return typed(cell.value);
}

/** The rows with content of the workbook's question sheet, in row order, with its links on their cells. */
export async function readSheetRows(parts: Parameters<typeof readXml>[0], workbook: WorkbookParts): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  const rowsByNumber = new Map<number, SheetRow>();
  const collector = new TextCollector(workbook.runs);
  let rowNumber = 0;
  let cells: SheetRow['cells'] = [];
  let cell: Cell | undefined;
  /** Which of the cell's parts the text belongs to. */
  let into: 'value' | 'formula' | 'inline' | undefined;

  const closeCell = () => {
    const value = valueOf(cell!, workbook);
    if (value !== undefined && !isBlankCell(readCell(value))) {
      if (cell!.column > IMPORT_LIMITS.columns) throw tooManyColumns();
      cells.push([cell!.column, value]);
    }
  };
  const closeRow = () => {
    if (!cells.length) return;
    if (rows.length >= IMPORT_LIMITS.rows) throw tooManyQuestions();
    const row: SheetRow = { row: rowNumber, cells: cells.sort((a, b) => a[0] - b[0]) };
    rows.push(row);
    rowsByNumber.set(rowNumber, row);
  };

  await readXml(parts, workbook.sheet, {
    open(name, attributes) {
      if (into === 'inline') return collector.open(name, attributes);
      if (name === 'row') {
        rowNumber = Number(attribute(attributes, 'r')) || rowNumber + 1;
        cells = [];
      } else if (name === 'c') {
        const column = address(attribute(attributes, 'r'))?.[1] || (cell?.column ?? 0) + 1;
        cell = { column, type: attribute(attributes, 't') ?? 'n', style: Number(attribute(attributes, 's') ?? 0) };
      } else if (cell && name === 'v') {
        into = 'value';
        cell.value = '';
      } else if (cell && name === 'f') {
        into = 'formula';
        cell.formula = '';
      } else if (cell && name === 'is') {
        into = 'inline';
      } else if (name === 'hyperlink') {
        link(rowsByNumber, address(attribute(attributes, 'ref')), workbook.links.get(attribute(attributes, 'id') ?? ''));
      }
    },
    text(text) {
      if (into === 'inline') collector.text(text);
      else if (into === 'value') cell!.value += text;
      else if (into === 'formula') cell!.formula += text;
    },
    close(name) {
      if (into === 'inline' && name !== 'is') return collector.close(name);
      if (name === 'is') cell!.inline = collector.take() as CellValue;
      if (name === 'v' || name === 'f' || name === 'is') into = undefined;
      else if (name === 'c') {
        closeCell();
        cell = { ...cell!, value: undefined, formula: undefined, inline: undefined };
      } else if (name === 'row') {
        closeRow();
        cell = undefined;
      }
    },
  });
  return rows.sort((a, b) => a.row - b.row);
}

/** Puts a link (hyperlinks follow the cells in the sheet) on the cell it names, if that cell was kept. */
function link(rows: Map<number, SheetRow>, at: [number, number] | undefined, target: string | undefined) {
  if (!at || !target) return;
  const cell = rows.get(at[0])?.cells.find(([column]) => column === at[1]);
  if (!cell) return;
  const value = cell[1] as Exclude<CellValue, null> & { formula?: string; result?: CellValue };
  const text = typeof value === 'object' && 'formula' in value ? value.result : value;
  cell[1] = { text, hyperlink: target } as CellValue;
}
