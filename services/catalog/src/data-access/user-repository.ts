import type { Queryable } from '@tp/service-kit';
import type { UserChangedPayload } from '@tp/contracts';
import { linkedEmails } from '../domain/family-links';

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

/** Applies a user.registered / user.updated event unless a newer event about the user was applied already. */
export async function applyUserChange(db: Queryable, user: UserChangedPayload, occurredAt: string) {
  await db.query(
    `INSERT INTO users (id, name, email, role, is_admin, phone, linked_emails, deleted, event_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, role = EXCLUDED.role,
       is_admin = EXCLUDED.is_admin, phone = EXCLUDED.phone, linked_emails = EXCLUDED.linked_emails,
       deleted = false, event_at = EXCLUDED.event_at
     WHERE users.event_at <= EXCLUDED.event_at`,
    [user.id, user.name, user.email.trim().toLowerCase(), user.role, user.isAdmin, user.phone, linkedEmails(user.dependent), occurredAt],
  );
}

/** Applies a user.deleted event; the row stays as a tombstone so an older, late event cannot revive the user. */
export async function applyUserDeletion(db: Queryable, id: string, email: string, occurredAt: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO users (id, name, email, role, deleted, event_at) VALUES ($1, '', $2, '', true, $3)
     ON CONFLICT (id) DO UPDATE SET deleted = true, linked_emails = '{}', event_at = EXCLUDED.event_at
     WHERE users.event_at <= EXCLUDED.event_at`,
    [id, email.trim().toLowerCase(), occurredAt],
  );
  return (rowCount ?? 0) > 0;
}

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
