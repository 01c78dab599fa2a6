import type { Queryable } from '@tp/service-kit';

export async function readHomeIntroduction(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ introduction: string }>('SELECT introduction FROM home_detail WHERE id = 1');
  return rows[0]?.introduction ?? '';
}

export async function writeHomeIntroduction(db: Queryable, introduction: string) {
  await db.query(
    `INSERT INTO home_detail (id, introduction) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET introduction = EXCLUDED.introduction, updated_at = now()`,
    [introduction],
  );
}
