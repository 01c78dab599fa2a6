import { Redis } from 'ioredis';

export type { Redis };

/** Every key gets `prefix`, so environments and test runs can share one Redis server. */
export function createRedis(url: string, prefix: string): Redis {
  return new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 3, lazyConnect: false });
}
