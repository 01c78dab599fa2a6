import { addToOutbox, type Queryable } from '@tp/service-kit';
import { toChangedPayload } from './user-view';
import type { UserRow } from './user';

/** Tells the other services (their user projections) about a new or changed user, in the change's transaction. */
export async function announceUser(db: Queryable, name: 'user.registered' | 'user.updated', row: UserRow): Promise<void> {
  await addToOutbox(db, name, toChangedPayload(row));
}

export async function announceDeletion(db: Queryable, row: UserRow): Promise<void> {
  await addToOutbox(db, 'user.deleted', { id: row.id, email: row.email });
}

/** Postgres refused a second account with the same e-mail (two requests raced past the earlier check). */
export function isDuplicateEmail(err: unknown): boolean {
  return (err as { code?: string; constraint?: string }).code === '23505';
}
