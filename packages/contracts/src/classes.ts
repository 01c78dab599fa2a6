import { z } from 'zod';
import { publishValue } from './class-listing';
import { LANGUAGES } from './constants';
import { classHomework } from './homework';

// What catalog answers about classes. Dates travel as ISO strings (JSON has no dates); null is "no date".

/** A source a class names, with the name copied when it was picked (renames follow by event). */
export const classSource = z.object({ _id: z.string(), name: z.string() });

/**
 * A class as the teacher's calls (list, read, create, copy, publish, save) and the public class page.
 * Rich text is as stored, or with the maths drawn when `typeset=true` was asked for.
 */
export const classView = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number().nullable(),
  monthlyPrice: z.number().nullable(),
  yearlyPrice: z.number().nullable(),
  image: z.string(),
  category: z.string(),
  description: z.string(),
  introduction: z.string(),
  bulletin: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  language: z.enum(LANGUAGES),
  registerLink: z.string(),
  source: z.array(classSource),
  includeLibrary: z.boolean(),
  paymentInfo: z.string(),
  autoPublish: z.boolean(),
  autoPublishAccuracy: z.number().nullable(),
  isPublish: publishValue,
  orderIndex: z.number(),
  user: z.object({ _id: z.string(), name: z.string() }),
  /** The class's homework a teacher may see (GET /teacher/getClassById); empty in every other answer. */
  homeworkList: z.array(classHomework),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClassView = z.infer<typeof classView>;

/** GET /teacher/getClassesByTeacher. */
export const classViewList = z.object({ list: z.array(classView) });

/** A row of the admin's audit table (GET /admin/getAuditClasses; POST /admin/auditClass answers one). */
export const auditClass = z.object({
  _id: z.string(),
  name: z.string(),
  orderIndex: z.number(),
  user: z.object({ _id: z.string(), name: z.string() }),
  category: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isPublish: publishValue,
  language: z.enum(LANGUAGES),
});
export type AuditClass = z.infer<typeof auditClass>;
export const auditClassList = z.object({ list: z.array(auditClass) });

/**
 * A class student entry (POST /teacher/studentList): the student, the class, and the student's first linked
 * parent ('' where there is none); `expirationDate` is the student's place's own.
 */
export const classStudentEntry = z.object({
  student: z.object({ name: z.string(), email: z.string(), ID: z.string() }),
  classInfo: z.object({ name: z.string(), teacher: z.string(), image: z.string(), price: z.number().nullable(), classID: z.string() }),
  parent: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  expirationDate: z.string().nullable(),
});
export type ClassStudentEntry = z.infer<typeof classStudentEntry>;
export const classStudentList = z.object({ list: z.array(classStudentEntry) });

/**
 * A My class entry (GET /user/getMyClasses): `expirationDate` is the registration's own, so the client applies the
 * display rule (class-expiry.ts) with the class's includeLibrary and endDate given beside it.
 */
export const myClass = z.object({
  classInfo: z.object({
    name: z.string(),
    classID: z.object({ _id: z.string(), includeLibrary: z.boolean(), endDate: z.string().nullable() }),
  }),
  expirationDate: z.string().nullable(),
  isValid: z.boolean(),
});
export type MyClass = z.infer<typeof myClass>;
export const myClassList = z.object({ list: z.array(myClass) });

/**
 * POST /file/upload and /upload: `path` is where the stored file is served (/uploads/...), what content keeps; `url`
 * shows it now: the path for a public file, a short-lived signed link for a private one (never to be stored).
 */
export const uploadedFile = z.object({ path: z.string(), url: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;
