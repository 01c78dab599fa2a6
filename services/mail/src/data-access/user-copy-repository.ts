import type { Queryable } from '@tp/service-kit';

const IDENTITY = 'identity';

/** Whether the copy of the users was filled from identity's own list once. */
export async function isUserCopyFilled(db: Queryable): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM user_copy_filled WHERE source = $1', [IDENTITY]);
  return (rowCount ?? 0) > 0;
}

export async function markUserCopyFilled(db: Queryable) {
  await db.query('INSERT INTO user_copy_filled (source) VALUES ($1) ON CONFLICT (source) DO NOTHING', [IDENTITY]);
}
