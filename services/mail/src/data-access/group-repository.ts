import { randomUUID } from 'node:crypto';
import type { Queryable } from '@tp/service-kit';
import type { GroupRow } from '../domain/email-group';

const GROUPS = `
  SELECT g.id, g.name,
         coalesce(json_agg(json_build_object('_id', u.id, 'name', u.name, 'email', u.email, 'role', u.role) ORDER BY m.position)
                  FILTER (WHERE u.id IS NOT NULL), '[]') AS users
  FROM email_groups g
  LEFT JOIN email_group_members m ON m.group_id = g.id
  LEFT JOIN users u ON u.id = m.user_id AND NOT u.deleted`;

export async function listGroups(db: Queryable): Promise<GroupRow[]> {
  const { rows } = await db.query<GroupRow>(`${GROUPS} GROUP BY g.id ORDER BY lower(g.name), g.id`);
  return rows;
}

export async function findGroup(db: Queryable, id: string): Promise<GroupRow | undefined> {
  const { rows } = await db.query<GroupRow>(`${GROUPS} WHERE g.id = $1 GROUP BY g.id`, [id]);
  return rows[0];
}

/** The groups among `ids` that exist (names as they are now), in the order asked. */
export async function findGroups(db: Queryable, ids: string[]): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM email_groups WHERE id = ANY($1::uuid[]) FOR SHARE', [ids]);
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** The ids among `userIds` the copy of the users holds as live users. */
export async function knownUserIds(db: Queryable, userIds: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::text[]) AND NOT deleted', [userIds]);
  return new Set(rows.map((row) => row.id));
}

/** The current addresses of the groups' live users, group by group in the order asked, each user's in the group's order. */
export async function memberAddresses(db: Queryable, groupIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT u.email FROM unnest($1::uuid[]) WITH ORDINALITY AS g (id, n)
     JOIN email_group_members m ON m.group_id = g.id
     JOIN users u ON u.id = m.user_id AND NOT u.deleted
     ORDER BY g.n, m.position`,
    [groupIds],
  );
  return rows.map((row) => row.email);
}

/** A new group; a name already taken (whatever its case) raises PostgreSQL's unique violation (23505). */
export async function insertGroup(db: Queryable, name: string, userIds: string[]): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO email_groups (id, name) VALUES ($1, $2)', [id, name]);
  await replaceMembers(db, id, userIds);
  return id;
}

/** Renames a group and sets its users; false when there is no such group. */
export async function updateGroup(db: Queryable, id: string, name: string, userIds: string[]): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE email_groups SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
  if (!rowCount) return false;
  await db.query('DELETE FROM email_group_members WHERE group_id = $1', [id]);
  await replaceMembers(db, id, userIds);
  return true;
}

async function replaceMembers(db: Queryable, id: string, userIds: string[]) {
  await db.query(
    'INSERT INTO email_group_members (group_id, user_id, position) SELECT $1, user_id, n FROM unnest($2::text[]) WITH ORDINALITY AS u (user_id, n)',
    [id, userIds],
  );
}

export async function deleteGroup(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM email_groups WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/** A deleted user leaves every group. */
export async function removeUserFromGroups(db: Queryable, userId: string) {
  await db.query('DELETE FROM email_group_members WHERE user_id = $1', [userId]);
}
