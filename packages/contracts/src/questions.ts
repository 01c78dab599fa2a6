import { z } from 'zod';
import { LANGUAGES } from './constants';

// Questions as question-bank answers them. Field names are the public API's (`isChoice`, `difficuty`, ...).

/** Question types: 0 single choice, 1 multiple choice, 2 free text. */
export const QUESTION_TYPES = [0, 1, 2] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const CHOICE_COUNTS = [4, 5] as const;
export const DIFFICULTY_MIN = 1;
export const DIFFICULTY_MAX = 5;
export const DEFAULT_DIFFICULTY = 3;
export const DEFAULT_CHOICE_COUNT = 4;
/** The teacher's question list and the library's question list hold 100 a page. */
export const QUESTION_PAGE_SIZE = 100;
/**
 * getAllQuestionsByTeacher (the homework editor's transfer list) answers at most this many questions, the newest:
 * one answer must stay a reasonable size even for a teacher with thousands of questions in one language.
 */
export const ALL_QUESTIONS_LIMIT = 2000;

/** A question with every field, as its teacher reads and edits it (and as homework snapshots take it). */
export const questionView = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  qText: z.string(),
  image: z.string(),
  showImg: z.boolean(),
  isChoice: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  numChoice: z.union([z.literal(4), z.literal(5)]),
  correctAnswer: z.string(),
  difficuty: z.number().int(),
  description: z.string(),
  /** The source's id, or '' when none. */
  source: z.string(),
  /** The source's name, for lists and the edit form ('' when none). */
  sourceName: z.string().optional(),
  copyright: z.string(),
  answerA: z.string(),
  answerB: z.string(),
  answerC: z.string(),
  answerD: z.string(),
  answerE: z.string(),
  language: z.enum(LANGUAGES),
  /** The same question in the other language, or ''. */
  referenceId: z.string(),
  libraryId: z.string(),
  chapterId: z.string(),
  sectionId: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestionView = z.infer<typeof questionView>;

/** POST /teacher/getQuestionsByTeacher and GET /teacher/getQuestionByLibrary: one page and the count of all matches. */
export const questionPage = z.object({ list: z.array(questionView), total: z.number() });
export type QuestionPage = z.infer<typeof questionPage>;

/** POST /teacher/getAllQuestionsByTeacher: every question of the teacher in one language. */
export const questionList = z.object({ list: z.array(questionView) });
