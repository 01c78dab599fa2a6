import { LANGUAGES } from './constants';
import { CHOICE_COUNTS, DIFFICULTY_MAX, DIFFICULTY_MIN, QUESTION_TYPES } from './questions';

// The rules of a question's fields, the same for the server, the edit form and the spreadsheet import. Each message
// starts with the field as the form labels it ('Correct answer: F is not one of A–D'), so an import can put the row
// in front ('Row 7, Correct answer: …').

export const QUESTION_NAME_MAX = 200;
export const QUESTION_CATEGORY_MAX = 100;
export const QUESTION_COPYRIGHT_MAX = 200;
export const QUESTION_IMAGE_MAX = 2000;
/** A free-response question's expected answer: plain text, a sentence or a formula. */
export const FREE_ANSWER_MAX = 2000;
export const FILING_MESSAGE = 'Please select chapter and section';

/** The option letters a question offers: A–D, or A–E with five choices. */
export function choiceLetters(numChoice: number): string[] {
  return numChoice === 5 ? ['A', 'B', 'C', 'D', 'E'] : ['A', 'B', 'C', 'D'];
}

const letterRange = (numChoice: number) => `A–${choiceLetters(numChoice).at(-1)}`;

/** Why `letter` is not an offered option ('F is not one of A–D'; E with four choices says five are needed). */
function letterProblem(letter: string, numChoice: number): string | null {
  if (choiceLetters(numChoice).includes(letter)) return null;
  const why = letter === 'E' ? ' (E needs 5 choices)' : '';
  return `Correct answer: ${letter} is not one of ${letterRange(numChoice)}${why}`;
}

/** The letters of a multiple-choice answer as typed: 'c, a' → ['C', 'A']. */
const splitLetters = (raw: string) => raw.split(',').map((part) => part.trim().toUpperCase());

/**
 * Why `raw` cannot be the correct answer of a question of this type and number of choices, or null when it can.
 * Type 0: one offered letter. Type 1: offered letters separated by commas, each once. Type 2: free text, may be
 * empty (the teacher corrects it by hand).
 */
export function correctAnswerProblem(isChoice: number, numChoice: number, raw: string): string | null {
  const answer = raw.trim();
  if (isChoice === 2) return answer.length > FREE_ANSWER_MAX ? `Correct answer: at most ${FREE_ANSWER_MAX} characters (it has ${answer.length})` : null;
  const range = letterRange(numChoice);
  if (isChoice === 0) {
    if (!answer) return `Correct answer: please choose one of ${range}`;
    if (answer.includes(',')) return `Correct answer: a single choice question has one correct answer, one of ${range}`;
    return letterProblem(answer.toUpperCase(), numChoice);
  }
  if (!answer) return `Correct answer: please enter one or more of ${range}, separated by commas (for example A,C)`;
  const letters = splitLetters(answer);
  if (letters.some((letter) => !letter)) return `Correct answer: write the letters separated by single commas, for example A,C`;
  for (const [i, letter] of letters.entries()) {
    const problem = letterProblem(letter, numChoice);
    if (problem) return problem;
    if (letters.indexOf(letter) !== i) return `Correct answer: ${letter} is given twice`;
  }
  return null;
}

/** The correct answer as stored: a letter upper-case, letters sorted 'A,C', free text trimmed. Expects a valid answer. */
export function normalizeCorrectAnswer(isChoice: number, _numChoice: number, raw: string): string {
  const answer = raw.trim();
  if (isChoice === 2) return answer;
  if (isChoice === 0) return answer.toUpperCase();
  return [...new Set(splitLetters(answer))].sort().join(',');
}

/** The fields the rules look at, as the API names them. Ids are '' when unset. */
export interface QuestionRuleFields {
  name?: string;
  category?: string;
  copyright?: string;
  image?: string;
  isChoice: number;
  numChoice: number;
  correctAnswer: string;
  difficuty: number;
  language?: string;
  libraryId?: string;
  chapterId?: string;
  sectionId?: string;
}

export interface FieldProblem {
  /** The API field name (`correctAnswer`, `difficuty`, …). */
  field: string;
  message: string;
}

const isOneOf = (value: number, allowed: readonly number[]) => Number.isInteger(value) && allowed.includes(value);

function lengthProblem(field: string, label: string, value: string | undefined, max: number): FieldProblem[] {
  const length = (value ?? '').trim().length;
  return length > max ? [{ field, message: `${label}: at most ${max} characters (it has ${length})` }] : [];
}

/**
 * Filing in the library: a library chosen needs its chapter (a section alone is not enough, it belongs to a
 * chapter), and a chapter or section needs its library.
 */
export function filingShapeProblem({ libraryId = '', chapterId = '', sectionId = '' }: Pick<QuestionRuleFields, 'libraryId' | 'chapterId' | 'sectionId'>): FieldProblem | null {
  if (libraryId && !chapterId) return { field: 'chapterId', message: FILING_MESSAGE };
  if (!libraryId && (chapterId || sectionId)) return { field: 'libraryId', message: 'Library: please select the library of the chapter' };
  return null;
}

/** Every problem of a question's fields, in the order the form shows them; empty when the question can be saved. */
export function questionProblems(fields: QuestionRuleFields): FieldProblem[] {
  const problems: FieldProblem[] = [
    ...lengthProblem('name', 'Name', fields.name, QUESTION_NAME_MAX),
    ...lengthProblem('category', 'Category', fields.category, QUESTION_CATEGORY_MAX),
    ...lengthProblem('copyright', 'Copyright', fields.copyright, QUESTION_COPYRIGHT_MAX),
    ...lengthProblem('image', 'Image', fields.image, QUESTION_IMAGE_MAX),
  ];
  if (fields.language !== undefined && !(LANGUAGES as readonly string[]).includes(fields.language)) {
    problems.push({ field: 'language', message: 'Language: must be en or zh' });
  }
  const typeOk = isOneOf(fields.isChoice, QUESTION_TYPES);
  if (!typeOk) problems.push({ field: 'isChoice', message: 'Type: must be 0 (single choice), 1 (multiple choice) or 2 (free response)' });
  const choicesOk = isOneOf(fields.numChoice, CHOICE_COUNTS);
  if (!choicesOk) problems.push({ field: 'numChoice', message: 'Number of choices: must be 4 or 5' });
  if (typeOk && (choicesOk || fields.isChoice === 2)) {
    const answer = correctAnswerProblem(fields.isChoice, fields.numChoice, fields.correctAnswer ?? '');
    if (answer) problems.push({ field: 'correctAnswer', message: answer });
  }
  if (!Number.isInteger(fields.difficuty) || fields.difficuty < DIFFICULTY_MIN || fields.difficuty > DIFFICULTY_MAX) {
    problems.push({ field: 'difficuty', message: `Difficulty: must be a whole number from ${DIFFICULTY_MIN} to ${DIFFICULTY_MAX}` });
  }
  const filing = filingShapeProblem(fields);
  if (filing) problems.push(filing);
  return problems;
}
