import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import type { Redis } from 'ioredis';
import { roleSchema, type TokenUser } from '@tp/contracts';
import { unauthorized } from '../errors';
import { isRevoked } from './revocation';

export const TOKEN_ISSUER = 'tp-identity';
export const TOKEN_AUDIENCE = 'tp-api';

export interface VerifiedToken {
  user: TokenUser;
  jti: string;
  expiresAt: number;
}

/** Verifies identity's RS256 tokens with its published keys, then asks Redis whether the token was revoked. */
export class TokenVerifier {
  constructor(
    private readonly keys: JWTVerifyGetKey,
    private readonly redis: Redis,
  ) {}

  /** Verifies with the keys identity publishes at `jwksUrl` (fetched once, refreshed when a new key id appears). */
  static fromJwksUrl(jwksUrl: string, redis: Redis) {
    return new TokenVerifier(createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 5_000, cacheMaxAge: 10 * 60_000 }), redis);
  }

  async verify(token: string): Promise<VerifiedToken> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: ['RS256'] }));
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired. Please sign in again.');
      if (err instanceof joseErrors.JOSEError) throw unauthorized('Your session is not valid. Please sign in again.');
      throw err;
    }
    const role = roleSchema.safeParse(payload.role);
    if (!payload.sub || !payload.jti || !role.success || typeof payload.iatMs !== 'number') {
      throw unauthorized('Your session is not valid. Please sign in again.');
    }
    if (await isRevoked(this.redis, { userId: payload.sub, jti: payload.jti, issuedAtMs: payload.iatMs })) {
      throw unauthorized('Your session has ended. Please sign in again.');
    }
    const user: TokenUser = {
      id: payload.sub,
      email: String(payload.email ?? ''),
      name: String(payload.name ?? ''),
      role: role.data,
      isAdmin: payload.isAdmin === true,
    };
    return { user, jti: payload.jti, expiresAt: (payload.exp ?? 0) * 1000 };
  }
}
