import { currentGrade, type StudentLookup, type UserChangedPayload, type UserListItem, type UserRecord, type UserSummary } from '@tp/contracts';
import type { UserRow } from './user';

/** The user record, as sign-in, getUserInfo and the admin edit form show it (never the password hash). */
export function toUserRecord(row: UserRow, now = new Date()): UserRecord {
  const gradeAt = row.grade_in_school_year_at;
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isAdmin: row.is_admin,
    dependent: row.dependent,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    zip: row.zip,
    school: row.school,
    gradeInSchoolYear: row.grade_in_school_year,
    gradeInSchoolYearAt: gradeAt ? gradeAt.toISOString() : null,
    currentGrade: row.grade_in_school_year === null ? null : currentGrade(row.grade_in_school_year, gradeAt ?? row.created_at, now),
    sRegister: row.s_register,
    emailVerified: row.email_verified,
  };
}

export function toSummary(row: UserRow): UserSummary {
  return { _id: row.id, name: row.name, email: row.email, role: row.role, isAdmin: row.is_admin };
}

export function toListItem(row: UserRow): UserListItem {
  return { ...toSummary(row), dependent: row.dependent, phone: row.phone, emailVerified: row.email_verified, createdAt: row.created_at.toISOString() };
}

export function toStudentLookup(row: UserRow, now = new Date()): StudentLookup {
  const { school, currentGrade: grade, dependent } = toUserRecord(row, now);
  return { ...toSummary(row), school, currentGrade: grade, dependent };
}

/** What other services keep of a user (their projections): the `user.registered` / `user.updated` payload. */
export function toChangedPayload(row: UserRow): UserChangedPayload {
  return { id: row.id, name: row.name, email: row.email, role: row.role, isAdmin: row.is_admin, dependent: row.dependent, phone: row.phone };
}
