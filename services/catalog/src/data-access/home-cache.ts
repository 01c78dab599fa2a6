import type { Logger } from 'pino';
import type { Redis } from '@tp/service-kit';
import type { HomeCache } from '../domain/home-cache';

const GENERATION_KEY = 'home:generation';

/**
 * Read-through cache of the public home data in Redis. Writes bump a generation number after they commit, and
 * readers only look at the current generation's keys, so a reader that raced a write can only fill a key nobody
 * reads any more. Redis being down makes every read go to the database; it never fails a request.
 */
export class RedisHomeCache implements HomeCache {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
    private readonly logger: Logger,
  ) {}

  async read<T>(name: string, load: () => Promise<T>): Promise<T> {
    let key: string;
    try {
      const generation = (await this.redis.get(GENERATION_KEY)) ?? '0';
      key = `home:${generation}:${name}`;
      const cached = await this.redis.get(key);
      if (cached !== null) return JSON.parse(cached) as T;
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'home cache unavailable; reading the database');
      return load();
    }
    const value = await load();
    await this.redis.set(key, JSON.stringify(value), 'EX', this.ttlSeconds).catch((err) => this.logger.warn({ err: (err as Error).message }, 'home cache not filled'));
    return value;
  }

  /** Call after the change has committed. */
  async invalidate(): Promise<void> {
    await this.redis.incr(GENERATION_KEY).catch((err) => this.logger.warn({ err: (err as Error).message }, 'home cache not invalidated; it expires on its own'));
  }
}
