import { z } from 'zod';
import { idField } from '@tp/service-kit';
import { LANGUAGES, QUESTION_PAGE_SIZE } from '@tp/contracts';
import { QUESTION_IMAGE_MAX } from '@tp/contracts/question-rules';
import { isUuid } from '@tp/contracts/uuid';

/** An optional link to another record: an id, or '' / null for none (a form may send back the stored {_id, name}). */
const optionalId = (what: string, field: string) => {
  const message = `The ${what} (${field}) must be an id, or empty for none.`;
  const id = z.string({ error: message }).trim().refine((v) => v === '' || isUuid(v), message).transform((v) => (v ? v.toLowerCase() : null));
  return z.union([id, z.null().transform(() => null), z.object({ _id: id }).transform((ref) => ref._id)], { error: message });
};

const languageField = z.enum(LANGUAGES, { error: 'The language must be en or zh.' });

/** Plain text; its length is checked by the shared question rules, this only bounds what is read. */
const text = (label: string) => z.union([z.string(), z.null().transform(() => '')], { error: `The ${label} must be text.` }).refine((v) => v.length <= 100_000, `The ${label} is far too long.`);

/** Rich text: sanitised and bounded when stored. */
const richText = (label: string) => z.union([z.string(), z.null().transform(() => '')], { error: `The ${label} must be text.` });

/** A whole number; a number typed as text ('3') is read as one. The shared rules check its range. */
const numberField = (message: string) =>
  z.union([z.number(), z.string().trim().regex(/^-?\d+$/, message).transform(Number)], { error: message }).refine((n) => Number.isInteger(n), message);

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** An uploaded image (/uploads/...) or an https picture; '' for none. */
const imageField = text('image').refine(
  (value) => {
    const v = value.trim();
    return v === '' || v.length > QUESTION_IMAGE_MAX || (/^\/uploads\/[A-Za-z0-9/_.-]+$/.test(v) && !v.includes('..')) || isHttpsUrl(v);
  },
  'The image must be an uploaded file (/uploads/...) or an https address.',
);

export const createQuestionRequest = z.object({ language: languageField.default('en') });
export const questionIdRequest = z.object({ id: idField('question', 'id') });
export const languageRequest = z.object({ language: languageField.default('en') });

const pageMessage = 'The page must be a whole number from 1.';
const pageSizeMessage = `The page size must be a whole number from 1 to ${QUESTION_PAGE_SIZE}.`;

/** The teacher's list: 100 a page by default; a page past the end is simply empty. */
export const questionListRequest = z.object({
  name: z.string({ error: 'The search must be text.' }).trim().max(200, 'The search must be at most 200 characters.').default(''),
  language: languageField.default('en'),
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(1_000_000, pageMessage).default(1),
  pageSize: z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(QUESTION_PAGE_SIZE, pageSizeMessage).default(QUESTION_PAGE_SIZE),
});

/**
 * updateQuestion: `_id` and any question fields, as the edit form sends the whole question back; fields left out
 * stay as they are, read-only ones (user, createdAt, …) are ignored. Named as the API names them; the answer of the
 * parse is named as the domain stores them.
 */
export const updateQuestionRequest = z
  .object({
    _id: idField('question', '_id'),
    name: text('name').optional(),
    category: text('category').optional(),
    qText: richText('question text').optional(),
    image: imageField.optional(),
    showImg: z.boolean({ error: 'Show image must be true or false.' }).optional(),
    isChoice: numberField('The type (isChoice) must be 0 (single choice), 1 (multiple choice) or 2 (free response).').optional(),
    numChoice: numberField('The number of choices (numChoice) must be 4 or 5.').optional(),
    correctAnswer: text('correct answer').optional(),
    difficuty: numberField('The difficulty (difficuty) must be a whole number from 1 to 5.').optional(),
    description: richText('solution').optional(),
    source: optionalId('source', 'source').optional(),
    copyright: text('copyright').optional(),
    answerA: richText('answer A').optional(),
    answerB: richText('answer B').optional(),
    answerC: richText('answer C').optional(),
    answerD: richText('answer D').optional(),
    answerE: richText('answer E').optional(),
    language: languageField.optional(),
    referenceId: optionalId('counterpart question', 'referenceId').optional(),
    libraryId: optionalId('library', 'libraryId').optional(),
    chapterId: optionalId('chapter', 'chapterId').optional(),
    sectionId: optionalId('section', 'sectionId').optional(),
  })
  .transform(({ _id, difficuty, source, ...fields }) => ({ ...fields, id: _id, difficulty: difficuty, sourceId: source }));
