import { randomUUID } from 'node:crypto';
import { SignJWT, importJWK, type CryptoKey, type JWK, type KeyObject } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@tp/service-kit';
import type { TokenSigner } from '../domain/token-signer';
import type { UserRow } from '../domain/user';

/**
 * Signs the platform's access tokens (RS256), with exactly the claims every service's TokenVerifier reads:
 * sub, jti, email, name, role, isAdmin and iatMs (milliseconds, so a revocation and a new sign-in in the same
 * second are told apart).
 */
export class JwtSigner implements TokenSigner {
  private constructor(
    private readonly kid: string,
    private readonly privateKey: CryptoKey | KeyObject | Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  static async create(key: { kid: string; privateJwk: JWK }, ttlSeconds: number) {
    return new JwtSigner(key.kid, await importJWK(key.privateJwk, 'RS256'), ttlSeconds);
  }

  sign(user: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'is_admin'>): Promise<string> {
    const now = Date.now();
    return new SignJWT({ email: user.email, name: user.name, role: user.role, isAdmin: user.is_admin, iatMs: now })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + this.ttlSeconds)
      .sign(this.privateKey);
  }
}
