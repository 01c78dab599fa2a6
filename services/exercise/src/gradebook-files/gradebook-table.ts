import { GRADEBOOK_STATUS_LABELS, type Gradebook } from '@tp/contracts';

/** A cell of an exported gradebook: text, a percent 0–100, or empty. */
export type ExportValue = { text: string } | { percent: number } | null;

const percentOr = (value: number | null): ExportValue => (value === null ? null : { percent: value });

/**
 * The gradebook as the files lay it out: a header row, a row per student (name, then each homework's status and
 * accuracy, then the student's average), and a last row of the homework averages.
 */
export function gradebookTable(book: Gradebook): { header: string[]; rows: ExportValue[][] } {
  const header = ['Student', ...book.columns.flatMap((c) => {
    const name = c.isExam ? `${c.name} (exam)` : c.name;
    return [`${name}: status`, `${name}: accuracy`];
  }), 'Average'];
  const rows: ExportValue[][] = book.rows.map((row) => [
    { text: row.student.name },
    ...row.cells.flatMap((cell): ExportValue[] => (cell ? [{ text: GRADEBOOK_STATUS_LABELS[cell.status] }, percentOr(cell.accuracy)] : [null, null])),
    percentOr(row.average),
  ]);
  rows.push([{ text: 'Average' }, ...book.columns.flatMap((c) => [null, percentOr(c.average)]), null]);
  return { header, rows };
}

/** A file name from the class's name: letters, digits, dashes and underscores only (a header cannot carry the rest). */
export function gradebookFileName(className: string, format: 'xlsx' | 'csv'): string {
  const base = className.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `gradebook-${base || 'class'}.${format}`;
}
