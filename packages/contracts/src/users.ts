import { z } from 'zod';
import { roleSchema } from './roles';

// What identity answers about users (never a password hash). Dates travel as ISO strings.

/** How a person is reached by phone and post: a user's fields, and the sign-up and profile forms' ones. */
export const contactDetails = z.object({
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip: z.string(),
});
export type ContactDetails = z.infer<typeof contactDetails>;

/**
 * The user record: getUserInfo, getUserProfile, the admin's getUserById, and what a profile or family edit saved.
 */
export const userRecord = contactDetails.extend({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  isAdmin: z.boolean(),
  dependent: z.string(),
  school: z.string(),
  gradeInSchoolYear: z.number().nullable(),
  gradeInSchoolYearAt: z.string().nullable(),
  /** gradeInSchoolYear risen by the school years passed since gradeInSchoolYearAt (a year starts on 1 September). */
  currentGrade: z.number().nullable(),
  sRegister: z.boolean(),
  emailVerified: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecord>;

/** The user record with a token: what sign-in and a profile update answer, and what the client keeps in local storage. */
export const signedInUser = userRecord.extend({ token: z.string().min(1) });
export type SignedInUser = z.infer<typeof signedInUser>;

/** Users as pickers and lists show them. */
export const userSummary = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: roleSchema, isAdmin: z.boolean() });
export type UserSummary = z.infer<typeof userSummary>;

/** A row of /admin/getUsers. */
export const userListItem = userSummary.extend({ dependent: z.string(), phone: z.string(), emailVerified: z.boolean(), createdAt: z.string() });
export type UserListItem = z.infer<typeof userListItem>;
/** GET /admin/getUsers: the users whose name or e-mail holds the keyword, and how many. */
export const userList = z.object({ list: z.array(userListItem), total: z.number() });

/** /teacher/getUserByEmail: the student a teacher is about to add to a class. */
export const studentLookup = userSummary.extend({ school: z.string(), currentGrade: z.number().nullable(), dependent: z.string() });
export type StudentLookup = z.infer<typeof studentLookup>;

/** /login/validateEmailByCode: an existing parent's details, which the sign-up form fills in (the answer is null for anyone else). */
export const parentPrefill = contactDetails.extend({ name: z.string() });
export type ParentPrefill = z.infer<typeof parentPrefill>;

/** /public/config: what the sign-in screen needs to know before anyone signs in. */
export const publicConfig = z.object({ googleClientId: z.string().nullable() });
export type PublicConfig = z.infer<typeof publicConfig>;
