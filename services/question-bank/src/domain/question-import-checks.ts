import { DEFAULT_CHOICE_COUNT, DEFAULT_DIFFICULTY, type Language, type QuestionType } from '@tp/contracts';
import { choiceLetters } from '@tp/contracts/question-rules';
import { richTextProblem } from '@tp/contracts/rich-text-limits';
import { sanitizeRichText } from '@tp/service-kit/rich-text';
import type { QuestionFields } from './question-bank-records';
import { fieldProblems, questionDefaults, storedQuestionFields } from './question-fields';
import type { CellContent } from './question-import-cells';
import { columnById, IMPORT_COLUMNS, TYPE_NAMES, type ColumnId } from './question-import-columns';
import type { ImportProblem, ImportRow } from './question-import-rows';

/** Source ids by what a cell may name them by: the id, or the name in lower case. */
export type SourceLookup = Map<string, string>;

const sourceKey = (text: string) => text.trim().toLowerCase();

/**
 * A row checked by every rule but one: whether its source exists is asked of the database when the file is saved
 * (withSource), the rest is decided while the file is read.
 */
export interface CheckedRow {
  row: number;
  /** The question as it is saved, when the row has no problem (its source still to be looked up). */
  fields?: QuestionFields;
  /** The Source cell's text; empty for none. */
  source: string;
  problems: ImportProblem[];
}

/** The keys the rows' Source cells are looked up by. */
export const sourceKeysOf = (rows: CheckedRow[]): string[] => [...new Set(rows.flatMap((row) => (row.source ? [sourceKey(row.source)] : [])))];

/** The type a cell names: its word (Single choice, or just "single"), or its code. */
export function typeOfText(text: string): QuestionType | undefined {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const type of [0, 1, 2] as const) {
    const name = TYPE_NAMES[type].toLowerCase();
    if (key === name || key === String(type) || key === name.split(' ')[0]) return type;
  }
  return undefined;
}

