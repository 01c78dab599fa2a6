import type { RequestHandler } from 'express';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { unauthorized } from '../errors';

/**
 * Credentials of /internal calls between services: an HS256 token signed with the shared INTERNAL_SECRET, naming the
 * calling service (`sub`) and the called one (`aud`), valid for a minute (docs/decisions/006).
 */
export const INTERNAL_TOKEN_ISSUER = 'tp-internal';
export const INTERNAL_TOKEN_SECONDS = 60;
/** Shorter secrets are refused at start: the secret is the whole of the credential. */
export const INTERNAL_SECRET_MIN_LENGTH = 32;
/** A cached token is replaced this long before it expires, so it never expires on the way. */
const RENEW_BEFORE_EXPIRY_MS = 15_000;
/** Clocks of two machines differ a little; more than this is a wrong clock or a replayed token. */
const CLOCK_TOLERANCE_SECONDS = 5;

declare module 'express-serve-static-core' {
  interface Request {
    /** The service that made this /internal call (its token's `sub`). */
    internalCaller?: string;
  }
}

export class InternalCredentials {
  private readonly key?: Uint8Array;
  private readonly cache = new Map<string, { token: string; renewAt: number }>();

  /** `service` is this service's name: the `sub` of the tokens it signs and the `aud` it accepts. */
  constructor(
    secret: string | undefined,
    readonly service: string,
  ) {
    if (secret) this.key = new TextEncoder().encode(secret);
  }

  get enabled() {
    return this.key !== undefined;
  }

  /** A bearer token for a call to `audience`'s /internal API; one is signed per audience and reused for most of its life. */
  async tokenFor(audience: string): Promise<string> {
    if (!this.key) throw new Error(`INTERNAL_SECRET is not set: ${this.service} cannot call ${audience}'s /internal API.`);
    const cached = this.cache.get(audience);
    if (cached && Date.now() < cached.renewAt) return cached.token;
    const issuedAt = Date.now();
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(INTERNAL_TOKEN_ISSUER)
      .setSubject(this.service)
      .setAudience(audience)
      .setIssuedAt(Math.floor(issuedAt / 1000))
      .setExpirationTime(Math.floor(issuedAt / 1000) + INTERNAL_TOKEN_SECONDS)
      .sign(this.key);
    this.cache.set(audience, { token, renewAt: issuedAt + INTERNAL_TOKEN_SECONDS * 1000 - RENEW_BEFORE_EXPIRY_MS });
    return token;
  }

  /** The calling service named by a token meant for this service; any other token is a 401 saying why. */
  async callerOf(token: string): Promise<string> {
    if (!this.key) throw unauthorized(`INTERNAL_SECRET is not set on ${this.service}, so it accepts no internal call.`);
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: INTERNAL_TOKEN_ISSUER,
        audience: this.service,
        requiredClaims: ['sub', 'iat', 'exp'],
        // A token may not outlive the lifetime the kit gives it, whatever its `exp` says.
        maxTokenAge: INTERNAL_TOKEN_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      return payload.sub!;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('The service token has expired.');
      if (err instanceof joseErrors.JWTClaimValidationFailed && err.claim === 'aud') {
        throw unauthorized(`The service token is not for ${this.service}.`);
      }
      if (err instanceof joseErrors.JOSEError) throw unauthorized('The service token is not valid.');
      throw err;
    }
  }
}

const INTERNAL_PATH = /^\/internal(\/|$)/i;

/**
 * Every /internal path (in any case, so no spelling slips past) needs a service token for this service; the
 * caller's name is then on `req.internalCaller`. Other paths pass untouched.
 */
export function requireInternalCaller(credentials: InternalCredentials): RequestHandler {
  return async (req, _res, next) => {
    if (!INTERNAL_PATH.test(req.path)) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match) throw unauthorized('An internal call needs a service token (Authorization: Bearer …).');
    req.internalCaller = await credentials.callerOf(match[1]);
    next();
  };
}
