import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import type { z } from 'zod';
import { loadConfig, type BaseConfig } from '../config';
import { createLogger, type Logger } from '../logger';
import { createApp } from '../http/create-app';
import { listen } from '../http/listen';
import { createPool, databaseUrl, ensureDatabase, migrate, onOutboxCommit, type Pool } from '../db/database';
import { createRedis, type Redis } from '../redis';
import { EventBus } from '../bus/event-bus';
import { OutboxRelay } from '../bus/outbox-relay';
import { startConsumer, type EventHandlers } from '../bus/consumer';
import { TokenVerifier } from '../auth/token-verifier';
import { InternalCredentials } from '../auth/internal-credentials';
import { Counter, createMetrics, METRIC_PREFIX, type Registry } from '../metrics/registry';
import { registerPoolMetrics } from '../metrics/pool-metrics';
import { registerOutboxMetrics } from '../metrics/outbox-metrics';
import { startMetricsServer } from '../metrics/metrics-server';
import { SERVICES } from '@tp/service-registry';
import { UserReplica, userReplicaHandlers, userReplicaMigrations, type OnUserDeleted } from '../replicas/user-replica';

const kitMigrations = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** What a service's dependencies are built from: its own resources, nothing of other services. */
export interface ServiceResources<C extends BaseConfig = BaseConfig> {
  config: C;
  logger: Logger;
  pool: Pool;
  redis: Redis;
  bus: EventBus;
  /** The service's Prometheus registry, for metrics of its own (served on METRICS_PORT with the kit's). */
  metrics: Registry;
  /** Signs this service's calls to other services' /internal APIs and checks the calls made to its own. */
  internal: InternalCredentials;
}

/** What routers and consumers are given besides the service's dependencies. */
export interface ServiceContext<C extends BaseConfig = BaseConfig> extends ServiceResources<C> {
  verifier: TokenVerifier;
}

/** Background work that runs while the service runs (a periodic pass, a sender): started at start, stopped at stop. */
export interface BackgroundTask {
  start(): void;
  /** Resolves once work under way has finished. */
  stop(): Promise<void>;
}

/** `users`, the reads of the user copy, for a service that keeps one. */
export type UsersOf<R> = R extends true ? { users: UserReplica } : unknown;

export interface ServiceDefinition<C extends BaseConfig, D extends object, R extends boolean | undefined> {
  /** The service's settings, read from the environment at start. */
  config: z.ZodType<C>;
  /** Folder of the service's plain .sql migrations, applied in file-name order after the kit's own. */
  migrations?: URL;
  /** Keep a copy of identity's users: the `users` table, consumers of the user events and `users` reads. */
  userReplica?: R;
  /** With `userReplica`: what else a user's deletion changes (e.g. empty their cart). */
  onUserDeleted?: OnUserDeleted;
  /** Builds the service's dependencies once; routers, consumers and start-up work are all given these. */
  deps?: (resources: ServiceResources<C> & UsersOf<R>) => D | Promise<D>;
  /** Keys that verify access tokens; by default those published at JWKS_URL (identity passes its own). */
  verificationKeys?: (deps: D) => JWTVerifyGetKey | Promise<JWTVerifyGetKey>;
  /** Work before consumers start and the port opens (e.g. ensure an account exists). */
  onStart?: (deps: D, ctx: ServiceContext<C> & UsersOf<R>) => unknown;
  /**
   * Background work built in `deps`, started after `onStart` (before consumers and the port) and stopped, last
   * first, once requests and consumers are finished and before `onStop` and the pools close.
   */
  tasks?: (deps: D) => BackgroundTask[];
  routers: (deps: D, ctx: ServiceContext<C> & UsersOf<R>) => Router[];
  consumers?: (deps: D, ctx: ServiceContext<C> & UsersOf<R>) => EventHandlers;
  /** Work at stop before the port closes: end long-lived answers (event streams), which would hold the close up. */
  onStopping?: (deps: D) => void;
  /** Work at stop, once requests and consumers are finished and before the pools close. */
  onStop?: (deps: D) => Promise<void>;
  bodyLimit?: string;
}

export interface RunningService<C extends BaseConfig = BaseConfig, D extends object = object, R = undefined> {
  url: string;
  port: number;
  /** Where Prometheus scrapes the service: `http://127.0.0.1:<port>/metrics`. */
  metricsUrl: string;
  ctx: ServiceContext<C> & UsersOf<R>;
  deps: D;
  stop: () => Promise<void>;
}

export interface Service<C extends BaseConfig = BaseConfig, D extends object = object, R = undefined> {
  /** Starts the service with `env` (default: this process's): in a test, in-process on its own database. */
  start: (env?: NodeJS.ProcessEnv) => Promise<RunningService<C, D, R>>;
}

/**
 * Declares a service. Starting it creates its database (if missing) and migrates it, connects Redis and RabbitMQ,
 * builds its dependencies, starts the outbox relay (kicked after every commit that wrote an event) and the
 * consumers, then opens HTTP.
 */
export function defineService<C extends BaseConfig, D extends object = Record<string, never>, R extends boolean | undefined = undefined>(
  definition: ServiceDefinition<C, D, R>,
): Service<C, D, R> {
  // Async throughout, so a bad setting rejects the start like any other start-up failure.
  return { start: async (env = process.env) => startService(definition, loadConfig(definition.config, env)) };
}

