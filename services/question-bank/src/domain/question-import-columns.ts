import type { QuestionType } from '@tp/contracts';

// The columns of the question spreadsheet: the template writes them, the import reads them. One place, so the two
// cannot drift apart.

export type ColumnId =
  | 'name' | 'type' | 'numChoice' | 'question' | 'answerA' | 'answerB' | 'answerC' | 'answerD' | 'answerE'
  | 'correctAnswer' | 'difficulty' | 'solution' | 'source' | 'category' | 'copyright';

export interface ImportColumn {
  id: ColumnId;
  /** The header the template writes; the import matches headers whatever their case and spacing. */
  header: string;
  /** Other headers read as this column: the API's field name, and a few obvious variants. */
  aliases: string[];
  /** The import refuses a file without this column. */
  required: boolean;
  /** Whether the cell becomes rich text (bold, italic, links and line breaks are kept). */
  richText: boolean;
  /** What the "How to fill in" sheet says about it. */
  help: string;
  width: number;
}

/** The words of the Type drop-down, in type order (0 single, 1 multiple, 2 free text). */
export const TYPE_NAMES: Record<QuestionType, string> = { 0: 'Single choice', 1: 'Multiple choice', 2: 'Free text' };
/** Questions one file may hold: an import is one transaction and one answer listing every problem. */
export const MAX_IMPORT_ROWS = 2000;

const column = (id: ColumnId, header: string, aliases: string[], help: string, options: Partial<ImportColumn> = {}): ImportColumn => ({
  id, header, aliases, help, required: false, richText: false, width: 14, ...options,
});

const answer = (letter: 'A' | 'B' | 'C' | 'D' | 'E') =>
  column(`answer${letter}`, `Answer ${letter}`, [`answer${letter}`, letter, `Choice ${letter}`, `Option ${letter}`],
    letter === 'E'
      ? 'Choice E, only for a choice question with 5 choices (leave it empty with 4). Maths between $ signs.'
      : `Choice ${letter} of a single or multiple choice question: required for those types. Leave empty for free text. Maths between $ signs.`,
    { richText: true, width: 16 });

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  column('name', 'Name', ['questionName', 'Title'], 'A short name you find the question by in your list (at most 200 characters). May be empty.', { width: 24 }),
  column('type', 'Type', ['isChoice', 'Question type'],
    `${TYPE_NAMES[0]}, ${TYPE_NAMES[1]} or ${TYPE_NAMES[2]} (pick from the list; the codes 0, 1 and 2 are read too). Required.`, { required: true, width: 16 }),
  column('numChoice', 'Number of choices', ['numChoice', 'Choices'], '4 or 5 for a choice question; empty means 4. Ignored for free text.', { width: 10 }),
  column('question', 'Question', ['qText', 'Question text'],
    'The question, as students will read it. Maths between $ signs: $x^2+1$. Bold, italic, links and line breaks are kept. Required.',
    { required: true, richText: true, width: 48 }),
  answer('A'), answer('B'), answer('C'), answer('D'), answer('E'),
  column('correctAnswer', 'Correct answer', ['correctAnswer', 'Answer', 'Correct'],
    'Single choice: one letter (B). Multiple choice: the letters separated by commas (A,C), in any order. Free text: the expected answer (may be empty: you correct it by hand). Required for choice questions.',
    { required: true, width: 14 }),
  column('difficulty', 'Difficulty', ['difficuty', 'Level'], 'A whole number from 1 (easy) to 5 (hard); empty means 3.', { width: 10 }),
  column('solution', 'Solution', ['description', 'Explanation'], 'The worked solution students see after answering. Maths between $ signs. May be empty.', { richText: true, width: 40 }),
  column('source', 'Source', ['sourceName', 'sourceId'],
    'The name of a source on the Source list (any case), or empty. A name that is not on the list is refused: add the source first.', { width: 18 }),
  column('category', 'Category', [], 'Your own label, e.g. Algebra (at most 100 characters). May be empty.', { width: 16 }),
  column('copyright', 'Copyright', [], 'Who holds the rights, e.g. CC BY 4.0 (at most 200 characters). May be empty.', { width: 16 }),
];

/** A header as the import compares it: trimmed, spaces squeezed, lower case. */
export const headerKey = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

const COLUMN_BY_HEADER = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map((h) => [headerKey(h), c] as const)),
);

/** The column a header names, if any. */
export const columnOfHeader = (header: string): ImportColumn | undefined => COLUMN_BY_HEADER.get(headerKey(header));

export const columnById = (id: ColumnId): ImportColumn => IMPORT_COLUMNS.find((c) => c.id === id)!;

/** A column's letters from its number: 16 → P. */
export function columnLetters(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** A column's number from its letters: P → 16; 0 when they are not letters. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) {
    const code = letter.charCodeAt(0) - 64;
    if (code < 1 || code > 26) return 0;
    n = n * 26 + code;
  }
  return n;
}
