import { fileURLToPath } from 'node:url';
import { linkedEmails, type FamilyMember } from '@tp/contracts/family-links';
import type { Role, UserChangedPayload } from '@tp/contracts';
import type { PoolClient, Queryable } from '../db/database';
import type { EventHandlers } from '../bus/consumer';

/**
 * A service's own copy of the users it needs, kept from identity's `user.*` events in its table `users`. A service
 * opts in with `userReplica: true` in its definition and gets the table, the three consumers and `users` for reads.
 */

/** The migration of the `users` table; the runtime applies it after the service's own migrations. */
export const userReplicaMigrations = fileURLToPath(new URL('./migrations', import.meta.url));

/** What a service does besides when a user is deleted, in the event's transaction. */
export type OnUserDeleted = (db: PoolClient, userId: string) => Promise<unknown>;

/** A user as the copy holds them; deleted users are never returned. */
export interface ReplicaUser {
  id: string;
  name: string;
  email: string; // lowercased
  role: Role;
  isAdmin: boolean;
  phone: string;
  linkedEmails: string[]; // lowercased
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  is_admin: boolean;
  phone: string;
  linked_emails: string[];
}

const COLUMNS = 'id, name, email, role, is_admin, phone, linked_emails';
const toUser = (row: UserRow): ReplicaUser => ({
  id: row.id, name: row.name, email: row.email, role: row.role, isAdmin: row.is_admin, phone: row.phone, linkedEmails: row.linked_emails,
});

/**
 * SQL that holds when the `users` rows aliased `parent` and `student` are one family (contracts' areLinked, in SQL):
 * each lists the other's e-mail; one side alone is not enough, since anyone can type any e-mail into their own list.
 * Roles and deletion are the caller's to check. The aliases are the query's own names, never input.
 */
export const familyLinkSql = (parent: string, student: string): string =>
  `${parent}.email = ANY(${student}.linked_emails) AND ${student}.email = ANY(${parent}.linked_emails)`;

/** Reads of the copy. Each takes an optional `db`: a transaction's client, so a read inside it holds no second connection. */
export class UserReplica {
  constructor(private readonly pool: Queryable) {}

  async findById(id: string, db: Queryable = this.pool): Promise<ReplicaUser | undefined> {
    const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND NOT deleted`, [id]);
    return rows[0] && toUser(rows[0]);
  }

  /** True for a user whose deletion the copy holds (unknown users are not deleted). */
  async isDeleted(id: string, db: Queryable = this.pool): Promise<boolean> {
    const { rowCount } = await db.query('SELECT 1 FROM users WHERE id = $1 AND deleted', [id]);
    return (rowCount ?? 0) > 0;
  }

  /**
   * The users of `role` in a family with `member`: each lists the other's e-mail (identity writes both sides; one
   * side alone is not enough, since anyone can type any e-mail into their own list).
   */
  async findLinked(member: FamilyMember & { id: string }, role: 'Student' | 'Parent', db: Queryable = this.pool): Promise<ReplicaUser[]> {
    const { rows } = await db.query<UserRow>(
      `SELECT ${COLUMNS} FROM users
       WHERE NOT deleted AND role = $1 AND id <> $2 AND email = ANY($3::text[]) AND $4 = ANY(linked_emails)
       ORDER BY name, id`,
      [role, member.id, member.linkedEmails, member.email.toLowerCase()],
    );
    return rows.map(toUser);
  }

  findChildren(parent: FamilyMember & { id: string }, db?: Queryable): Promise<ReplicaUser[]> {
    return this.findLinked(parent, 'Student', db);
  }

  findParents(student: FamilyMember & { id: string }, db?: Queryable): Promise<ReplicaUser[]> {
    return this.findLinked(student, 'Parent', db);
  }
}

/**
 * The consumers that keep the copy: user.registered and user.updated write it, user.deleted leaves a tombstone and
 * runs `onDeleted` (not for a deletion older than what the copy already holds).
 */
export function userReplicaHandlers(onDeleted?: OnUserDeleted): EventHandlers {
  return {
    'user.registered': (payload, { db, event }) => applyUserChange(db, payload, event.occurredAt),
    'user.updated': (payload, { db, event }) => applyUserChange(db, payload, event.occurredAt),
    'user.deleted': async (payload, { db, event }) => {
      if ((await applyUserDeletion(db, payload.id, payload.email, event.occurredAt)) && onDeleted) await onDeleted(db, payload.id);
    },
  };
}

/**
 * Applies a user.registered / user.updated event unless a newer event about the user was applied already. Also
 * how a copy started late is filled from identity's pages of users (`occurredAt` is then the page's `asOf`).
 */
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
async function applyUserDeletion(db: Queryable, id: string, email: string, occurredAt: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO users (id, name, email, role, deleted, event_at) VALUES ($1, '', $2, '', true, $3)
     ON CONFLICT (id) DO UPDATE SET deleted = true, linked_emails = '{}', event_at = EXCLUDED.event_at
     WHERE users.event_at <= EXCLUDED.event_at`,
    [id, email.trim().toLowerCase(), occurredAt],
  );
  return (rowCount ?? 0) > 0;
}
