import type { Language, ReminderKind } from '@tp/contracts';
import { isLowercaseUuid } from '@tp/contracts/uuid';
import type { Queryable } from '@tp/service-kit';

/** The kinds `userId` has turned off. */
export async function optedOutKinds(db: Queryable, userId: string): Promise<ReminderKind[]> {
  const { rows } = await db.query<{ kind: ReminderKind }>('SELECT kind FROM reminder_opt_outs WHERE user_id = $1', [userId]);
  return rows.map((row) => row.kind);
}

/** Turns `kind` on or off for `userId`; doing it twice changes nothing more. */
export async function setReminderKind(db: Queryable, userId: string, kind: ReminderKind, on: boolean): Promise<void> {
  if (on) await db.query('DELETE FROM reminder_opt_outs WHERE user_id = $1 AND kind = $2', [userId, kind]);
  else await db.query('INSERT INTO reminder_opt_outs (user_id, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, kind]);
}

type ReminderUser = { id: string; name: string; email: string; language: Language };

/**
 * Of `ids`, the users who exist and have not turned `kind` off, with the language their e-mails are written in. Ids
 * that are not user ids are simply not found.
 */
export async function usersWithKindOn(db: Queryable, kind: ReminderKind, ids: string[]): Promise<ReminderUser[]> {
  // Only UUIDs can name a user: anything else would fail the uuid comparison (and a text one would read every user).
  const userIds = ids.filter(isLowercaseUuid);
  if (userIds.length === 0) return [];
  const { rows } = await db.query<ReminderUser>(
    `SELECT u.id, u.name, u.email, u.interface_language AS language FROM users u
     WHERE u.id = ANY($1::uuid[])
       AND NOT EXISTS (SELECT 1 FROM reminder_opt_outs o WHERE o.user_id = u.id AND o.kind = $2)
     ORDER BY u.id`,
    [userIds, kind],
  );
  return rows;
}
