import { z } from 'zod';

/** Plans: 1 = one month at monthlyPrice, 2 = one year at yearlyPrice. */
export const DURATION_TYPES = [1, 2] as const;
export const durationTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type DurationType = z.infer<typeof durationTypeSchema>;

/**
 * billing → catalog: a registration became Registered (a teacher pressed Add, or payment was confirmed).
 * Catalog puts the student on the class roster until `expirationDate`.
 */
export const enrollmentRegisteredPayload = z.object({
  registrationId: z.string(),
  classId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  durationType: durationTypeSchema,
  registeredAt: z.string().datetime(),
  expirationDate: z.string().datetime(),
});
export type EnrollmentRegisteredPayload = z.infer<typeof enrollmentRegisteredPayload>;
