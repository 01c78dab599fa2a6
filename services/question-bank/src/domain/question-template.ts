import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, TYPE_NAMES, type ColumnId } from './question-import-columns';

/** One example per type; they import as they are, so a teacher can try the template before filling it in. */
const EXAMPLES: Partial<Record<ColumnId, string | number>>[] = [
  {
    name: 'Positive root (example)', type: TYPE_NAMES[0], numChoice: 4, question: 'Which value of $x$ solves $x^2 - 4 = 0$ with $x > 0$?',
    answerA: '$x = 1$', answerB: '$x = 2$', answerC: '$x = 4$', answerD: '$x = 16$', correctAnswer: 'B', difficulty: 2,
    solution: '$x^2 = 4$ gives $x = 2$ or $x = -2$; only $x = 2$ is positive.', category: 'Algebra',
  },
  {
    name: 'Prime numbers (example)', type: TYPE_NAMES[1], numChoice: 5, question: 'Which of these numbers are prime? Choose every one.',
    answerA: '2', answerB: '4', answerC: '7', answerD: '9', answerE: '11', correctAnswer: 'A,C,E', difficulty: 3,
    solution: '$4 = 2 \\times 2$ and $9 = 3 \\times 3$; 2, 7 and 11 have no divisor but 1 and themselves.', category: 'Number theory',
  },
  {
    name: 'Falling ball (example)', type: TYPE_NAMES[2], question: 'A ball falls from rest for $t = 2$ s. With $g = 10\\,\\mathrm{m/s^2}$, how fast is it moving, in m/s?',
    correctAnswer: '20', difficulty: 3, solution: '$v = g t = 10 \\times 2 = 20$ m/s.', category: 'Mechanics',
  },
];

/** Every correct answer a choice question can have: one letter, or letters in order (A,C). 31 in all. */
function correctAnswerChoices(): string[] {
  const letters = ['A', 'B', 'C', 'D', 'E'];
  const sets: string[][] = [];
  for (let mask = 1; mask < 1 << letters.length; mask++) sets.push(letters.filter((_, i) => mask & (1 << i)));
  return sets.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join())).map((set) => set.join(','));
}

const GENERAL_HELP = [
  'One question per row on the sheet "Questions", under its header row (keep the headers; their order does not matter).',
  'Replace or delete the three example rows: every row with something in it becomes a question. Empty rows are skipped.',
  'The whole file is imported, or nothing is: if any cell has a problem, the page lists every problem by row and column and no question is created. Correct them and upload the file again.',
  `At most ${MAX_IMPORT_ROWS.toLocaleString('en')} questions per file. The questions get the language chosen on the question list.`,
  'Maths: write it between $ signs, e.g. $x^2+1$ (or \\( ... \\)). Bold, italic, links and line breaks (Alt+Enter) in text cells are kept.',
  'Save as Excel (.xlsx), from Excel, LibreOffice or Google Sheets.',
];

/** exceljs writes a validation over a range (one entry, not one per cell), though its types do not say so. */
const validationsOf = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } }).dataValidations;

/** Drop-down lists on the rows a file may fill: they guide, the import checks every cell again anyway. */
function addValidations(sheet: ExcelJS.Worksheet, choicesSheet: string, choiceCount: number) {
  const letter = (id: ColumnId) => sheet.getColumn(IMPORT_COLUMNS.findIndex((c) => c.id === id) + 1).letter;
  const rows = (id: ColumnId) => `${letter(id)}2:${letter(id)}${MAX_IMPORT_ROWS + 1}`;
  const list = (id: ColumnId, formula: string, error: string, prompt: string) =>
    validationsOf(sheet).add(rows(id), {
      type: 'list', allowBlank: true, formulae: [formula], showErrorMessage: true, errorStyle: 'stop', errorTitle: 'Not in the list', error,
      showInputMessage: true, prompt,
    });
  list('type', `"${Object.values(TYPE_NAMES).join(',')}"`, `Choose ${Object.values(TYPE_NAMES).join(', ')}.`, 'Pick the type from the list.');
  list('numChoice', '"4,5"', 'A choice question has 4 or 5 choices.', '4 or 5; empty means 4.');
  list('difficulty', '"1,2,3,4,5"', 'Difficulty is a whole number from 1 to 5.', '1 (easy) to 5 (hard); empty means 3.');
  // A multiple-choice answer holds commas, which an inline list cannot: the list is a range. Free-text answers are
  // anything, so a value outside the list is allowed here (the import checks it against the type).
  validationsOf(sheet).add(rows('correctAnswer'), {
    type: 'list', allowBlank: true, formulae: [`'${choicesSheet}'!$A$1:$A$${choiceCount}`], showErrorMessage: false,
    showInputMessage: true, prompt: 'Single choice: one letter. Multiple choice: letters with commas (A,C). Free text: type the answer.',
  });
}

/** The question spreadsheet template: the Questions sheet with examples and drop-downs, and how to fill it in. */
export async function questionTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Question bank';
  const sheet = workbook.addWorksheet('Questions', { views: [{ state: 'frozen', ySplit: 1 }] });
  const help = workbook.addWorksheet('How to fill in');
  const choices = workbook.addWorksheet('Correct answers', { state: 'hidden' });

  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.id, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  for (const example of EXAMPLES) sheet.addRow(example);
  for (const c of IMPORT_COLUMNS.filter((col) => col.richText)) sheet.getColumn(c.id).alignment = { wrapText: true, vertical: 'top' };

  const answers = correctAnswerChoices();
  answers.forEach((answer, i) => (choices.getCell(i + 1, 1).value = answer));
  addValidations(sheet, choices.name, answers.length);

  help.columns = [{ header: 'Column', width: 20 }, { header: 'Required', width: 10 }, { header: 'What to write', width: 100 }];
  help.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS) help.addRow([c.header, c.required ? 'Yes' : '', c.help]);
  help.addRow([]);
  for (const line of GENERAL_HELP) help.addRow(['', '', line]);
  help.getColumn(3).alignment = { wrapText: true, vertical: 'top' };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
