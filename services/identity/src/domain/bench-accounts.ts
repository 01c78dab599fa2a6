import { randomBytes } from 'node:crypto';
import { withTransaction } from '@tp/service-kit';
import { insertUser } from '../data-access/user-repository';
import type { IdentityDeps } from './identity-deps';
import { announceUser } from './user-events';

export interface BenchStudent {
  _id: string;
  name: string;
  email: string;
  token: string;
}

/**
 * `count` verified students named `<label> <n>` (`<label>-<n>@bench.test`), announced like any new account
 * (`user.registered`, so the other services know them), each with an access token signed as a sign-in would sign it.
 * They share one password nobody knows: they are driven by their tokens only.
 */
export async function createBenchStudents(deps: IdentityDeps, { label, count }: { label: string; count: number }): Promise<BenchStudent[]> {
  const passwordHash = await deps.passwords.hash(randomBytes(18).toString('base64url'));
  const rows = await withTransaction(deps.pool, async (db) => {
    const made = [];
    for (let n = 1; n <= count; n++) {
      const row = await insertUser(db, { name: `${label} ${n}`, email: `${label}-${n}@bench.test`, passwordHash, role: 'Student', emailVerified: true });
      await announceUser(db, 'user.registered', row);
      made.push(row);
    }
    return made;
  });
  return Promise.all(rows.map(async (row) => ({ _id: row.id, name: row.name, email: row.email, token: await deps.signer.sign(row) })));
}
