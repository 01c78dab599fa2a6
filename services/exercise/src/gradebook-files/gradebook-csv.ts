import type { Gradebook } from '@tp/contracts';
import { gradebookTable, type ExportValue } from './gradebook-table';

/**
 * Text a spreadsheet would read as a formula (= + - @, and tab or carriage return before them) gets a leading
 * apostrophe, so a student named "=HYPERLINK(...)" stays text when the teacher opens the file (OWASP CSV injection).
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A field as RFC 4180 writes it: in double quotes (inner ones doubled) when it holds a comma, a quote or a line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const fieldOf = (value: ExportValue): string => {
  if (value === null) return '';
  return 'percent' in value ? String(value.percent) : csvField(defuseFormula(value.text));
};

/** The gradebook as CSV (RFC 4180: CRLF line ends), accuracy as a plain number of percent; a BOM so Excel reads UTF-8. */
export function gradebookCsv(book: Gradebook): string {
  const { header, rows } = gradebookTable(book);
  const headerLine = header.map((h) => csvField(defuseFormula(h.replace(/: accuracy$/, ': accuracy (%)').replace(/^Average$/, 'Average (%)'))));
  const lines = [headerLine.join(','), ...rows.map((row) => row.map(fieldOf).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
