import type { Queryable } from '@tp/service-kit';
import type { AnnouncedAccess } from '../domain/announced-access';

/**
 * Locks the students' rows, in id order so two changes about the same students never deadlock. A student without a
 * row gets one saying false, identity's value for a new account.
 */
export async function lockAnnouncedAccess(db: Queryable, studentIds: string[]): Promise<AnnouncedAccess[]> {
  const ids = [...new Set(studentIds)].sort();
  if (ids.length === 0) return [];
  await db.query(
    `INSERT INTO practice_access (student_id, s_register) SELECT unnest($1::text[]), false ORDER BY 1 ON CONFLICT DO NOTHING`,
    [ids],
  );
  const { rows } = await db.query<AnnouncedAccess & { version: string }>(
    `SELECT student_id AS "studentId", s_register AS "sRegister", version FROM practice_access
     WHERE student_id = ANY($1::text[]) ORDER BY student_id FOR UPDATE`,
    [ids],
  );
  return rows.map((row) => ({ ...row, version: Number(row.version) }));
}

export async function saveAccess(db: Queryable, studentId: string, access: { sRegister: boolean | null; version: number; nextCheckAt: Date | null }) {
  await db.query(
    `UPDATE practice_access SET s_register = $2, version = $3, next_check_at = $4, updated_at = now() WHERE student_id = $1`,
    [studentId, access.sRegister, access.version, access.nextCheckAt],
  );
}

/**
 * Students whose access may have changed with time by `now`, locked; rows another replica is checking are skipped,
 * so replicas running the check side by side never announce the same change twice.
 */
export async function claimDueChecks(db: Queryable, now: Date, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ student_id: string }>(
    `SELECT student_id FROM practice_access WHERE next_check_at <= $1 ORDER BY next_check_at, student_id
     LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
  return rows.map((row) => row.student_id);
}

export async function deleteAccess(db: Queryable, studentId: string) {
  await db.query('DELETE FROM practice_access WHERE student_id = $1', [studentId]);
}
