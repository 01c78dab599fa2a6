import type { Queryable } from '@tp/service-kit';

/** Billing's copy of a user, kept from identity's events. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  is_admin: boolean;
  phone: string;
  linked_emails: string[];
}

const COLUMNS = 'id, name, email, role, is_admin, phone, linked_emails';

export async function findUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND NOT deleted`, [id]);
  return rows[0];
}

/** Users of `role` linked to someone with this e-mail and these linked e-mails, both sides listing each other. */
async function findLinked(db: Queryable, role: 'Student' | 'Parent', member: { id: string; email: string; linkedEmails: string[] }): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users
     WHERE NOT deleted AND role = $1 AND id <> $2 AND (email = ANY($3::text[]) AND $4 = ANY(linked_emails))
     ORDER BY name, id`,
    [role, member.id, member.linkedEmails, member.email.toLowerCase()],
  );
  return rows;
}

export const findLinkedStudents = (db: Queryable, parent: { id: string; email: string; linkedEmails: string[] }) => findLinked(db, 'Student', parent);
export const findLinkedParents = (db: Queryable, student: { id: string; email: string; linkedEmails: string[] }) => findLinked(db, 'Parent', student);
