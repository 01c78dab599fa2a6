import { createLocalJWKSet } from 'jose';
import { defineService, runWhenMain } from '@tp/service-kit';
import { identityConfigSchema } from './config';
import { CodeStore } from './data-access/code-store';
import { ensureSigningKey, listPublicKeys } from './data-access/signing-key-repository';
import { ensureAdminAccount } from './domain/admin-account';
import { GoogleVerifier } from './domain/google-verifier';
import type { IdentityDeps } from './domain/identity-deps';
import { TokenSigner } from './domain/token-signer';
import { adminUserRoutes } from './entry-points/api/admin-user-routes';
import { benchAccountRoutes } from './entry-points/api/bench-account-routes';
import { internalRoutes } from './entry-points/api/internal-routes';
import { jwksRoutes } from './entry-points/api/jwks-routes';
import { loginRoutes } from './entry-points/api/login-routes';
import { teacherRoutes } from './entry-points/api/teacher-routes';
import { userRoutes } from './entry-points/api/user-routes';
import { onPracticeAccessChanged } from './entry-points/messages/practice-access-changed';

export const identity = defineService({
  config: identityConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  deps: async ({ config, logger, pool, redis }): Promise<IdentityDeps> => ({
    config, logger, pool, redis,
    codes: new CodeStore(redis, { ttlSeconds: config.CODE_TTL_SECONDS, lockSeconds: config.CODE_RESEND_LOCK_SECONDS, maxTries: config.CODE_MAX_TRIES }),
    codeTtlSeconds: config.CODE_TTL_SECONDS,
    // The key pair is made on the very first start.
    signer: await TokenSigner.create(await ensureSigningKey(pool), config.TOKEN_TTL),
    publicKeys: await listPublicKeys(pool),
    google: config.GOOGLE_CLIENT_ID ? new GoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_ISSUERS, config.GOOGLE_JWKS_URL) : undefined,
  }),
  // Identity checks its own tokens with its own keys.
  verificationKeys: (deps) => createLocalJWKSet({ keys: deps.publicKeys }),
  onStart: (deps) => ensureAdminAccount(deps),
  routers: (deps, { verifier }) => [
    jwksRoutes(deps.publicKeys),
    loginRoutes(deps),
    userRoutes(deps, verifier),
    adminUserRoutes(deps, verifier),
    teacherRoutes(deps, verifier),
    internalRoutes(deps.pool),
    ...(deps.config.BENCH_ACCOUNTS ? [benchAccountRoutes(deps)] : []),
  ],
  consumers: () => ({ 'student.practice-access-changed': onPracticeAccessChanged() }),
});

/** Starts identity in-process (tests); `env` defaults to this process's. */
export const startIdentity = identity.start;

await runWhenMain(identity, import.meta.url);
