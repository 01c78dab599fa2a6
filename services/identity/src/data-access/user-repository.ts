import { randomUUID } from 'node:crypto';
import type { Role } from '@tp/contracts';
import { containsPattern, type Queryable } from '@tp/service-kit';
import type { NewUser, UserFields, UserPatch, UserRow } from '../domain/user';

/** Columns a use case may set, by the name the code uses. */
const COLUMNS = {
  name: 'name',
  email: 'email',
  passwordHash: 'password_hash',
  role: 'role',
  isAdmin: 'is_admin',
  dependent: 'dependent',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  country: 'country',
  zip: 'zip',
  school: 'school',
  gradeInSchoolYear: 'grade_in_school_year',
  gradeInSchoolYearAt: 'grade_in_school_year_at',
  sRegister: 's_register',
  emailVerified: 'email_verified',
  interfaceLanguage: 'interface_language',
} as const;

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const entries = Object.entries(user).filter(([, value]) => value !== undefined) as [keyof UserFields, unknown][];
  const columns = ['id', ...entries.map(([key]) => COLUMNS[key])];
  const values = [randomUUID(), ...entries.map(([, value]) => value)];
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (${columns.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    values,
  );
  return rows[0];
}

/** Sets the given fields (only those present) and returns the changed row, or undefined when there is no such user. */
export async function updateUser(db: Queryable, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined) as [keyof UserFields, unknown][];
  const sets = entries.map(([key], i) => `${COLUMNS[key]} = $${i + 2}`);
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`,
    [id, ...entries.map(([, value]) => value)],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string, { forUpdate = false } = {}): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT * FROM users WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string, { forUpdate = false } = {}): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT * FROM users WHERE email = $1${forUpdate ? ' FOR UPDATE' : ''}`, [email]);
  return rows[0];
}

/** Users whose `dependent` names `email`: the family members linked to that address. */
export async function findUsersLinkedTo(db: Queryable, email: string): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>(
    `SELECT * FROM users WHERE $1 = ANY (string_to_array(replace(dependent, ' ', ''), ';')) ORDER BY email FOR UPDATE`,
    [email],
  );
  return rows;
}

export async function deleteUserRow(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('DELETE FROM users WHERE id = $1 RETURNING *', [id]);
  return rows[0];
}

/** Name or e-mail contains `keyword` (its % and _ match themselves); every user when it is empty. */
export async function searchUsers(db: Queryable, keyword: string): Promise<UserRow[]> {
  const pattern = containsPattern(keyword);
  const { rows } = await db.query<UserRow>(
    `SELECT * FROM users WHERE name ILIKE $1 ESCAPE '\\' OR email ILIKE $1 ESCAPE '\\' ORDER BY lower(name), email`,
    [pattern],
  );
  return rows;
}

/** Up to `limit` users whose id sorts after `after` (from the first when undefined), by id: one page of a walk through every user. */
export async function listUsersAfter(db: Queryable, after: string | undefined, limit: number): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE $1::uuid IS NULL OR id > $1::uuid ORDER BY id LIMIT $2', [after ?? null, limit]);
  return rows;
}

export async function listUsersByRole(db: Queryable, role: Role): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE role = $1 ORDER BY lower(name), email', [role]);
  return rows;
}

/**
 * The administrator account exists and is an admin with a verified address. An existing account keeps its
 * password (its owner may have changed it), or gets this one if it has none; `inserted` tells whether it was created now.
 */
export async function upsertAdmin(db: Queryable, admin: { email: string; passwordHash: string }): Promise<{ row: UserRow; inserted: boolean }> {
  const { rows } = await db.query<UserRow & { inserted: boolean }>(
    `INSERT INTO users (id, name, email, password_hash, role, is_admin, email_verified)
     VALUES ($1, 'Administrator', $2, $3, 'Teacher', true, true)
     ON CONFLICT (email) DO UPDATE SET is_admin = true, email_verified = true, updated_at = now(),
       password_hash = COALESCE(users.password_hash, EXCLUDED.password_hash)
     RETURNING *, (xmax = 0) AS inserted`,
    [randomUUID(), admin.email, admin.passwordHash],
  );
  const { inserted, ...row } = rows[0];
  return { row, inserted };
}

/**
 * Sets sRegister as catalog announced it, unless a newer announcement was applied already; an unknown id (deleted
 * meanwhile) changes nothing.
 */
export async function applyPracticeAccess(db: Queryable, id: string, sRegister: boolean, version: number): Promise<void> {
  await db.query(
    `UPDATE users SET s_register = $2, s_register_version = $3, updated_at = now()
     WHERE id::text = $1 AND s_register_version < $3`,
    [id, sRegister, version],
  );
}
