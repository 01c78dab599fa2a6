import { afterAll, beforeAll, expect, test } from 'vitest';
import { createIsolation } from '@tp/test-kit';
import { withTransaction } from '../src/index';
import { startProbeService } from './probe-service';

const iso = createIsolation();
let probe: Awaited<ReturnType<typeof startProbeService>>;

beforeAll(async () => {
  probe = await startProbeService(iso);
  await probe.service.ctx.pool.query('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)');
});

afterAll(async () => {
  await probe?.service.stop();
  await iso.cleanup();
});

test('two transactions that lock the same rows in opposite orders both land: the one PostgreSQL aborts runs again', async () => {
  const pool = probe.service.ctx.pool;
  await pool.query('INSERT INTO counters VALUES (1, 0), (2, 0)');
  let bothHoldOne!: () => void;
  const held = new Promise<void>((resolve) => (bothHoldOne = resolve));
  let holding = 0;
  const runs = [0, 0];
  const crossing = (caller: number, first: number, second: number) =>
    withTransaction(pool, async (tx) => {
      runs[caller]++;
      await tx.query('UPDATE counters SET n = n + 1 WHERE id = $1', [first]);
      if (runs[caller] === 1) {
        holding++;
        if (holding === 2) bothHoldOne();
        await held; // each holds its first row before asking for the other's: a deadlock
      }
      await tx.query('UPDATE counters SET n = n + 1 WHERE id = $1', [second]);
    });

  await Promise.all([crossing(0, 1, 2), crossing(1, 2, 1)]);

  expect((await pool.query('SELECT id, n FROM counters ORDER BY id')).rows).toEqual([{ id: 1, n: 2 }, { id: 2, n: 2 }]);
  // At least one was aborted and ran again (a rerun may meet the other once more, so not always exactly once).
  expect(runs[0] + runs[1]).toBeGreaterThan(2);
});

test('any other error is not retried: the work runs once and its error reaches the caller', async () => {
  let runs = 0;
  await expect(withTransaction(probe.service.ctx.pool, async (tx) => {
    runs++;
    await tx.query('INSERT INTO counters VALUES (3, 0), (3, 0)');
  })).rejects.toMatchObject({ code: '23505' });
  expect(runs).toBe(1);
});
