import type { RequestHandler, Request } from 'express';
import { ErrorCode, type Role, type TokenUser } from '@tp/contracts';
import { AppError, forbidden, unauthorized } from '../errors';
import type { TokenVerifier } from './token-verifier';

declare module 'express-serve-static-core' {
  interface Request {
    user?: TokenUser;
    tokenId?: string;
    tokenExpiresAt?: number;
  }
}

/**
 * Requires a valid bearer token; the user it names is on `req.user`. `refusal` replaces the message of every 401
 * (no, bad, expired or revoked token) for calls whose clients expect one wording (the leftover shop calls).
 */
export function authenticate(verifier: TokenVerifier, { refusal }: { refusal?: string } = {}): RequestHandler {
  const verify = async (token: string) => {
    try {
      return await verifier.verify(token);
    } catch (err) {
      if (refusal && err instanceof AppError && err.status === ErrorCode.Unauthorized) throw unauthorized(refusal);
      throw err;
    }
  };
  return async (req, _res, next) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized(refusal ?? 'Please sign in.');
    const verified = await verify(match[1]);
    req.user = verified.user;
    req.tokenId = verified.jti;
    req.tokenExpiresAt = verified.expiresAt;
    next();
  };
}

/**
 * For a public call whose answer may depend on who asks: a valid bearer token puts its user on `req.user`. No
 * token, or one that is expired, revoked or forged, leaves the caller anonymous: a stale session must not break a
 * page anyone may see, and an invalid token unlocks nothing. Other failures (Redis down) still fail the call.
 */
export function identifyIfSignedIn(verifier: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (match) {
      try {
        const verified = await verifier.verify(match[1]);
        req.user = verified.user;
        req.tokenId = verified.jti;
        req.tokenExpiresAt = verified.expiresAt;
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== ErrorCode.Unauthorized) throw err;
      }
    }
    next();
  };
}

/** Only these roles may pass; admins pass role checks only when they also hold the role. */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) throw unauthorized();
    if (!roles.includes(req.user.role)) throw forbidden(`This needs the ${roles.join(' or ')} role.`);
    next();
  };
}

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  if (!req.user.isAdmin) throw forbidden('This needs an administrator.');
  next();
};

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(req: Request): TokenUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
