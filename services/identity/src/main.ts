import { createLocalJWKSet } from 'jose';
import { defineService, runWhenMain } from '@tp/service-kit';
import { GoogleVerifier } from './adapters/google-verifier';
import { JwtSigner } from './adapters/jwt-signer';
import { unsubscribeTokens } from './adapters/unsubscribe-tokens';
import { argon2Passwords } from './adapters/passwords';
import { identityConfigSchema } from './config';
import { RedisCodeStore } from './data-access/redis-code-store';
import { ensureSigningKey, listPublicKeys } from './data-access/signing-key-repository';
import { ensureAdminAccount } from './domain/admin-account';
import type { IdentityDeps } from './domain/identity-deps';
import type { ReminderSettingsDeps } from './domain/reminder-settings';
import { adminUserRoutes } from './entry-points/api/admin-user-routes';
import { benchAccountRoutes } from './entry-points/api/bench-account-routes';
import { internalRoutes } from './entry-points/api/internal-routes';
import { jwksRoutes, type PublishedKeys } from './entry-points/api/jwks-routes';
import { loginRoutes } from './entry-points/api/login-routes';
import { reminderRoutes } from './entry-points/api/reminder-routes';
import { teacherRoutes } from './entry-points/api/teacher-routes';
import { userRoutes } from './entry-points/api/user-routes';
import { onPracticeAccessChanged } from './entry-points/messages/practice-access-changed';

export const identity = defineService({
  config: identityConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  deps: async ({ config, logger, pool, redis }): Promise<IdentityDeps & ReminderSettingsDeps & PublishedKeys> => ({
    config, logger, pool, redis,
    // Reminder e-mails' one-click unsubscribe links, signed with a key derived from INTERNAL_SECRET.
    tokens: unsubscribeTokens(config.INTERNAL_SECRET),
    siteUrl: config.SITE_URL,
    codes: new RedisCodeStore(redis, { ttlSeconds: config.CODE_TTL_SECONDS, lockSeconds: config.CODE_RESEND_LOCK_SECONDS, maxTries: config.CODE_MAX_TRIES }),
    codeTtlSeconds: config.CODE_TTL_SECONDS,
    passwords: argon2Passwords,
    // The key pair is made on the very first start.
    signer: await JwtSigner.create(await ensureSigningKey(pool), config.TOKEN_TTL),
    publicKeys: await listPublicKeys(pool),
    google: config.GOOGLE_CLIENT_ID ? new GoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_ISSUERS, config.GOOGLE_JWKS_URL) : undefined,
  }),
  // Identity checks its own tokens with its own keys.
  verificationKeys: (deps) => createLocalJWKSet({ keys: deps.publicKeys }),
  onStart: (deps) => ensureAdminAccount(deps),
  routers: (deps, ctx) => [
    jwksRoutes(deps, ctx),
    loginRoutes(deps, ctx),
    userRoutes(deps, ctx),
    reminderRoutes(deps, ctx),
    adminUserRoutes(deps, ctx),
    teacherRoutes(deps, ctx),
    internalRoutes(deps, ctx),
    ...(deps.config.BENCH_ACCOUNTS ? [benchAccountRoutes(deps, ctx)] : []),
  ],
  consumers: () => ({ 'student.practice-access-changed': onPracticeAccessChanged() }),
});

/** Starts identity in-process (tests); `env` defaults to this process's. */
export const startIdentity = identity.start;

await runWhenMain(identity, import.meta.url);
