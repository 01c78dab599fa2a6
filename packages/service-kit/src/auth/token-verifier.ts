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

/** Tokens whose signature this process has checked: a student's every save carries the same one. */
const CHECKED_TOKENS = 10_000;

interface CheckedToken {
  verified: VerifiedToken;
  issuedAtMs: number;
}

/**
 * Verifies identity's RS256 tokens with its published keys, then asks Redis whether the token was revoked. A token's
 * signature and claims are checked once and remembered until it expires (an RSA check per request was a good part of
 * a save's CPU time); whether it was revoked is asked on every request, so a logout or a password change still ends
 * the session at once on every replica.
 */
export class TokenVerifier {
  private readonly checked = new Map<string, CheckedToken>();

  constructor(
    private readonly keys: JWTVerifyGetKey,
    private readonly redis: Redis,
  ) {}

  /** Verifies with the keys identity publishes at `jwksUrl` (fetched once, refreshed when a new key id appears). */
  static fromJwksUrl(jwksUrl: string, redis: Redis) {
    return new TokenVerifier(createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 5_000, cacheMaxAge: 10 * 60_000 }), redis);
  }

  async verify(token: string): Promise<VerifiedToken> {
    const { verified, issuedAtMs } = this.checked.get(token) ?? (await this.check(token));
    if (verified.expiresAt <= Date.now()) {
      this.checked.delete(token);
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    if (await isRevoked(this.redis, { userId: verified.user.id, jti: verified.jti, issuedAtMs })) {
      throw unauthorized('Your session has ended. Please sign in again.');
    }
    return verified;
  }

  /** The signature and claims, checked and remembered (the oldest remembered token is forgotten first). */
  private async check(token: string): Promise<CheckedToken> {
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
    const user: TokenUser = {
      id: payload.sub,
      email: String(payload.email ?? ''),
      name: String(payload.name ?? ''),
      role: role.data,
      isAdmin: payload.isAdmin === true,
    };
    const checked = { verified: { user, jti: payload.jti, expiresAt: (payload.exp ?? 0) * 1000 }, issuedAtMs: payload.iatMs };
    this.checked.set(token, checked);
    if (this.checked.size > CHECKED_TOKENS) this.checked.delete(this.checked.keys().next().value!);
    return checked;
  }
}
