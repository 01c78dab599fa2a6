import { DEFAULT_CHOICE_COUNT, DEFAULT_DIFFICULTY, type Language, type QuestionType } from '@tp/contracts';
import { choiceLetters } from '@tp/contracts/question-rules';
import { richTextProblem } from '@tp/contracts/rich-text-limits';
import { sanitizeRichText } from '@tp/service-kit/rich-text';
import type { QuestionFields } from '../data-access/question-repository';
import { fieldProblems, questionDefaults } from './question-fields';
import type { CellContent } from './question-import-cells';
import { columnById, IMPORT_COLUMNS, TYPE_NAMES, type ColumnId } from './question-import-columns';
import type { ImportProblem, ImportRow } from './question-import-rows';

/** Source ids by what a cell may name them by: the id, or the name in lower case. */
export type SourceLookup = Map<string, string>;

const sourceKey = (text: string) => text.trim().toLowerCase();

/** The keys a row's Source cell is looked up by. */
export const sourceKeysOf = (rows: ImportRow[]): string[] =>
  [...new Set(rows.flatMap((row) => { const cell = row.cells.source; return cell && 'text' in cell && cell.text ? [sourceKey(cell.text)] : []; }))];

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

type Checked = { fields: QuestionFields; problems: [] } | { fields?: undefined; problems: ImportProblem[] };

/**
 * One row as question fields, or every problem of it, each under its column. The shared question rules decide
 * (the Edit Question form gives the same messages); the import adds what only a file can get wrong: a type or
 * number that is not one, a question without text, a choice without its answer, a source that is not on the list.
 */
export function checkRow(row: ImportRow, language: Language, sources: SourceLookup): Checked {
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

  const sourceText = text('source');
  if (sourceText) {
    const id = sources.get(sourceKey(sourceText));
    if (id) fields.sourceId = id;
    else if (!flagged.has('source')) problem('source', `no source is called "${sourceText}". Add it on the Source list first, or empty this cell`);
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
  if (problems.length) return { problems: problems.sort((a, b) => columnOrder(a.column) - columnOrder(b.column)) };
  return { fields, problems: [] };
}

const HEADERS = IMPORT_COLUMNS.map((c) => c.header);
const columnOrder = (header: string) => HEADERS.indexOf(header);