/** A whole number typed as a number or as text ('3', ' 3 ', '3.0'). */
export function wholeNumberOf(text: string): number | undefined {
  return /^[+]?\d+(\.0*)?$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** The rule fields' names → the columns that hold them, so a shared rule's problem is put under its column. */
const COLUMN_OF_FIELD: Record<string, ColumnId> = {
  name: 'name', category: 'category', copyright: 'copyright', isChoice: 'type', numChoice: 'numChoice',
  correctAnswer: 'correctAnswer', difficuty: 'difficulty',
};

const RICH_FIELDS = {
  question: 'qText', answerA: 'answerA', answerB: 'answerB', answerC: 'answerC', answerD: 'answerD', answerE: 'answerE', solution: 'description',
} as const satisfies Partial<Record<ColumnId, keyof QuestionFields>>;

/**
 * One row as question fields, or every problem of it, each under its column. The shared question rules decide
 * (the Edit Question form gives the same messages); the import adds what only a file can get wrong: a type or
 * number that is not one, a question without text, a choice without its answer (and, in withSource, a source that
 * is not on the list).
 */
export function checkRow(row: ImportRow, language: Language): CheckedRow {
  const problems: ImportProblem[] = [];
  const flagged = new Set<ColumnId>();
  const problem = (id: ColumnId, message: string) => {
    flagged.add(id);
    problems.push({ row: row.row, column: columnById(id).header, message });
  };
  const text = (id: ColumnId): string => {
    const cell: CellContent | undefined = row.cells[id];
    return cell && 'text' in cell ? cell.text : '';
  };
  for (const [id, cell] of Object.entries(row.cells) as [ColumnId, CellContent][]) if ('problem' in cell) problem(id, cell.problem);

  const fields = questionDefaults(language);
  const typeText = text('type');
  const type = typeOfText(typeText);
  if (!flagged.has('type')) {
    if (!typeText) problem('type', `please choose ${TYPE_NAMES[0]}, ${TYPE_NAMES[1]} or ${TYPE_NAMES[2]}`);
    else if (type === undefined) problem('type', `"${typeText}" is not a type. Choose ${TYPE_NAMES[0]}, ${TYPE_NAMES[1]} or ${TYPE_NAMES[2]}`);
  }
  fields.isChoice = type ?? 0;
  const whole = (id: 'numChoice' | 'difficulty', fallback: number): number => {
    const raw = text(id);
    if (!raw) return fallback;
    const value = wholeNumberOf(raw);
    if (value === undefined && !flagged.has(id)) problem(id, `"${raw}" is not a whole number`);
    return value ?? fallback;
  };
  fields.numChoice = whole('numChoice', DEFAULT_CHOICE_COUNT) as 4 | 5;
  fields.difficulty = whole('difficulty', DEFAULT_DIFFICULTY);
  fields.name = text('name');
  fields.category = text('category');
  fields.copyright = text('copyright');
  fields.correctAnswer = text('correctAnswer');

  for (const [id, field] of Object.entries(RICH_FIELDS) as [keyof typeof RICH_FIELDS, (typeof RICH_FIELDS)[keyof typeof RICH_FIELDS]][]) {
    const cell = row.cells[id];
    const html = cell && 'html' in cell ? sanitizeRichText(cell.html) : '';
    const tooMuch = richTextProblem('text', html);
    if (tooMuch && !flagged.has(id)) problem(id, tooMuch);
    fields[field] = html;
  }
  if (!flagged.has('question') && !text('question')) problem('question', 'please write the question');
  if ((type === 0 || type === 1) && (fields.numChoice === 4 || fields.numChoice === 5)) {
    const letters = choiceLetters(fields.numChoice);
    for (const letter of letters) {
      const id = `answer${letter}` as ColumnId;
      if (!flagged.has(id) && !text(id)) problem(id, `a ${TYPE_NAMES[type].toLowerCase()} question with ${letters.length} choices needs answers A–${letters.at(-1)}; this one is empty`);
    }
    if (!letters.includes('E') && text('answerE') && !flagged.has('answerE')) problem('answerE', 'only a question with 5 choices has answer E. Set Number of choices to 5, or empty this cell');
  }

  for (const { field, message } of fieldProblems(fields)) {
    const id = COLUMN_OF_FIELD[field];
    if (!id) continue;
    // With no type known, which answers are right cannot be judged.
    if (flagged.has(id) || (field === 'correctAnswer' && type === undefined)) continue;
    const header = columnById(id).header;
    // The shared rules start their messages with the field's label, which is the column's header.
    problem(id, message.startsWith(`${header}: `) ? message.slice(header.length + 2) : message);
  }
  const source = text('source');
  if (problems.length) return { row: row.row, source, problems };
  // As they are saved (correct answer normalised, answer E only with 5 choices), here rather than in the transaction.
  return { row: row.row, fields: storedQuestionFields(fields), source, problems };
}

/** The row's fields with its source's id, or its problems with the source's if no source has that name or id. */
export function withSource(row: CheckedRow, sources: SourceLookup): { fields?: QuestionFields; problems: ImportProblem[] } {
  const id = row.source ? sources.get(sourceKey(row.source)) : undefined;
  if (!row.source || id) return row.fields ? { fields: { ...row.fields, sourceId: id ?? null }, problems: [] } : { problems: row.problems };
  const missing = { row: row.row, column: columnById('source').header, message: `no source is called "${row.source}". Add it on the Source list first, or empty this cell` };
  return { problems: [...row.problems, missing] };
}

const HEADERS = IMPORT_COLUMNS.map((c) => c.header);

/** Problems by row, and within a row by the template's column order (cells under no header first, as found). */
export const problemOrder = (a: ImportProblem, b: ImportProblem) => a.row - b.row || HEADERS.indexOf(a.column) - HEADERS.indexOf(b.column);
