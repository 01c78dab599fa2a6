import type { Queryable } from '@tp/service-kit';

/** Catalog's copy of a user, kept from identity's events. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  phone: string;
  linked_emails: string[];
}

const COLUMNS = 'id, name, email, role, phone, linked_emails';

export async function findUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND NOT deleted`, [id]);
  return rows[0];
}

export async function isDeletedUser(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE id = $1 AND deleted', [id]);
  return (rowCount ?? 0) > 0;
}

/**
 * The students of a parent: each lists the parent's e-mail and the parent lists theirs (identity writes both
 * sides; one side alone is not enough, since a parent can type any e-mail into their own list).
 */
export async function findChildren(db: Queryable, parent: UserRow): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users
     WHERE NOT deleted AND role = 'Student' AND id <> $1 AND email = ANY($2::text[]) AND $3 = ANY(linked_emails)
     ORDER BY name, id`,
    [parent.id, parent.linked_emails, parent.email],
  );
  return rows;
}
