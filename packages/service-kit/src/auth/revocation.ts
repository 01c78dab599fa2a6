import type { Redis } from 'ioredis';

/**
 * Revocation lives in Redis so that every service sees it at once:
 * one token (logout) by its id, or every token of a user issued before a moment (password change, deletion).
 */
const tokenKey = (jti: string) => `revoked:token:${jti}`;
const userKey = (userId: string) => `revoked:user:${userId}`;
const USER_REVOCATION_TTL_SECONDS = 8 * 24 * 3600; // longer than any token lives

export async function revokeToken(redis: Redis, jti: string, expiresAtMs: number) {
  const ttl = Math.max(1, Math.ceil((expiresAtMs - Date.now()) / 1000));
  await redis.set(tokenKey(jti), '1', 'EX', ttl);
}

export async function revokeUserTokensIssuedBefore(redis: Redis, userId: string, momentMs: number) {
  await redis.set(userKey(userId), String(momentMs), 'EX', USER_REVOCATION_TTL_SECONDS);
}

export async function isRevoked(redis: Redis, token: { userId: string; jti: string; issuedAtMs: number }) {
  const [tokenRevoked, userRevokedBefore] = await redis.mget(tokenKey(token.jti), userKey(token.userId));
  if (tokenRevoked) return true;
  return userRevokedBefore !== null && token.issuedAtMs < Number(userRevokedBefore);
}
