import { z } from 'zod';
import { idField } from '@tp/service-kit';
import { EXAM_DURATIONS, HOMEWORK_NAME_MAX, HOMEWORK_PAGE_SIZE, LANGUAGES } from '@tp/contracts';
import { isUuid } from '@tp/contracts/uuid';
import { MAX_HOMEWORK_PAGE_SIZE } from '../../domain/homework-lists';

/** More questions than one homework could sensibly hold in one call. */
const MAX_IDS_PER_CALL = 1000;

export const isHomeworkId = (id: string) => isUuid(id);

const questionIds = (field: string) =>
  z
    .array(idField('question', field), { error: `${field} must be a list of question ids.` })
    .max(MAX_IDS_PER_CALL, `At most ${MAX_IDS_PER_CALL} questions can be sent at once.`);

const language = z.enum(LANGUAGES, { error: 'The language must be en or zh.' });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DUE_DATE_MESSAGE = 'The due date must be a date and time like 2026-09-01T18:00:00Z.';

/** An ISO 8601 date or date-time; null or '' clears it. */
const dueDate = z
  .union([z.string(), z.null()], { error: DUE_DATE_MESSAGE })
  .refine((value) => value === null || value === '' || (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))), DUE_DATE_MESSAGE)
  .transform((value) => (value ? new Date(value) : null));

const EXAM_DURATION_MESSAGE = `The exam duration must be one of ${EXAM_DURATIONS.join(', ')} minutes.`;
const examDuration = z
  .number({ error: EXAM_DURATION_MESSAGE })
  .refine((value) => (EXAM_DURATIONS as readonly number[]).includes(value), EXAM_DURATION_MESSAGE);

export const homeworkIdRequest = z.object({ id: idField('homework', 'id') });
export const createHomeworkRequest = z.object({ language });

/**
 * updateHW: the name is required; a field left out keeps its value. numQuestions is accepted and ignored: the count
 * is always that of the homework's questions.
 */
export const updateHomeworkRequest = z.object({
  _id: idField('homework', '_id'),
  name: z
    .string({ error: 'Please input the homework name.' })
    .trim()
    .min(1, 'Please input the homework name.')
    .max(HOMEWORK_NAME_MAX, `The homework name must be at most ${HOMEWORK_NAME_MAX} characters.`),
  description: z.union([z.string(), z.null()], { error: 'The description must be text.' }).transform((html) => html ?? '').optional(),
  numQuestions: z.unknown().optional(),
  language: language.optional(),
  dueDate: dueDate.optional(),
  isExam: z.boolean({ error: 'isExam must be true or false.' }).optional(),
  examDuration: examDuration.optional(),
});

export const homeworkQuestionsRequest = z.object({ id: idField('homework', 'id'), QIds: questionIds('QIds') });
/**
 * One question of setQFormHW's list: its id, or a question object as getHWById answers it (its `_id` is taken), so
 * the edit screen may send back what it read. Anything else is refused with one sentence.
 */
const questionRef = (field: string) => {
  const id = idField('question', field);
  return z.unknown().transform((item, ctx) => {
    const candidate = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>)._id : item;
    const parsed = id.safeParse(candidate);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: `Each item of ${field} must be a question id or a question with a valid _id.` });
    return z.NEVER;
  });
};

export const reorderHomeworkRequest = z.object({
  id: idField('homework', 'id'),
  questionList: z
    .array(questionRef('questionList'), { error: 'questionList must be a list of question ids or questions.' })
    .max(MAX_IDS_PER_CALL, `At most ${MAX_IDS_PER_CALL} questions can be sent at once.`),
});

const pageNumber = z.coerce
  .number({ error: 'The page must be a whole number from 1.' })
  .int('The page must be a whole number from 1.')
  .min(1, 'The page must be a whole number from 1.');
const PAGE_SIZE_MESSAGE = `The page size must be a whole number from 1 to ${MAX_HOMEWORK_PAGE_SIZE}.`;

/** getHWByTeacher: 10 a page unless asked; a page past the end is empty. */
export const homeworkListQuery = z.object({
  name: z.string({ error: 'The name must be text.' }).trim().max(HOMEWORK_NAME_MAX, `The name must be at most ${HOMEWORK_NAME_MAX} characters.`).default(''),
  language: language.default('en'),
  page: pageNumber.default(1),
  pageSize: z.coerce.number({ error: PAGE_SIZE_MESSAGE }).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(MAX_HOMEWORK_PAGE_SIZE, PAGE_SIZE_MESSAGE).default(HOMEWORK_PAGE_SIZE),
});
