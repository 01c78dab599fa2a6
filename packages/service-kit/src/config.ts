import { z } from 'zod';
import { INTERNAL_SECRET_MIN_LENGTH } from './auth/internal-credentials';
import { eventLoopLagLimitSchema } from './runtime/event-loop-lag';
import { UPLOAD_LINK_DEFAULT_SECONDS, UPLOAD_LINK_MAX_SECONDS } from './upload-links';

/** Settings every service reads; a service extends this with its own. */
export const baseConfigSchema = z.object({
  SERVICE_NAME: z.string().min(1),
  PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /**
   * Port of Prometheus's GET /metrics (never the public port): by default the service's metricsPort in
   * packages/service-registry/services.mjs, or any free port when PORT is 0 (tests) or this is 0.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Interface to listen on: loopback by default; 0.0.0.0 in a container, where only the gateway is published. */
  LISTEN_HOST: z.string().default('127.0.0.1'),
  /** Server URL; the service's own database name is derived from it unless DATABASE_NAME is set. */
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  DATABASE_NAME: z.string().regex(/^[a-z0-9_]+$/).optional(),
  /**
   * Connections each process keeps to its database at most. Every replica has its own pool: replicas × this must stay
   * under PostgreSQL's max_connections with room for the other services (docs/decisions/015).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Database names are `<prefix>_<service>` unless DATABASE_NAME is set; a test run sets its own prefix. */
  DATABASE_PREFIX: z.string().regex(/^[a-z0-9_]+$/).default('tp'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key: lets test runs share one Redis without seeing each other. */
  REDIS_PREFIX: z.string().default('tp:'),
  AMQP_URL: z.string().url().default('amqp://guest:guest@127.0.0.1:5672'),
  /** Prefix of the exchange and queue names: lets test runs share one broker without seeing each other. */
  BUS_PREFIX: z.string().regex(/^[a-zA-Z0-9._-]+$/).default('tp'),
  /** `production` makes settings that protect the platform required (INTERNAL_SECRET). */
  NODE_ENV: z.string().optional(),
  /**
   * Signs and checks the tokens of /internal calls between services; every service of a deployment has the same one.
   * Unset (allowed outside production), this service neither makes nor accepts internal calls.
   */
  INTERNAL_SECRET: z.string().min(INTERNAL_SECRET_MIN_LENGTH, `must be at least ${INTERNAL_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`).optional(),
  /** Seconds a signed link to a private upload stays valid (signed from INTERNAL_SECRET; upload-links.ts). */
  UPLOAD_LINK_SECONDS: z.coerce.number().int().min(30).max(UPLOAD_LINK_MAX_SECONDS).default(UPLOAD_LINK_DEFAULT_SECONDS),
  /** Where identity publishes its signing keys. */
  JWKS_URL: z.string().url().default('http://127.0.0.1:4101/.well-known/jwks.json'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Milliseconds between two passes of the outbox relay. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  /** On SIGTERM, milliseconds /ready answers 503 before the server stops taking requests (load balancers move on). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Milliseconds the event loop may be held up before /health and /ready answer 503 (runtime/event-loop-lag.ts). */
  EVENT_LOOP_LAG_LIMIT_MS: eventLoopLagLimitSchema,
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/**
 * Reads and validates the environment at start: a bad setting stops the service with every problem listed.
 * A variable set to an empty (or blank) string counts as unset, as `docker compose` passes `${X:-}` when X is not
 * given: the default applies, or an optional setting stays off.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(withoutBlankValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

function withoutBlankValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && value.trim() !== '') given[name] = value;
  return given;
}
