import type { CellValue, Font, RichText } from 'exceljs';

// What a spreadsheet cell holds, as the import reads it. Excel and LibreOffice save the same typing differently:
// a number may be a number or text ('3'), text may be plain, shared or rich (runs with their own font), a cell may
// be a formula (its saved result counts), a link, a date. Every one becomes plain text, and rich text for the
// columns that keep it.

/** A cell's content, or why it cannot be read. */
export type CellContent = { text: string; html: string } | { problem: string };

/** One piece of text with its formatting. */
interface Run {
  text: string;
  font?: Partial<Font>;
  href?: string;
}

const EMPTY: CellContent = { text: '', html: '' };

/** Numbers as a spreadsheet shows them: 15 significant digits, so 0.1+0.2 reads 0.3. */
const numberText = (n: number) => String(Number(n.toPrecision(15)));

/** A date as ISO text: the day, and the time when there is one (dates are kept in UTC by the readers). */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The runs of a cell value, or why there are none to read. */
function runsOf(value: CellValue | undefined): Run[] | { problem: string } {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [{ text: value }];
  if (typeof value === 'number') return [{ text: numberText(value) }];
  if (typeof value === 'boolean') return [{ text: value ? 'TRUE' : 'FALSE' }];
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? [] : [{ text: dateText(value) }];
  if (!isObject(value)) return [];
  if (Array.isArray(value.richText)) return (value.richText as RichText[]).map((run) => ({ text: String(run.text ?? ''), font: run.font }));
  if ('formula' in value || 'sharedFormula' in value) {
    // A formula counts by the result the program saved with it; a file written without results has none.
    if (value.result === undefined) return { problem: 'the formula has no saved result. Open the file in Excel or LibreOffice, save it and upload it again.' };
    return runsOf(value.result as CellValue);
  }
  if ('hyperlink' in value) {
    const inner = runsOf(value.text as CellValue);
    if (!Array.isArray(inner)) return inner;
    const href = typeof value.hyperlink === 'string' ? value.hyperlink : undefined;
    return inner.map((run) => ({ ...run, href }));
  }
  if ('error' in value) return { problem: `the cell shows an error (${String(value.error)}). Correct it and upload the file again.` };
  return [];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A run's text as HTML with its bold, italic, underline, strike-through, sub- or superscript, and its link. */
function runHtml(text: string, run: Run): string {
  let html = escapeHtml(text);
  const font = run.font ?? {};
  if (font.vertAlign === 'subscript') html = `<sub>${html}</sub>`;
  if (font.vertAlign === 'superscript') html = `<sup>${html}</sup>`;
  if (font.strike) html = `<s>${html}</s>`;
  if (font.underline && font.underline !== 'none') html = `<u>${html}</u>`;
  if (font.italic) html = `<em>${html}</em>`;
  if (font.bold) html = `<strong>${html}</strong>`;
  if (run.href) html = `<a href="${escapeHtml(run.href)}" target="_blank">${html}</a>`;
  return html;
}

/**
 * Paragraphs (one per line of the cell) as the editor writes them, each trimmed; empty lines inside are kept, at the
 * ends dropped.
 */
function paragraphsHtml(runs: Run[]): string {
  const lines: Run[][] = [[]];
  for (const run of runs) {
    run.text.split(/\r\n|\r|\n/).forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines.at(-1)!.push({ ...run, text: part });
    });
  }
  const trimmed = lines.map((line) => {
    const parts = line.map((run) => ({ ...run }));
    if (parts.length) parts[0].text = parts[0].text.trimStart();
    if (parts.length) parts[parts.length - 1].text = parts[parts.length - 1].text.trimEnd();
    return parts.filter((run) => run.text);
  });
  while (trimmed.length && !trimmed[0].length) trimmed.shift();
  while (trimmed.length && !trimmed.at(-1)!.length) trimmed.pop();
  return trimmed.map((line) => (line.length ? `<p>${line.map((run) => runHtml(run.text, run)).join('')}</p>` : '<p><br></p>')).join('');
}

/** The cell's text (trimmed) and, for rich-text columns, its HTML; a blank cell is empty. */
export function readCell(value: CellValue | undefined): CellContent {
  const runs = runsOf(value);
  if (!Array.isArray(runs)) return runs;
  const text = runs.map((run) => run.text).join('').trim();
  if (!text) return EMPTY;
  return { text, html: paragraphsHtml(runs) };
}

export const isBlankCell = (content: CellContent) => 'text' in content && content.text === '';
