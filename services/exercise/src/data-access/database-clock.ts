import type { Queryable } from '@tp/service-kit';

/** PostgreSQL's `now()`: the start of the caller's transaction, the one clock every exam decision reads. */
export async function databaseNow(db: Queryable): Promise<Date> {
  const { rows } = await db.query<{ now: Date }>('SELECT now() AS now');
  return rows[0].now;
}
