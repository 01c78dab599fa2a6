import { z } from 'zod';
import { canonicalRoleSpelling, ROLES, roleSchema } from './roles';

const text = z.string().trim();
const optionalText = z.string().trim().optional().default('');
/** E-mails are compared lowercased everywhere. */
export const emailField = z.string().trim().toLowerCase();
/** Codes travel as numbers but a string of digits is accepted too. */
export const codeField = z.union([z.number().int(), z.string().trim().regex(/^\d*$/)]).optional();

/**
 * A role sent by a form: Student, Parent or Teacher, refused with a sentence otherwise. The spec also sees the parent
 * role spelled 'parent': that spelling (only that one) is taken and stored as 'Parent'.
 */
const roleField = z.preprocess(canonicalRoleSpelling, z.enum(ROLES, { error: 'Role must be Student, Parent or Teacher.' }));

export const authUserRequest = z.object({ email: emailField.optional().default(''), password: z.string().optional().default('') });
export const googleAuthRequest = z.object({ credential: z.string().min(1) });
/** `purpose` only chooses the wording of the e-mail; any code works for any call that needs one. */
export const sendEmailRequest = z.object({ email: emailField.optional().default(''), purpose: z.enum(['sign-up', 'verify', 'reset', 'profile']).optional() });
export const resetPasswordRequest = z.object({ email: emailField.optional(), code: codeField, password: z.string().optional() });
export const verifyEmailRequest = z.object({ email: emailField.optional().default(''), code: codeField });
export const validateEmailByCodeRequest = z.object({ email: emailField.optional().default(''), code: codeField });

export const parentSignUp = z.object({
  name: optionalText, email: emailField.optional().default(''), password: z.string().optional().default(''),
  phone: optionalText, address: optionalText, city: optionalText, state: optionalText, country: optionalText, zip: optionalText,
});
export const studentSignUp = z.object({
  name: optionalText, email: emailField.optional().default(''), password: z.string().optional().default(''),
  school: optionalText, gradeInSchoolYear: z.union([z.number(), z.string()]).optional(),
});
export const registerFamilyRequest = z.object({ parent: parentSignUp.prefault({}), student: studentSignUp.prefault({}), code: codeField });

export const updateUserProfileRequest = z.object({
  id: z.string().optional(),
  name: text.optional(), email: emailField.optional(), password: z.string().optional(), role: z.string().optional(),
  dependent: z.string().optional(), currentPassword: z.string().optional(), code: codeField,
  /** A new e-mail also needs the code sent to that address, which proves it is the user's. */
  newEmailCode: codeField,
  phone: z.string().optional(), address: z.string().optional(), city: z.string().optional(), state: z.string().optional(),
  country: z.string().optional(), zip: z.string().optional(), school: z.string().optional(),
  gradeInSchoolYear: z.union([z.number(), z.string(), z.null()]).optional(),
});
export const updateStudentRequest = z.object({ email: emailField, name: text.min(1, 'Student Name is required') });
export const updateParentRequest = z.object({
  email: emailField, name: text.min(1, 'Parent Name is required'), phone: z.string().trim().optional(),
});

export const adminCreateUserRequest = z.object({
  name: optionalText, email: z.string().trim().toLowerCase().optional().default(''), password: z.string().optional().default(''),
  role: roleField,
});
export const adminUpdateUserRequest = z.object({
  _id: z.string().min(1), name: text.optional(), email: emailField.optional(), isAdmin: z.boolean().optional(),
  password: z.string().optional(), role: roleField.optional(), dependent: z.string().optional(),
  phone: z.string().optional(), address: z.string().optional(), city: z.string().optional(), state: z.string().optional(),
  country: z.string().optional(), zip: z.string().optional(), school: z.string().optional(),
  gradeInSchoolYear: z.union([z.number(), z.string(), z.null()]).optional(), sRegister: z.boolean().optional(),
});
export const idRequest = z.object({ id: z.string().min(1) });
export const getUserByEmailRequest = z.object({ email: emailField });

// ---- events ----
export const userChangedPayload = z.object({
  id: z.string(), name: z.string(), email: z.string(), role: roleSchema, isAdmin: z.boolean(),
  dependent: z.string(), phone: z.string(),
});
export type UserChangedPayload = z.infer<typeof userChangedPayload>;
export const userDeletedPayload = z.object({ id: z.string(), email: z.string() });
export type UserDeletedPayload = z.infer<typeof userDeletedPayload>;
