import { createHash } from 'node:crypto';
import type { Redis } from '@tp/service-kit';
import type { CodeCheck, CodeStore } from '../domain/code-store';

/**
 * E-mailed codes in Redis, one live code per address: `code:<email>` holds the code's hash, its wrong tries and
 * its state (active, used, void) until it expires; `code-lock:<email>` is the resend lock. Checks run as Lua
 * scripts so that counting a wrong try or using a code is atomic across replicas.
 */
const codeKey = (email: string) => `code:${email}`;
const lockKey = (email: string) => `code-lock:${email}`;

const CHECK_SCRIPT = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 'missing' end
if state ~= 'active' then return state end
if redis.call('HGET', KEYS[1], 'hash') ~= ARGV[1] then
  local tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
  local left = tonumber(ARGV[3]) - tries
  if left <= 0 then
    redis.call('HSET', KEYS[1], 'state', 'void')
    return 'void'
  end
  return 'wrong:' .. left
end
if ARGV[2] == '1' then
  redis.call('HSET', KEYS[1], 'state', 'used')
  redis.call('DEL', KEYS[2])
end
return 'ok'`;

export function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}:${code}`).digest('hex');
}

export class RedisCodeStore implements CodeStore {
  constructor(
    private readonly redis: Redis,
    private readonly settings: { ttlSeconds: number; lockSeconds: number; maxTries: number },
  ) {}

  /** Takes the resend lock; when another code went out less than the lock ago, the seconds left to wait. */
  async lock(email: string): Promise<{ locked: true } | { locked: false; waitSeconds: number }> {
    const taken = await this.redis.set(lockKey(email), '1', 'EX', this.settings.lockSeconds, 'NX');
    if (taken) return { locked: true };
    const ttl = await this.redis.ttl(lockKey(email));
    return { locked: false, waitSeconds: Math.max(1, ttl) };
  }

  async unlock(email: string): Promise<void> {
    await this.redis.del(lockKey(email));
  }

  /** Stores a new code for the address, replacing any earlier one (whose tries do not carry over). */
  async save(email: string, code: string): Promise<void> {
    await this.redis
      .multi()
      .del(codeKey(email))
      .hset(codeKey(email), { hash: hashCode(email, code), tries: 0, state: 'active' })
      .expire(codeKey(email), this.settings.ttlSeconds)
      .exec();
  }

  /** Compares `code` with the live code; a wrong one counts as a try. `consume` uses a right one up. */
  async check(email: string, code: string, { consume }: { consume: boolean }): Promise<CodeCheck> {
    const result = String(
      await this.redis.eval(CHECK_SCRIPT, 2, codeKey(email), lockKey(email), hashCode(email, code), consume ? '1' : '0', String(this.settings.maxTries)),
    );
    if (result.startsWith('wrong:')) return { outcome: 'wrong', triesLeft: Number(result.slice('wrong:'.length)) };
    return { outcome: result as 'ok' | 'missing' | 'used' | 'void' };
  }
}
