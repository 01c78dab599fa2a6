import { randomUUID } from 'node:crypto';
import type { Redis } from './redis';

/** At most `limit` actions in any `seconds` in a row. */
export interface RateWindow {
  limit: number;
  seconds: number;
}

export type RateSlot = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes a slot if every window has room: a sliding log of the subject's actions in one sorted set (scores in ms), so
 * a burst at the end of one window and the start of the next is counted together. KEYS[1]: the log. ARGV: now, a
 * unique member, then each window's length in ms and limit. Answers [1, 0] when taken, or [0, ms until the fullest
 * window frees a slot].
 */
const TAKE_SLOT = `
local now = tonumber(ARGV[1])
local longest = 0
for i = 3, #ARGV, 2 do longest = math.max(longest, tonumber(ARGV[i])) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - longest)
local wait = 0
for i = 3, #ARGV, 2 do
  local window, limit = tonumber(ARGV[i]), tonumber(ARGV[i + 1])
  local count = redis.call('ZCOUNT', KEYS[1], '(' .. (now - window), '+inf')
  if count >= limit then
    local frees = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. (now - window), '+inf', 'WITHSCORES', 'LIMIT', count - limit, 1)
    wait = math.max(wait, tonumber(frees[2]) + window - now)
  end
end
if wait > 0 then return {0, wait} end
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('PEXPIRE', KEYS[1], longest)
return {1, 0}
`;

/**
 * Counts a subject's actions (a teacher's e-mails, a user's uploads) in Redis, so every replica counts together, and
 * refuses one that would put any window over its limit. An action refused takes no slot. Redis errors are thrown:
 * the caller decides whether the action may go on uncounted.
 */
export class SlidingWindowRate {
  constructor(
    private readonly redis: Redis,
    /** The key of a subject's log is `<keyPrefix><subject>` (under the service's Redis prefix). */
    private readonly keyPrefix: string,
    private readonly windows: readonly RateWindow[],
  ) {
    if (windows.length === 0 || windows.some((w) => !(w.limit >= 1 && w.seconds > 0))) throw new Error('A rate needs windows of a limit ≥ 1 and seconds > 0');
  }

  async take(subject: string): Promise<RateSlot> {
    const now = Date.now();
    const args = this.windows.flatMap((w) => [w.seconds * 1000, w.limit]);
    const [taken, waitMs] = (await this.redis.eval(TAKE_SLOT, 1, `${this.keyPrefix}${subject}`, now, `${now}:${randomUUID()}`, ...args)) as [number, number];
    return taken ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
