import { familyLinkSql, type Queryable } from '@tp/service-kit';
import type { NewRosterEntry, RosterEntry, StudentPlace } from '../domain/roster-entry';

/** Adds a teacher's entry; false when the student is on the class already. */
export async function insertTeacherEntry(db: Queryable, e: NewRosterEntry): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO roster (class_id, student_id, student_name, student_email, expiration_date, added_by)
     VALUES ($1, $2, $3, $4, $5, 'teacher') ON CONFLICT DO NOTHING`,
    [e.classId, e.studentId, e.studentName, e.studentEmail, e.expirationDate],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * A registration: the student is on the class until its expiration date. A renewal extends the entry; an older
 * registration delivered late never shortens it.
 */
export async function upsertEnrollment(db: Queryable, e: NewRosterEntry & { expirationDate: Date }) {
  await db.query(
    `INSERT INTO roster (class_id, student_id, student_name, student_email, expiration_date, added_by)
     VALUES ($1, $2, $3, $4, $5, 'enrollment')
     ON CONFLICT (class_id, student_id) DO UPDATE SET student_name = EXCLUDED.student_name,
       student_email = EXCLUDED.student_email, added_by = 'enrollment', updated_at = now(),
       expiration_date = GREATEST(roster.expiration_date, EXCLUDED.expiration_date)`,
    [e.classId, e.studentId, e.studentName, e.studentEmail.trim().toLowerCase(), e.expirationDate],
  );
}

export async function removeEntry(db: Queryable, classId: string, studentId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM roster WHERE class_id = $1 AND student_id = $2', [classId, studentId]);
  return (rowCount ?? 0) > 0;
}

/** The ids of the students on a class. */
export async function listRosterStudentIds(db: Queryable, classId: string): Promise<string[]> {
  const { rows } = await db.query<{ student_id: string }>('SELECT student_id FROM roster WHERE class_id = $1', [classId]);
  return rows.map((row) => row.student_id);
}

export async function removeEntriesOfStudent(db: Queryable, studentId: string) {
  await db.query('DELETE FROM roster WHERE student_id = $1', [studentId]);
}

/** studentList: the roster by student name; the parent is one who lists the student and is listed back. */
export async function listRoster(db: Queryable, classId: string): Promise<RosterEntry[]> {
  const { rows } = await db.query<RosterEntry>(
    `SELECT r.student_id AS "studentId", COALESCE(NULLIF(s.name, ''), r.student_name) AS "studentName",
       COALESCE(s.email, r.student_email) AS "studentEmail", r.expiration_date AS "expirationDate",
       COALESCE(p.name, '') AS "parentName", COALESCE(p.phone, '') AS "parentPhone", COALESCE(p.email, '') AS "parentEmail"
     FROM roster r
     LEFT JOIN users s ON s.id = r.student_id AND NOT s.deleted
     LEFT JOIN LATERAL (
       SELECT name, phone, email FROM users p
       WHERE NOT p.deleted AND p.role = 'Parent' AND ${familyLinkSql('p', 's')}
       ORDER BY p.name, p.id LIMIT 1
     ) p ON true
     WHERE r.class_id = $1
     ORDER BY 2, r.student_id`,
    [classId],
  );
  return rows;
}

/** Every class the given students are on, by class name. */
export async function listPlaces(db: Queryable, studentIds: string[]): Promise<StudentPlace[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await db.query<StudentPlace>(
    `SELECT r.student_id AS "studentId", c.id AS "classId", c.name AS "className", c.include_library AS "includeLibrary",
       c.end_date AS "classEndDate", r.expiration_date AS "expirationDate"
     FROM roster r JOIN classes c ON c.id = r.class_id
     WHERE r.student_id = ANY($1::text[])
     ORDER BY c.name, c.id, r.student_id`,
    [studentIds],
  );
  return rows;
}
