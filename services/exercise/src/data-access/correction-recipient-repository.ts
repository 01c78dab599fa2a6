import { familyLinkSql, type Queryable } from '@tp/service-kit';

/**
 * Whether `email` is a student with a live exercise of the teacher's, or a parent linked (both sides list each
 * other) to such a student: the people a teacher's correction e-mail may go to.
 */
export async function isCorrectionRecipient(db: Queryable, teacherId: string, email: string): Promise<boolean> {
  const { rows } = await db.query<{ allowed: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM exercises e
       WHERE e.teacher_id = $1 AND e.retired_at IS NULL
         AND (e.student_email = $2 OR e.student_id IN (
           SELECT s.id FROM users p JOIN users s ON ${familyLinkSql('p', 's')}
           WHERE p.email = $2 AND p.role = 'Parent' AND NOT p.deleted AND s.role = 'Student' AND NOT s.deleted))
     ) AS allowed`,
    [teacherId, email],
  );
  return rows[0].allowed;
}
