import { fileURLToPath } from 'node:url';
import { createLocalJWKSet, type JWK } from 'jose';
import { isMainModule, loadConfig, runService, stopOnSignals } from '@tp/service-kit';
import { identityConfigSchema } from './config';
import { CodeStore } from './data-access/code-store';
import { ensureSigningKey, listPublicKeys, type SigningKey } from './data-access/signing-key-repository';
import { ensureAdminAccount } from './domain/admin-account';
import { GoogleVerifier } from './domain/google-verifier';
import type { IdentityDeps } from './domain/identity-deps';
import { TokenSigner } from './domain/token-signer';
import { adminUserRoutes } from './entry-points/api/admin-user-routes';
import { jwksRoutes } from './entry-points/api/jwks-routes';
import { loginRoutes } from './entry-points/api/login-routes';
import { teacherRoutes } from './entry-points/api/teacher-routes';
import { userRoutes } from './entry-points/api/user-routes';
import { onEnrollmentRegistered } from './entry-points/messages/enrollment-registered';

const migrations = fileURLToPath(new URL('./data-access/migrations', import.meta.url));

export async function startIdentity(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(identityConfigSchema, env);
  let signingKey: SigningKey | undefined;
  let publicKeys: JWK[] = [];
  let deps: IdentityDeps | undefined;
  const service = await runService({
    config,
    migrations: [migrations],
    // Identity checks its own tokens with its own keys, from its database (the key pair is made on first start).
    verificationKeys: async (pool) => {
      signingKey = await ensureSigningKey(pool);
      publicKeys = await listPublicKeys(pool);
      return createLocalJWKSet({ keys: publicKeys });
    },
    onStart: async (ctx) => {
      deps = {
        config,
        logger: ctx.logger,
        pool: ctx.pool,
        redis: ctx.redis,
        codes: new CodeStore(ctx.redis, { ttlSeconds: config.CODE_TTL_SECONDS, lockSeconds: config.CODE_RESEND_LOCK_SECONDS, maxTries: config.CODE_MAX_TRIES }),
        codeTtlSeconds: config.CODE_TTL_SECONDS,
        signer: await TokenSigner.create(signingKey!, config.TOKEN_TTL),
        google: config.GOOGLE_CLIENT_ID ? new GoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_ISSUERS, config.GOOGLE_JWKS_URL) : undefined,
      };
      await ensureAdminAccount(deps);
    },
    routers: (ctx) => [
      jwksRoutes(publicKeys),
      loginRoutes(deps!),
      userRoutes(deps!, ctx.verifier),
      adminUserRoutes(deps!, ctx.verifier),
      teacherRoutes(deps!, ctx.verifier),
    ],
    handlers: () => ({ 'enrollment.registered': onEnrollmentRegistered() }),
  });
  return service;
}

if (isMainModule(import.meta.url)) {
  const service = await startIdentity();
  stopOnSignals(service, service.ctx.logger);
}
