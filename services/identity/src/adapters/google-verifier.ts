import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError, badRequest } from '@tp/service-kit';
import type { GoogleAccounts } from '../domain/google-accounts';

/**
 * Checks a Google ID token (the `credential` of Google's sign-in button): signed by a key Google publishes,
 * meant for our client id, issued by Google, for an address Google has verified.
 */
export class GoogleVerifier implements GoogleAccounts {
  private readonly keys: JWTVerifyGetKey;

  constructor(
    private readonly clientId: string,
    private readonly issuers: string[],
    jwksUrl: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  }

  /** The verified, lowercased e-mail of the token. */
  async emailOf(credential: string): Promise<string> {
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, this.keys, { audience: this.clientId, issuer: this.issuers, algorithms: ['RS256'] }));
    } catch (err) {
      if (err instanceof joseErrors.JWKSTimeout || !(err instanceof joseErrors.JOSEError)) {
        throw new AppError(503, 'Google sign-in is not available right now. Please try again shortly, or sign in with your password.');
      }
      throw badRequest('Google sign-in failed: the Google credential is not valid. Please try again.');
    }
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (typeof payload.email !== 'string' || !verified) throw badRequest('Google sign-in failed: Google has not verified this e-mail address.');
    return payload.email.trim().toLowerCase();
  }
}
