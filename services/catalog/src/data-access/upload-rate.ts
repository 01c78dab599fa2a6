import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Redis } from '@tp/service-kit';
import type { UploadRate } from '../domain/upload-rate';

/**
 * Takes a slot for one upload if fewer than `limit` were taken in the last `window` ms: a sliding log in a sorted
 * set, so a burst at the end of one window and the start of the next is counted together. Answers [1, 0] when
 * taken, or [0, ms until the oldest slot frees].
 */
const TAKE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1])}
`;

/**
 * Uploads each user starts, counted in Redis so every catalog replica counts together. Redis being down counts
 * nothing: the quota, kept in PostgreSQL, still holds.
 */
export class RedisUploadRate implements UploadRate {
  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  async take(userId: string, limit: number, windowSeconds: number): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    try {
      const now = Date.now();
      const [taken, waitMs] = (await this.redis.eval(TAKE_SLOT, 1, `uploads:rate:${userId}`, now, windowSeconds * 1000, limit, `${now}:${randomUUID()}`)) as [number, number];
      return taken ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'upload rate not counted');
      return { allowed: true };
    }
  }
}
