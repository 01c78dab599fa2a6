import { randomUUID } from 'node:crypto';
import type { Queryable } from '@tp/service-kit';
import type { DurationType } from '@tp/contracts';
import type { Interest, NewInterest } from '../domain/interest';

const SELECT_INTERESTS = `
  SELECT i.id, i.class_id AS "classId", i.class_name AS "className", i.student_id AS "studentId",
         coalesce(u.name, i.student_name) AS "studentName", coalesce(u.email, i.student_email) AS "studentEmail",
         i.created_by AS "createdBy", i.duration_type AS "durationType", i.price::float8 AS price,
         i.interested, i.paid, i.registered, i.registered_at AS "registeredAt", i.expiration_date AS "expirationDate",
         i.created_at AS "createdAt"
  FROM interests i LEFT JOIN users u ON u.id = i.student_id AND NOT u.deleted`;

/** Serialises every change to one student's entries for one class until the transaction ends. */
export async function lockStudentClass(db: Queryable, studentId: string, classId: string) {
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`interest:${studentId}:${classId}`]);
}

export async function findInterest(db: Queryable, id: string): Promise<Interest | undefined> {
  const { rows } = await db.query<Interest>(`${SELECT_INTERESTS} WHERE i.id = $1`, [id]);
  return rows[0];
}

/** The entries of a student for a class, newest first. */
export async function findStudentClassEntries(db: Queryable, studentId: string, classId: string): Promise<Interest[]> {
  const { rows } = await db.query<Interest>(`${SELECT_INTERESTS} WHERE i.student_id = $1 AND i.class_id = $2 ORDER BY i.created_at DESC`, [studentId, classId]);
  return rows;
}

/** The entries of several students for one class, newest first. */
export async function findStudentsClassEntries(db: Queryable, studentIds: string[], classId: string): Promise<Interest[]> {
  const { rows } = await db.query<Interest>(`${SELECT_INTERESTS} WHERE i.student_id = ANY($1::text[]) AND i.class_id = $2 ORDER BY i.created_at DESC`, [studentIds, classId]);
  return rows;
}

/** Every entry of these students (their cart and registrations), newest first. */
export async function listByStudents(db: Queryable, studentIds: string[]): Promise<Interest[]> {
  const { rows } = await db.query<Interest>(`${SELECT_INTERESTS} WHERE i.student_id = ANY($1::text[]) ORDER BY i.created_at DESC, i.id`, [studentIds]);
  return rows;
}

/** Every entry of a class, newest first. */
export async function listByClass(db: Queryable, classId: string): Promise<Interest[]> {
  const { rows } = await db.query<Interest>(`${SELECT_INTERESTS} WHERE i.class_id = $1 ORDER BY i.created_at DESC, i.id`, [classId]);
  return rows;
}

export async function insertInterest(db: Queryable, interest: NewInterest): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO interests (id, class_id, class_name, student_id, student_name, student_email, created_by, duration_type, price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, interest.classId, interest.className, interest.studentId, interest.studentName, interest.studentEmail, interest.createdBy, interest.durationType, interest.price],
  );
  return id;
}

export async function changePlan(db: Queryable, id: string, durationType: DurationType, price: number, className: string) {
  await db.query('UPDATE interests SET duration_type = $2, price = $3, class_name = $4, updated_at = now() WHERE id = $1', [id, durationType, price, className]);
}

export async function markRegistered(db: Queryable, id: string, registeredAt: Date, expiration: Date) {
  await db.query(
    'UPDATE interests SET registered = true, registered_at = $2, expiration_date = $3, updated_at = now() WHERE id = $1',
    [id, registeredAt, expiration],
  );
}

export async function markPaid(db: Queryable, id: string) {
  await db.query('UPDATE interests SET paid = true, paid_at = coalesce(paid_at, now()), updated_at = now() WHERE id = $1', [id]);
}

export async function deleteInterest(db: Queryable, id: string) {
  await db.query('DELETE FROM interests WHERE id = $1', [id]);
}

/** A deleted student's cart goes with them; registrations and paid entries stay on record. */
export async function deleteOpenUnpaidInterestsOf(db: Queryable, studentId: string) {
  await db.query('DELETE FROM interests WHERE student_id = $1 AND NOT registered AND NOT paid', [studentId]);
}
