import { z } from 'zod';
import { publishValue } from './class-listing';
import { LANGUAGES } from './constants';

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
