import { z } from 'zod';
import { idField } from '@tp/service-kit';
import { LANGUAGES } from '@tp/contracts';
import { IMAGE_SOURCE_MESSAGE, isHttpUrl, isImageSource } from '@tp/contracts/image-address';
import { richTextProblem } from '@tp/contracts/rich-text-limits';
import { CLASS_NAME_MAX } from '../../domain/teacher-classes';

const PRICE_MAX = 1_000_000;

export const languageField = z.enum(LANGUAGES, { error: 'The language must be en or zh.' });

const text = (label: string, max: number) =>
  z.string({ error: `The ${label} must be text.` }).trim().max(max, `The ${label} must be at most ${max} characters.`);

/** Rich text within the limits every page can draw (the class form checks the same before sending). */
const richText = (label: string) =>
  z
    .union([z.string(), z.null()], { error: `The ${label} must be text.` })
    .transform((html) => html ?? '')
    .superRefine((html, ctx) => {
      const problem = richTextProblem(label, html);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Dollars: a number ≥ 0 with at most two decimals; null clears the price. */
const price = (label: string) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .min(0, `The ${label} cannot be negative.`)
    .max(PRICE_MAX, `The ${label} can be at most ${PRICE_MAX}.`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `The ${label} can have at most two decimals.`)
    .nullable();

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time; null or '' clears it. */
const date = (label: string) =>
  z
    .union([z.string(), z.null()], { error: `The ${label} must be a date like 2026-09-01.` })
    .refine((value) => value === null || value === '' || (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))), `The ${label} must be a date like 2026-09-01.`)
    .transform((value) => (value ? new Date(value) : null));

/** An uploaded image (/uploads/...) or an https picture; '' for none. */
const imageField = text('image', 2000).refine((value) => value === '' || isImageSource(value), IMAGE_SOURCE_MESSAGE);

/** The source picker sends ids; a form that sends back the stored {_id, name} is accepted too. */
const sourceRef = z.union([idField('source', 'source'), z.object({ _id: idField('source', 'source') }).transform((s) => s._id)], {
  error: 'Each source must be a source id.',
});

export const classListQuery = z.object({
  name: text('search', 200).default(''),
  language: languageField.default('en'),
});

export const languageQuery = z.object({ language: languageField.default('en') });

/** `typeset=true`: the answer's rich text comes with its maths already drawn (docs/decisions/004). */
const typesetField = z.enum(['true', 'false'], { error: 'typeset must be true or false.' }).default('false').transform((flag) => flag === 'true');
export const typesetQuery = z.object({ typeset: typesetField });
export const homeClassesQuery = languageQuery.extend({ typeset: typesetField });
export const publicClassQuery = z.object({ id: idField('class', 'id'), typeset: typesetField });
export const createClassRequest = z.object({ language: languageField.default('en') });
export const classIdRequest = z.object({ id: idField('class', 'id') });

export const setPublishRequest = z.object({
  id: idField('class', 'id'),
  publish: z.number({ error: 'Publish must be 0 or 1.' }).int('Publish must be 0 or 1.').min(0, 'Publish must be 0 or 1.').max(2, 'Publish must be 0 or 1.'),
});

export const updateClassIntroRequest = z.object({
  _id: idField('class', '_id'),
  name: text('class name', CLASS_NAME_MAX).optional(),
  price: price('price').optional(),
  monthlyPrice: price('monthly price').optional(),
  yearlyPrice: price('yearly price').optional(),
  image: imageField.optional(),
  category: text('category', 50).optional(),
  description: richText('description').optional(),
  introduction: richText('introduction').optional(),
  bulletin: richText('bulletin').optional(),
  paymentInfo: richText('payment information').optional(),
  startDate: date('start date').optional(),
  endDate: date('end date').optional(),
  language: languageField.optional(),
  registerLink: text('register link', 2000).refine((v) => v === '' || isHttpUrl(v), 'The register link must be an http or https address.').optional(),
  source: z.array(sourceRef, { error: 'The sources must be a list of source ids.' }).max(50, 'A class can have at most 50 sources.').optional(),
  includeLibrary: z.boolean({ error: 'Include library must be true or false.' }).optional(),
  autoPublish: z.boolean({ error: 'Auto Publish must be true or false.' }).optional(),
  autoPublishAccuracy: z
    .number({ error: 'Auto Publish Accuracy must be a whole number from 0 to 100.' })
    .int('Auto Publish Accuracy must be a whole number from 0 to 100.')
    .min(0, 'Auto Publish Accuracy must be a whole number from 0 to 100.')
    .max(100, 'Auto Publish Accuracy must be a whole number from 0 to 100.')
    .nullable()
    .optional(),
});

/**
 * getClassesContent {id, studentId?}: the class, and for a parent the child to read it for. The user info the spec's
 * client also sends is ignored: the caller is the token's user.
 */
export const classContentRequest = z.object({ id: idField('class', 'id'), studentId: idField('student', 'studentId').optional() });
export const studentListRequest = z.object({ classID: idField('class', 'classID') });
export const removeStudentRequest = z.object({ studentID: idField('student', 'studentID'), classID: idField('class', 'classID') });

/**
 * addStudentToClass: the class student entry's `student` names the student by `ID`; our screen sends the record
 * getUserByEmail returned, with `_id`. Both are read; two different ids are refused rather than one guessed.
 */
const studentRef = z
  .object({ ID: idField('student', 'student.ID').optional(), _id: idField('student', 'student._id').optional() }, { error: 'Please choose the student to add.' })
  .refine((student) => student.ID ?? student._id, 'The student id (student.ID) is required.')
  .refine((student) => !student.ID || !student._id || student.ID === student._id, 'The student id (student.ID) and student._id name different students.')
  .transform((student) => ({ id: (student.ID ?? student._id)! }));

/** addStudentToClass: the student (see studentRef) and the class (classID or _id). */
export const addStudentRequest = z.object({
  student: studentRef,
  classInfo: z
    .object({ classID: idField('class', 'classInfo.classID').optional(), _id: idField('class', 'classInfo._id').optional() }, { error: 'The class (classInfo) is required.' })
    .refine((info) => info.classID ?? info._id, 'The class id (classInfo.classID) is required.')
    .transform((info) => ({ classId: (info.classID ?? info._id)! })),
});

export const auditClassRequest = z.object({
  id: idField('class', 'id'),
  isPublish: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'isPublish must be 0 (delete), 1 (unpublished) or 2 (featured).' }),
  orderIndex: z
    .number({ error: 'The order index must be a whole number from 0.' })
    .int('The order index must be a whole number from 0.')
    .min(0, 'The order index must be a whole number from 0.')
    .max(1_000_000, 'The order index can be at most 1000000.')
    .optional(),
});

export const homeDetailRequest = z.object({ introduction: richText('introduction') });
