import { withTransaction } from '@tp/service-kit';
import { findUserByEmail, upsertAdmin } from '../data-access/user-repository';
import { isEmail } from './email-address';
import type { IdentityDeps } from './identity-deps';
import { hashPassword } from './passwords';
import { announceUser } from './user-events';

/**
 * The ADMIN_EMAIL account exists at every start: created with ADMIN_PASSWORD (role Teacher, admin, verified), or
 * made admin and verified again if someone took that away. An existing account keeps the password its owner set.
 */
export async function ensureAdminAccount(deps: IdentityDeps): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = deps.config;
  if (!isEmail(email)) throw new Error(`ADMIN_EMAIL is not an e-mail address: ${email}`);
  const existing = await findUserByEmail(deps.pool, email);
  if (existing?.is_admin && existing.email_verified) return;
  const passwordHash = existing?.password_hash ?? (await hashPassword(password));
  await withTransaction(deps.pool, async (db) => {
    const { row, inserted } = await upsertAdmin(db, { email, passwordHash });
    await announceUser(db, inserted ? 'user.registered' : 'user.updated', row);
  });
  deps.logger.info({ email }, existing ? 'administrator rights restored' : 'administrator account created');
}
