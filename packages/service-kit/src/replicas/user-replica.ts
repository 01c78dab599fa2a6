import { linkedEmails } from '@tp/contracts/family-links';
import type { UserChangedPayload } from '@tp/contracts';
import type { Queryable } from '../db/database';

/**
 * A service's own copy of the users it needs, kept from identity's `user.*` events in its table `users` (id, name,
 * email, role, is_admin, phone, linked_emails, deleted, event_at). Each service owns that table and its reads; these
 * two writes are the same everywhere.
 */

/** Applies a user.registered / user.updated event unless a newer event about the user was applied already. */
export async function applyUserChange(db: Queryable, user: UserChangedPayload, occurredAt: string): Promise<void> {
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

/** Applies a user.deleted event: the row stays as a tombstone so an older, late event cannot revive the user. */
export async function applyUserDeletion(db: Queryable, id: string, email: string, occurredAt: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO users (id, name, email, role, deleted, event_at) VALUES ($1, '', $2, '', true, $3)
     ON CONFLICT (id) DO UPDATE SET deleted = true, linked_emails = '{}', event_at = EXCLUDED.event_at
     WHERE users.event_at <= EXCLUDED.event_at`,
    [id, email.trim().toLowerCase(), occurredAt],
  );
  return (rowCount ?? 0) > 0;
}
