import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import type { BaseConfig } from '../config';
import { createLogger, type Logger } from '../logger';
import { createApp } from '../http/create-app';
import { createPool, databaseUrl, ensureDatabase, migrate, onOutboxCommit, type Pool } from '../db/database';
import { createRedis, type Redis } from '../redis';
import { EventBus } from '../bus/event-bus';
import { OutboxRelay } from '../bus/outbox-relay';
import { startConsumer, type EventHandlers } from '../bus/consumer';
import { TokenVerifier } from '../auth/token-verifier';
import { InternalCredentials } from '../auth/internal-credentials';

const kitMigrations = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** What a service's routers and handlers are given: its own resources, nothing of other services. */
export interface ServiceContext<C extends BaseConfig = BaseConfig> {
  config: C;
  logger: Logger;
  pool: Pool;
  redis: Redis;
  bus: EventBus;
  relay: OutboxRelay;
  verifier: TokenVerifier;
  /** Signs this service's calls to other services' /internal APIs and checks the calls made to its own. */
  internal: InternalCredentials;
}

export interface ServiceDefinition<C extends BaseConfig> {
  config: C;
  /** Folders of plain .sql migrations, applied in file-name order. */
  migrations: string[];
  routers: (ctx: ServiceContext<C>) => Router[];
  handlers?: (ctx: ServiceContext<C>) => EventHandlers;
  /** Work after migrations and before the port opens (e.g. ensure an account exists). */
  onStart?: (ctx: ServiceContext<C>) => Promise<void>;
  bodyLimit?: string;
  /** Keys that verify access tokens; by default those published at JWKS_URL (identity passes its own). */
  verificationKeys?: (pool: Pool) => Promise<JWTVerifyGetKey>;
}

export interface RunningService<C extends BaseConfig = BaseConfig> {
  url: string;
  port: number;
  ctx: ServiceContext<C>;
  stop: () => Promise<void>;
}

/** Starts a service: database (created and migrated), Redis, bus, outbox relay, consumers, HTTP. */
export async function runService<C extends BaseConfig>(definition: ServiceDefinition<C>): Promise<RunningService<C>> {
  const { config } = definition;
  const logger = createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
  const internal = internalCredentials(config, logger);
  const database = config.DATABASE_NAME ?? `${config.DATABASE_PREFIX}_${config.SERVICE_NAME.replace(/-/g, '_')}`;
  const url = databaseUrl(config.DATABASE_URL, database);
  await ensureDatabase(config.DATABASE_URL, database);
  await migrate(url, [kitMigrations, ...definition.migrations]);

  const pool = createPool(url);
  const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
  const bus = new EventBus({ url: config.AMQP_URL, prefix: config.BUS_PREFIX, service: config.SERVICE_NAME, logger });
  const relay = new OutboxRelay(pool, bus, logger, config.OUTBOX_INTERVAL_MS);
  onOutboxCommit(pool, () => relay.kick());
  const verifier = definition.verificationKeys
    ? new TokenVerifier(await definition.verificationKeys(pool), redis)
    : TokenVerifier.fromJwksUrl(config.JWKS_URL, redis);
  const ctx: ServiceContext<C> = { config, logger, pool, redis, bus, relay, verifier, internal };

  await definition.onStart?.(ctx);
  const handlers = definition.handlers?.(ctx);
  const consumer = handlers && Object.keys(handlers).length ? startConsumer({ bus, pool, logger, handlers }) : undefined;
  let consumerBound = !consumer;
  consumer?.on('connect', () => (consumerBound = true));
  relay.start();
  // Queues are declared and bound before the service reports itself started, so no event sent after start is
  // missed; a broker that is down does not block start-up (the consumer binds when it comes back).
  await Promise.race([consumer?.waitForConnect(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);

  let stopping = false;
  const app = createApp({
    logger,
    routers: definition.routers(ctx),
    internal,
    bodyLimit: definition.bodyLimit,
    isReady: async () => {
      if (stopping) return false;
      await pool.query('SELECT 1');
      return bus.isConnected() && consumerBound && redis.status === 'ready';
    },
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.PORT, config.LISTEN_HOST, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, `${config.SERVICE_NAME} listening`);

  const stop = async () => {
    // Not ready first, so a load balancer stops sending work while requests in flight still finish.
    stopping = true;
    if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections?.();
    await relay.stop();
    await consumer?.close().catch(() => undefined);
    await bus.close().catch(() => undefined);
    await pool.end();
    redis.disconnect();
  };
  return { url: `http://127.0.0.1:${port}`, port, ctx, stop };
}

/**
 * Internal calls cannot work without INTERNAL_SECRET, so production refuses to start without it; elsewhere the
 * service starts, says so, and makes and accepts no internal call.
 */
function internalCredentials(config: BaseConfig, logger: Logger): InternalCredentials {
  if (!config.INTERNAL_SECRET) {
    if (config.NODE_ENV === 'production') {
      throw new Error('Invalid configuration: INTERNAL_SECRET: required in production (the same value for every service, e.g. openssl rand -hex 32)');
    }
    logger.warn('INTERNAL_SECRET is not set: this service makes and accepts no /internal call');
  }
  return new InternalCredentials(config.INTERNAL_SECRET, config.SERVICE_NAME);
}

/** Stops cleanly on SIGTERM/SIGINT: finishes requests in flight, then closes pools and the bus. */
export function stopOnSignals(service: { stop: () => Promise<void> }, logger?: Logger) {
  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger?.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    service.stop().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  // Started by a supervisor (npm start, a test) that handed it a pipe as stdin: when the supervisor dies, however it
  // dies (even SIGKILL, which it cannot pass on), the pipe closes and the service stops instead of living on.
  if (process.env.STOP_WITH_PARENT === 'true') {
    process.stdin.on('end', () => onSignal('supervisor gone')).on('error', () => onSignal('supervisor gone')).resume();
  }
}

/** True when the module at `metaUrl` is the program's entry point. */
export function isMainModule(metaUrl: string): boolean {
  return process.argv[1] !== undefined && fileURLToPath(metaUrl) === process.argv[1];
}
