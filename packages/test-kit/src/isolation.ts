import { randomBytes } from 'node:crypto';
import pg from 'pg';
import amqplib from 'amqplib';
import { Redis } from 'ioredis';
import { servicesNeeding } from '@tp/service-registry';

export const DATABASE_SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/**
 * A test run's own corner of the shared servers: databases, Redis keys and broker names all carry a random run id,
 * so a leftover server state or a parallel run cannot change the result.
 */
export interface Isolation {
  runId: string;
  /** The INTERNAL_SECRET every service of the run shares: tests sign service tokens with it. */
  internalSecret: string;
  /** The broker the run's services use: the machine's, or the test's own. */
  amqpUrl: string;
  /** Environment for a service started in this run (merge with the service's own settings). */
  envFor(service: string): Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * `amqpUrl` / `redisUrl`: a broker or Redis of the test's own (test-kit's private-servers), which the test may stop
 * and restart; the run's queues and keys there go with that server, so cleanup leaves it alone.
 */
export function createIsolation({ amqpUrl, redisUrl }: { amqpUrl?: string; redisUrl?: string } = {}): Isolation {
  const runId = `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const internalSecret = randomBytes(32).toString('hex');
  return {
    runId,
    internalSecret,
    amqpUrl: amqpUrl ?? AMQP_URL,
    envFor(service) {
      const database = `${runId}_${service.replace(/-/g, '_')}`;
      return {
        SERVICE_NAME: service,
        DATABASE_URL: DATABASE_SERVER_URL,
        DATABASE_NAME: database,
        REDIS_URL: redisUrl ?? REDIS_URL,
        REDIS_PREFIX: `${runId}:`,
        AMQP_URL: amqpUrl ?? AMQP_URL,
        BUS_PREFIX: runId,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        OUTBOX_INTERVAL_MS: '200',
        // Any free port: the registry's metrics ports belong to `npm start`.
        METRICS_PORT: '0',
        INTERNAL_SECRET: internalSecret,
      };
    },
    async cleanup() {
      await dropDatabasesOfRun(runId);
      if (!redisUrl) await deleteRedisKeys(`${runId}:*`);
      if (!amqpUrl) await deleteBrokerObjects(runId);
    },
  };
}

/** Every database of the run is named `<runId>_<service>`, whoever created it (in-process or a spawned stack). */
async function dropDatabasesOfRun(runId: string) {
  const admin = new pg.Client({ connectionString: DATABASE_SERVER_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${runId}\\_%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function deleteRedisKeys(pattern: string) {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Queues and exchanges are named `<runId>.<service>...`; the broker's management API is not needed to guess them. */
const QUEUE_SUFFIXES = ['', '.dlq'];
/** Every service that uses the broker, and `test`: the name the kit's own tests give their probe service. */
const QUEUE_OWNERS = [...servicesNeeding('rabbitmq'), 'test'];

async function deleteBrokerObjects(runId: string) {
  const connection = await amqplib.connect(AMQP_URL);
  try {
    for (const service of QUEUE_OWNERS) {
      for (const suffix of QUEUE_SUFFIXES) {
        const channel = await connection.createChannel();
        channel.on('error', () => undefined);
        await channel.deleteQueue(`${runId}.${service}${suffix}`).catch(() => undefined);
        await channel.deleteExchange(`${runId}.${service}.dlx`).catch(() => undefined);
        await channel.close().catch(() => undefined);
      }
    }
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    await channel.deleteExchange(`${runId}.events`).catch(() => undefined);
    await channel.close().catch(() => undefined);
  } finally {
    await connection.close();
  }
}