async function startService<C extends BaseConfig, D extends object, R extends boolean | undefined>(
  definition: ServiceDefinition<C, D, R>,
  config: C,
): Promise<RunningService<C, D, R>> {
  const logger = createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
  const internal = internalCredentials(config, logger);
  const database = config.DATABASE_NAME ?? `${config.DATABASE_PREFIX}_${config.SERVICE_NAME.replace(/-/g, '_')}`;
  const url = databaseUrl(config.DATABASE_URL, database);
  await ensureDatabase(config.DATABASE_URL, database);
  await migrate(url, [kitMigrations, ...(definition.migrations ? [fileURLToPath(definition.migrations)] : [])]);
  // After the service's own: billing and catalog created `users` in their first migration before the kit owned it.
  if (definition.userReplica) await migrate(url, [userReplicaMigrations]);

  const pool = createPool(url, config.DATABASE_POOL_SIZE);
  const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
  const bus = new EventBus({ url: config.AMQP_URL, prefix: config.BUS_PREFIX, service: config.SERVICE_NAME, logger });
  const relay = new OutboxRelay(pool, bus, logger, config.OUTBOX_INTERVAL_MS);
  onOutboxCommit(pool, () => relay.kick());
  const metrics = createMetrics(config.SERVICE_NAME);
  registerPoolMetrics(metrics.registry, pool);
  registerOutboxMetrics(metrics.registry, pool);
  const deadLettered = new Counter({
    name: `${METRIC_PREFIX}bus_messages_dead_lettered_total`,
    help: 'Messages sent to the dead-letter queue: invalid (never handleable) or failed (every try failed).',
    labelNames: ['reason'] as const,
    registers: [metrics.registry],
  });
  const users = definition.userReplica ? { users: new UserReplica(pool) } : {};
  const resources = { config, logger, pool, redis, bus, internal, metrics: metrics.registry, ...users } as ServiceResources<C> & UsersOf<R>;

  const deps = ((await definition.deps?.(resources)) ?? {}) as D;
  const verifier = definition.verificationKeys
    ? new TokenVerifier(await definition.verificationKeys(deps), redis)
    : TokenVerifier.fromJwksUrl(config.JWKS_URL, redis);
  const ctx = { ...resources, verifier };

  await definition.onStart?.(deps, ctx);
  const tasks = definition.tasks?.(deps) ?? [];
  for (const task of tasks) task.start();
  const handlers = consumersOf(definition, deps, ctx);
  const consumer = Object.keys(handlers).length ? startConsumer({ bus, pool, logger, handlers, onDeadLetter: (reason) => deadLettered.inc({ reason }) }) : undefined;
  let consumerBound = !consumer;
  consumer?.on('connect', () => (consumerBound = true));
  relay.start();
  // Queues are declared and bound before the service reports itself started, so no event sent after start is
  // missed; a broker that is down does not block start-up (the consumer binds when it comes back).
  await Promise.race([consumer?.waitForConnect(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);

  let stopping = false;
  const app = createApp({
    logger,
    routers: definition.routers(deps, ctx),
    internal,
    bodyLimit: definition.bodyLimit,
    metrics: metrics.registry,
    eventLoopLagLimitMs: config.EVENT_LOOP_LAG_LIMIT_MS,
    isReady: async () => {
      if (stopping) return false;
      await pool.query('SELECT 1');
      return bus.isConnected() && consumerBound && redis.status === 'ready';
    },
  });
  const metricsServer = await startMetricsServer(metrics.registry, config.METRICS_PORT ?? (config.PORT === 0 ? 0 : registeredMetricsPort(config.SERVICE_NAME)), config.LISTEN_HOST);
  const server: Server = await listen(app, config.PORT, config.LISTEN_HOST, 'PORT').catch(async (err: unknown) => {
    await metricsServer.stop();
    throw err;
  });
  // The gateway reuses its connections and drops idle ones after 30 s: a service that closed an idle connection
  // first (Node's default is 5 s) could close it under a request just sent on it, which the gateway sees as a
  // reset and answers 503. Idle connections are kept longer here than the gateway keeps them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A body may take long to arrive (a 100 MB video on a 1 Mbit/s line: 14 min); Node's default cuts it at 5 min.
  // The headers still have to come within headersTimeout, so an idle connection is not held.
  server.requestTimeout = 30 * 60_000;
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, metricsPort: metricsServer.port }, `${config.SERVICE_NAME} listening`);

  const stop = async () => {
    // Not ready first, so a load balancer stops sending work while requests in flight still finish.
    stopping = true;
    if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
    definition.onStopping?.(deps);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections?.();
    await relay.stop();
    await consumer?.close().catch(() => undefined);
    for (const task of [...tasks].reverse()) await task.stop();
    await definition.onStop?.(deps);
    await metricsServer.stop();
    metrics.stop();
    await bus.close().catch(() => undefined);
    await pool.end();
    redis.disconnect();
  };
  return { url: `http://127.0.0.1:${port}`, port, metricsUrl: `http://127.0.0.1:${metricsServer.port}/metrics`, ctx, deps, stop };
}

/** The registry's metrics port of a registered service; any free port for another (a test's probe service). */
const registeredMetricsPort = (name: string): number => SERVICES.find((s) => s.name === name)?.metricsPort ?? 0;

/** The service's consumers, plus those of its user copy; an event has one handler, so a clash is a wiring bug. */
function consumersOf<C extends BaseConfig, D extends object, R extends boolean | undefined>(
  definition: ServiceDefinition<C, D, R>,
  deps: D,
  ctx: ServiceContext<C> & UsersOf<R>,
): EventHandlers {
  const own = definition.consumers?.(deps, ctx) ?? {};
  if (!definition.userReplica) {
    if (definition.onUserDeleted) throw new Error('onUserDeleted needs userReplica: true');
    return own;
  }
  const replica = userReplicaHandlers(definition.onUserDeleted);
  const clash = Object.keys(own).filter((name) => name in replica);
  if (clash.length) throw new Error(`${clash.join(', ')}: handled by the user copy (userReplica); use onUserDeleted for more`);
  return { ...replica, ...own };
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
