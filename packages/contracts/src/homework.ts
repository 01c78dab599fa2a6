import { z } from 'zod';
import { LANGUAGES } from './constants';
import { questionView } from './questions';

// Homework (an ordered set of questions) as question-bank answers it.

/** Exam durations a teacher may choose, in minutes: 1, 15, 30, 45, then 60 to 180 in 15-minute steps. */
export const EXAM_DURATIONS = [1, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180] as const;
export const DEFAULT_EXAM_DURATION = 15;
/** The teacher's homework list holds 10 a page. */
export const HOMEWORK_PAGE_SIZE = 10;

/** A homework; `questionList` holds question ids in order (getHWById answers the questions themselves). */
export const homeworkView = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  numQuestions: z.number().int(),
  language: z.enum(LANGUAGES),
  dueDate: z.string().nullable(),
  isExam: z.boolean(),
  examDuration: z.number().int(),
  questionList: z.array(z.string()),
  creator: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HomeworkView = z.infer<typeof homeworkView>;

/** POST /user/getHWById: the homework with its questions in order. */
export const homeworkWithQuestions = homeworkView.extend({ questionList: z.array(questionView) });
export type HomeworkWithQuestions = z.infer<typeof homeworkWithQuestions>;

/** GET /teacher/getHWByTeacher. */
export const homeworkPage = z.object({ list: z.array(homeworkView), total: z.number() });
