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
  /** Ids of the classes that list the homework, sorted: catalog owns the links and tells question-bank by events. */
  classes: z.array(z.string()),
  /** True when at least one class lists it published (its teachers, and later its students, see it). */
  isPublish: z.boolean(),
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
export type HomeworkPage = z.infer<typeof homeworkPage>;

/** A homework's name: 1 to 200 characters once trimmed. A new homework is called this until the teacher renames it. */
export const HOMEWORK_NAME_MAX = 200;
export const NEW_HOMEWORK_NAME = 'New homework';

/** GET /internal/homework/:id (question-bank, service token): the homework with every field of its questions in order. */
export const internalHomework = homeworkWithQuestions;
export type InternalHomework = HomeworkWithQuestions;

/**
 * The homework's order after moving the question at `index` one place up or down; null when the move is not allowed
 * (up at the first place, down at the last, or no such place). The edit screen sends the result to setQFormHW.
 */
export function moveQuestion<T>(list: readonly T[], index: number, direction: 'up' | 'down'): T[] | null {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (!Number.isInteger(index) || index < 0 || index >= list.length || target < 0 || target >= list.length) return null;
  const moved = [...list];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}

/**
 * question-bank → catalog: a homework's name, due date or exam settings changed (classes keep a copy of the first
 * three), or the homework was deleted (classes drop it).
 */
export const homeworkChangedPayload = z.object({
  homeworkId: z.string().uuid(),
  name: z.string(),
  dueDate: z.string().nullable(),
  isExam: z.boolean(),
  examDuration: z.number().int(),
});
export type HomeworkChangedPayload = z.infer<typeof homeworkChangedPayload>;
export const homeworkDeletedPayload = z.object({ homeworkId: z.string().uuid() });
export type HomeworkDeletedPayload = z.infer<typeof homeworkDeletedPayload>;

/**
 * catalog → question-bank: a class listed a homework (with the link's publish flag) or stopped listing it (removed
 * from the class, all of the class's homework removed, or the class deleted), so the homework shows its classes.
 */
export const classHomeworkAddedPayload = z.object({ classId: z.string().uuid(), homeworkId: z.string().uuid(), isPublish: z.boolean() });
export type ClassHomeworkAddedPayload = z.infer<typeof classHomeworkAddedPayload>;
export const classHomeworkRemovedPayload = z.object({ classId: z.string().uuid(), homeworkId: z.string().uuid() });
export type ClassHomeworkRemovedPayload = z.infer<typeof classHomeworkRemovedPayload>;

/**
 * A homework of a class (the class's homeworkList): name, due date and exam flag as question-bank last said.
 * `isPublish`: the class's other teachers see it (and, with the exercise service, its students may be given it);
 * an unpublished one is seen by its creator and administrators only.
 */
export const classHomework = z.object({
  name: z.string(),
  hwID: z.object({ _id: z.string(), dueDate: z.string().nullable() }),
  isPublish: z.boolean(),
  creator: z.object({ _id: z.string(), name: z.string() }),
  isExam: z.boolean(),
  addedAt: z.string(),
});
export type ClassHomework = z.infer<typeof classHomework>;
