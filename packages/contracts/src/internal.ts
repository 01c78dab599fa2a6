import { z } from 'zod';
import { publishValue } from './class-listing';
import { LANGUAGES } from './constants';
import { userChangedPayload } from './identity';

/**
 * Shapes of the /internal/... HTTP calls services make to each other (never routed by the gateway).
 * Each is answered in the usual envelope; the caller parses the result with the schema.
 */

/**
 * catalog: GET /internal/classes/:id — what billing needs to price a registration, check the teacher and show the
 * class register screen. A price the teacher has not set is null (billing refuses that plan).
 */
export const internalClassSummary = z.object({
  _id: z.string(),
  name: z.string(),
  teacherId: z.string(),
  teacherName: z.string(),
  monthlyPrice: z.number().nullable(),
  yearlyPrice: z.number().nullable(),
  price: z.number().nullable(),
  language: z.enum(LANGUAGES),
  isPublish: publishValue,
  endDate: z.string().nullable(),
  includeLibrary: z.boolean(),
  paymentInfo: z.string(),
});
export type InternalClassSummary = z.infer<typeof internalClassSummary>;

/**
 * question-bank: GET /internal/sources?ids=a,b — the named sources a class form picked, in the order asked (unknown
 * ids are left out).
 */
export const internalSource = z.object({ _id: z.string(), name: z.string() });
export type InternalSource = z.infer<typeof internalSource>;
export const internalSourceList = z.array(internalSource);

/**
 * catalog: GET /internal/classes/:id/publishing — what the exercise service needs to publish a class's homework
 * and to check who reads its exercises: the class and its teacher, the auto-publish setting, the students on its
 * roster and the homework it lists in the class's order (oldest link first).
 */
export const internalClassPublishing = z.object({
  _id: z.string(),
  name: z.string(),
  teacherId: z.string(),
  bulletin: z.string(),
  autoPublish: z.boolean(),
  /** Percent, 0–100; null when the teacher has not set one. */
  autoPublishAccuracy: z.number().nullable(),
  students: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
  homework: z.array(z.object({
    _id: z.string(),
    name: z.string(),
    dueDate: z.string().nullable(),
    isExam: z.boolean(),
    isPublish: z.boolean(),
    creatorId: z.string(),
  })),
});
export type InternalClassPublishing = z.infer<typeof internalClassPublishing>;

/**
 * exercise: GET /internal/teachers/:teacherId/students?email= — whether the address is a student (or a parent of
 * one) with an exercise in one of the teacher's classes: mail sends a teacher's correction e-mail only to them.
 */
export const internalCorrectionRecipient = z.object({ allowed: z.boolean() });

/** How many users one page of GET /internal/users holds at most. */
export const INTERNAL_USERS_PAGE_MAX = 500;

/**
 * identity: GET /internal/users?after=<id>&limit=<n> — every user (as the user.* events carry them) by id, a page at
 * a time after `after`. A service that starts keeping a copy of the users late fills it from these pages; `asOf`
 * (read just before the page) is as old as the data may be, so any later event wins over it.
 */
export const internalUserPage = z.object({ list: z.array(userChangedPayload), asOf: z.string() });
export type InternalUserPage = z.infer<typeof internalUserPage>;
