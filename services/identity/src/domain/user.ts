import type { ContactDetails, Language, Role } from '@tp/contracts';

/** A user as stored (never shown as it is: user-view makes what each answer shows). */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  role: Role;
  is_admin: boolean;
  dependent: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  school: string;
  grade_in_school_year: number | null;
  grade_in_school_year_at: Date | null;
  s_register: boolean;
  email_verified: boolean;
  /** The site's language for them, and their e-mails'. */
  interface_language: Language;
  created_at: Date;
  updated_at: Date;
}

/** What a use case may set on a user, by the name the code uses. */
export interface UserFields extends ContactDetails {
  name: string;
  email: string;
  passwordHash: string | null;
  role: Role;
  isAdmin: boolean;
  dependent: string;
  school: string;
  gradeInSchoolYear: number | null;
  gradeInSchoolYearAt: Date | null;
  sRegister: boolean;
  emailVerified: boolean;
  interfaceLanguage: Language;
}

export type UserPatch = Partial<UserFields>;
export type NewUser = Pick<UserFields, 'name' | 'email' | 'passwordHash' | 'role'> & UserPatch;
