import pg from 'pg';
import { inject } from 'vitest';
import { DATABASE_SERVER_URL } from '@tp/test-kit';

/**
 * Moves a started exam's end to `seconds` from now (negative: already past), in this run's exercise database, and
 * returns how long is left by PostgreSQL's clock, the one the exam clock reads. A test of what the browser shows at an
 * exam's end thus waits seconds, not the shortest exam the product allows (a minute). The rule that fixes the end at
 * the start is proved in services/exercise/test.
 */
export async function moveExamEnd(exerciseId: string, seconds: number): Promise<number> {
  const url = new URL(DATABASE_SERVER_URL);
  url.pathname = `/${inject('databasePrefix')}_exercise`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ left_ms: number }>(
      `UPDATE exercises SET end_exam_at = now() + make_interval(secs => $2)
        WHERE id = $1 AND end_exam_at IS NOT NULL AND finished_at IS NULL
        RETURNING (extract(epoch FROM end_exam_at - now()) * 1000)::float8 AS left_ms`,
      [exerciseId, seconds],
    );
    if (!rows[0]) throw new Error(`exercise ${exerciseId} is not a running exam`);
    return rows[0].left_ms;
  } finally {
    await client.end();
  }
}
