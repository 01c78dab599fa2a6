import { withTransaction, type Pool } from '@tp/service-kit';
import { claimDueChecks } from '../data-access/practice-access-repository';
import { refreshPracticeAccess } from './practice-access';

/** Students checked in one transaction; a backlog (the backfill) is worked off batch after batch in one pass. */
const BATCH_SIZE = 100;

/**
 * A place expires with no request to notice it: run periodically (main.ts), this recomputes the access of the students
 * whose last place giving access has expired since (and of those the backfill left unannounced). Rows are claimed
 * with `FOR UPDATE SKIP LOCKED`, so every replica may run it: none announces a change another is announcing.
 */
export class PracticeAccessCheck {
  constructor(private readonly pool: Pool) {}

  /** Recomputes every student due by `now`; returns how many. */
  async check(now: Date = new Date()): Promise<number> {
    let checked = 0;
    for (;;) {
      const count = await withTransaction(this.pool, async (tx) => {
        const due = await claimDueChecks(tx, now, BATCH_SIZE);
        await refreshPracticeAccess(tx, due, now);
        return due.length;
      });
      checked += count;
      if (count < BATCH_SIZE) return checked;
    }
  }
}
