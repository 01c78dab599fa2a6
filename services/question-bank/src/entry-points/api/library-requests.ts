import { z } from 'zod';
import { maxResourcesProblem, QUESTION_PAGE_SIZE } from '@tp/contracts';
import { richTextProblem } from '@tp/contracts/rich-text-limits';
import { idField, wholeNumber } from '@tp/service-kit';

/** A filter id that may be left out or empty (the screens send '' for "none"). */
const optionalId = (label: string, field: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), idField(label, field).optional());

/** Trimmed, 1 to 200 characters. */
const nodeName = (label: string) =>
  z
    .string({ error: `Please input the ${label} name.` })
    .trim()
    .min(1, `Please input the ${label} name.`)
    .max(200, `The ${label} name must be at most 200 characters.`);

const libraryId = idField('library', 'libraryId');
const chapterId = idField('chapter', 'chapterId');
const sectionId = idField('section', 'sectionId');
const direction = z.enum(['up', 'down'], { error: "The type must be 'up' or 'down'." });

export const createLibraryRequest = z.object({ name: nodeName('library') });
export const updateLibraryRequest = z.object({ id: idField('library', 'id'), name: nodeName('library') });
export const deleteLibraryRequest = z.object({ id: idField('library', 'id') });
export const createChapterRequest = z.object({ name: nodeName('chapter'), libraryId });
export const updateChapterRequest = z.object({ chapterId, libraryId, name: nodeName('chapter') });
export const deleteChapterRequest = z.object({ chapterId, libraryId });
export const createSectionRequest = z.object({ name: nodeName('section'), chapterId, libraryId });
export const updateSectionRequest = z.object({ sectionId, chapterId, libraryId, name: nodeName('section') });
export const deleteSectionRequest = z.object({ sectionId, chapterId, libraryId });
export const changeLibraryOrderRequest = z.object({ libraryId, type: direction });
export const changeChapterOrderRequest = z.object({ libraryId, chapterId, type: direction });
export const changeSectionOrderRequest = z.object({ libraryId, chapterId, sectionId, type: direction });

/** Identity's user ids; any non-empty id, checked against the users copy. */
export const teacherBindingRequest = z.object({
  teacherId: z.string({ error: 'Please choose a teacher (teacherId).' }).trim().min(1, 'Please choose a teacher (teacherId).').max(100, 'The teacher id is not valid.'),
  libraryId,
});

/** getQuestionByLibrary: a library, optionally narrowed; 100 a page. */
export const libraryQuestionsQuery = z.object({
  libraryId,
  chapterId: optionalId('chapter', 'chapterId'),
  sectionId: optionalId('section', 'sectionId'),
  sourceId: optionalId('source', 'sourceId'),
  page: wholeNumber('page', 1, 100_000).default(1),
  pageSize: wholeNumber('page size', 1, QUESTION_PAGE_SIZE).default(QUESTION_PAGE_SIZE),
});

const helpContent = z.string({ error: 'The help content must be text.' }).superRefine((html, ctx) => {
  const problem = richTextProblem('help content', html);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Max Resources: digits only, as a number or as typed. */
const maxQuestions = z
  .union([z.number(), z.string()], { error: 'Please enter a number' })
  .superRefine((value, ctx) => {
    const problem = maxResourcesProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => Number(typeof value === 'string' ? value.trim() : value));

/** editResourceBase: exactly one of the two settings per call. */
export const editResourceBaseRequest = z
  .object({ helpContent: helpContent.optional(), maxQuestions: maxQuestions.optional() })
  .refine((body) => (body.helpContent === undefined) !== (body.maxQuestions === undefined), {
    message: 'Send either helpContent or maxQuestions, one setting per save.',
  })
  .transform((body) => (body.helpContent !== undefined ? { helpContent: body.helpContent } : { maxQuestions: body.maxQuestions! }));
