import { z } from 'zod';
import { publishValue } from './class-listing';
import { LANGUAGES } from './constants';
import { durationTypeSchema } from './enrollment';

// What billing answers about interests and registrations. Dates travel as ISO strings; null is "no date".

/**
 * A cart item: one interest or registration of a student (GET /user/getClassRegisterList,
 * /user/getParentClassRegisterList; POST /user/registerClass answers one). The unregistered ones are the cart.
 */
export const cartItem = z.object({
  _id: z.string(),
  classId: z.string(),
  className: z.string(),
  userId: z.string(),
  studentName: z.string(),
  durationType: durationTypeSchema,
  price: z.number(),
  interested: z.boolean(),
  /** Paid, waiting for the teacher to confirm: billing refuses to remove it. */
  paid: z.boolean(),
  registered: z.boolean(),
  expirationDate: z.string().nullable(),
  createdAt: z.string(),
});
export type CartItem = z.infer<typeof cartItem>;
export const cartItemList = z.object({ list: z.array(cartItem) });

/** An interest's status in the teacher's view, derived from registered and paid. */
export const registrationStatus = z.enum(['Registered', 'Pending payment confirmation', 'Interested']);

/**
 * An interest or registration as the teacher's interest list shows it (GET /teacher/getClassRegisterList;
 * POST /teacher/registerClass answers one).
 */
export const teacherRegistration = z.object({
  _id: z.string(),
  student: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  durationType: durationTypeSchema,
  interested: z.boolean(),
  paid: z.boolean(),
  registered: z.boolean(),
  status: registrationStatus,
  expirationDate: z.string().nullable(),
  registeredAt: z.string().nullable(),
  price: z.number(),
  createdAt: z.string(),
});
export type TeacherRegistration = z.infer<typeof teacherRegistration>;
export const teacherRegistrationList = z.object({ list: z.array(teacherRegistration) });

/** A student's state in a class: nothing yet (all false, nulls), in the cart, paid, or registered until `expirationDate`. */
const registrationState = {
  interestId: z.string().nullable(),
  interested: z.boolean(),
  paid: z.boolean(),
  registered: z.boolean(),
  durationType: durationTypeSchema.nullable(),
  price: z.number().nullable(),
  expirationDate: z.string().nullable(),
};

const contact = z.object({ name: z.string(), email: z.string() });

/**
 * The class register (GET /user/getClassRegister): the class, who is asking and their family, and each
 * member's state. A student's own state is at the top level; a parent's children are in `students`.
 */
export const classRegister = z.object({
  classInfo: z.object({
    _id: z.string(),
    name: z.string(),
    monthlyPrice: z.number().nullable(),
    yearlyPrice: z.number().nullable(),
    price: z.number().nullable(),
    teacherName: z.string(),
    endDate: z.string().nullable(),
    language: z.enum(LANGUAGES),
    /** 1 and 2 take registrations; 0 (a draft, or taken off the listing) does not (class-listing.ts). */
    isPublish: publishValue,
    includeLibrary: z.boolean(),
    paymentInfo: z.string(),
  }),
  studentInfo: contact.nullable(),
  parentInfo: contact.extend({ phone: z.string() }).nullable(),
  students: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string(), ...registrationState })),
  ...registrationState,
});
export type ClassRegister = z.infer<typeof classRegister>;
