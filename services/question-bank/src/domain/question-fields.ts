import { DEFAULT_CHOICE_COUNT, DEFAULT_DIFFICULTY, type Language } from '@tp/contracts';
import { normalizeCorrectAnswer, questionProblems, type FieldProblem, type QuestionRuleFields } from '@tp/contracts/question-rules';
import { badRequest } from '@tp/service-kit/errors';
import { storableRichText } from '@tp/service-kit/rich-text';
import type { QuestionFields } from './question-bank-records';

/** The rich-text fields, by the name their messages use. */
const RICH_TEXT_FIELDS = {
  qText: 'question text', description: 'solution',
  answerA: 'answer A', answerB: 'answer B', answerC: 'answer C', answerD: 'answer D', answerE: 'answer E',
} as const satisfies Partial<Record<keyof QuestionFields, string>>;

/** A new question: single choice, four choices, difficulty 3, everything else empty. */
export function questionDefaults(language: Language): QuestionFields {
  return {
    name: '', category: '', qText: '', image: '', showImg: false, isChoice: 0, numChoice: DEFAULT_CHOICE_COUNT,
    correctAnswer: '', difficulty: DEFAULT_DIFFICULTY, description: '', sourceId: null, copyright: '',
    answerA: '', answerB: '', answerC: '', answerD: '', answerE: '', language,
    referenceId: null, libraryId: null, chapterId: null, sectionId: null,
  };
}

/** Fields as a request or a spreadsheet row gives them: the type and number of choices not yet checked. */
export type QuestionInput = Omit<QuestionFields, 'isChoice' | 'numChoice'> & { isChoice: number; numChoice: number };

/** The fields as the shared rules (and the API) name them. */
export const ruleFieldsOf = (fields: QuestionInput): QuestionRuleFields => ({
  name: fields.name, category: fields.category, copyright: fields.copyright, image: fields.image,
  isChoice: fields.isChoice, numChoice: fields.numChoice, correctAnswer: fields.correctAnswer, difficuty: fields.difficulty,
  language: fields.language, libraryId: fields.libraryId ?? '', chapterId: fields.chapterId ?? '', sectionId: fields.sectionId ?? '',
});

/** Every problem of the fields under the shared rules (the form and the spreadsheet import list the same ones). */
export const fieldProblems = (fields: QuestionInput): FieldProblem[] => questionProblems(ruleFieldsOf(fields));

/**
 * The fields as stored: refused (400, the first problem) unless the shared rules pass; the correct answer
 * normalised ('c, a' → 'A,C'); answer E kept only with five choices (the form hides it with four, so what is left
 * there is stale); plain text trimmed; rich text sanitised and within the limits every page can draw.
 */
export function storedQuestionFields(fields: QuestionInput): QuestionFields {
  const [problem] = fieldProblems(fields);
  if (problem) throw badRequest(problem.message);
  const stored: QuestionFields = {
    ...fields,
    isChoice: fields.isChoice as QuestionFields['isChoice'], // checked by the rules above
    numChoice: fields.numChoice as QuestionFields['numChoice'],
    name: fields.name.trim(),
    category: fields.category.trim(),
    copyright: fields.copyright.trim(),
    image: fields.image.trim(),
    correctAnswer: normalizeCorrectAnswer(fields.isChoice, fields.numChoice, fields.correctAnswer),
    answerE: fields.numChoice === 5 ? fields.answerE : '',
  };
  for (const [field, label] of Object.entries(RICH_TEXT_FIELDS) as [keyof typeof RICH_TEXT_FIELDS, string][]) {
    stored[field] = storableRichText(label, stored[field]);
  }
  return stored;
}
