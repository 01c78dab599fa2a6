import { Redis } from 'ioredis';

export type { Redis };

/**
 * Every key gets `prefix`, so environments and test runs can share one Redis server. A command unanswered after 2 s
 * fails (the caller answers 503, try again) instead of holding its request while Redis is away or restarting.
 */
export function createRedis(url: string, prefix: string): Redis {
  return new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 3, lazyConnect: false, commandTimeout: 2_000 });
}
