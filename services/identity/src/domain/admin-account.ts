import { revokeUserTokensIssuedBefore, withTransaction } from '@tp/service-kit';
import { findUserByEmail, updateUser, upsertAdmin } from '../data-access/user-repository';
import { DEMO_ADMIN_PASSWORD } from './admin-password';
import { isEmail } from './email-address';
import type { IdentityDeps } from './identity-deps';
import { announceUser } from './user-events';
import type { UserRow } from './user';

export const NO_ADMIN_PASSWORD_HINT =
  'ADMIN_PASSWORD is not set, so no administrator account is created or restored: to make the first one, set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 random characters) and restart identity';

/**
 * The ADMIN_EMAIL account at every start. With ADMIN_PASSWORD (always set outside production, where the demo password
 * is its default): created with it (role Teacher, admin, verified), or made admin and verified again if someone took
 * that away. An existing account keeps the password its owner set; one without a password gets ADMIN_PASSWORD.
 * Production without ADMIN_PASSWORD: nothing is created or restored, and the log says how to make the first admin.
 */
export async function ensureAdminAccount(deps: IdentityDeps): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = deps.config;
  if (!isEmail(email)) throw new Error(`ADMIN_EMAIL is not an e-mail address: ${email}`);
  let existing = await findUserByEmail(deps.pool, email);
  if (existing && deps.config.NODE_ENV === 'production') existing = await retireDemoPassword(deps, existing, password);
  if (password === undefined) {
    deps.logger.warn(NO_ADMIN_PASSWORD_HINT);
    return;
  }
  if (existing?.is_admin && existing.email_verified && existing.password_hash) return;
  const passwordHash = await deps.passwords.hash(password);
  await withTransaction(deps.pool, async (db) => {
    const { row, inserted } = await upsertAdmin(db, { email, passwordHash });
    await announceUser(db, inserted ? 'user.registered' : 'user.updated', row);
  });
  deps.logger.info({ email }, existing ? 'administrator rights restored' : 'administrator account created');
}

/**
 * In production the demo password (the README publishes it) never opens the admin account, not even one made by an
 * earlier version where it was the default: it is replaced by ADMIN_PASSWORD, or removed when that is unset, and the
 * account's sessions end. Any other password is the owner's choice and is kept (a hash cannot be judged otherwise).
 */
async function retireDemoPassword(deps: IdentityDeps, row: UserRow, password: string | undefined): Promise<UserRow> {
  if (!row.password_hash || !(await deps.passwords.verify(row.password_hash, DEMO_ADMIN_PASSWORD))) return row;
  const passwordHash = password === undefined ? null : await deps.passwords.hash(password);
  const updated = (await updateUser(deps.pool, row.id, { passwordHash })) ?? row;
  await revokeUserTokensIssuedBefore(deps.redis, row.id, Date.now());
  deps.logger.warn(
    { email: row.email },
    passwordHash
      ? 'the administrator account had the demo password: it is replaced by ADMIN_PASSWORD and its sessions are ended'
      : 'the administrator account had the demo password: it is removed and its sessions are ended; set ADMIN_PASSWORD and restart identity to give the account a password',
  );
  return updated;
}
