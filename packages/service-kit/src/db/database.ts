import pg from 'pg';
import { runner } from 'node-pg-migrate';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

/** The URL of one database on the server that `serverUrl` points at. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Each service has its own database; it is created on first start. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount) return;
    await admin.query(`CREATE DATABASE "${database}"`).catch((err: { code?: string }) => {
      if (err.code !== '42P04' && err.code !== '23505') throw err; // created meanwhile by a sibling replica
    });
  } finally {
    await admin.end();
  }
}

export function createPool(url: string, max = 10): Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined); // an idle client lost its server: the next query reconnects
  return pool;
}

/** Applies the plain-SQL migrations in `dir` in order, under an advisory lock so replicas can start together. */
export async function migrate(url: string, dirs: string[]): Promise<void> {
  await runner({
    databaseUrl: url,
    dir: dirs.map((d) => `${d}/*.sql`),
    useGlob: true,
    direction: 'up',
    migrationsTable: 'schema_migrations',
    checkOrder: false,
    advisoryLockMode: 'wait',
    log: () => undefined,
  });
}

/** Per pool, what runs once events written to its outbox are committed: the relay's kick, set by the service runtime. */
const outboxCommitted = new WeakMap<Queryable, () => void>();
/** Clients of a `withTransaction` that wrote to the outbox since its BEGIN. */
const wroteOutbox = new WeakSet<Queryable>();

export function onOutboxCommit(pool: Pool, kick: () => void): void {
  outboxCommitted.set(pool, kick);
}

/**
 * Called by `addToOutbox`. Written on the pool, the row is committed already and the kick runs now; inside
 * `withTransaction` it runs right after COMMIT (before it the relay could not see the row), never after a ROLLBACK.
 */
export function noteOutboxWrite(db: Queryable): void {
  const kick = outboxCommitted.get(db);
  if (kick) kick();
  else wroteOutbox.add(db);
}

/** PostgreSQL's deadlock (40P01) and serialization failure (40001): the transaction was rolled back and may simply run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const TRANSACTION_ATTEMPTS = 5;

/**
 * Runs `work` in one transaction: everything it writes lands together or not at all. Events it wrote to the outbox
 * are sent right after the commit, so no use case has to remember to wake the relay.
 */
export async function withTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  // Two callers that lock the same rows in opposite orders deadlock; PostgreSQL aborts one of them. That caller's
  // request is as valid as the other's, so its work is run again rather than answered with a 500. Run again at once,
  // it can meet the other half-way once more (seen under load): it first waits a random few milliseconds.
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactionOnce(pool, work);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= TRANSACTION_ATTEMPTS || typeof code !== 'string' || !RETRYABLE_CODES.has(code)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
    }
  }
}

async function transactionOnce<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    if (wroteOutbox.has(client)) outboxCommitted.get(pool)?.();
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    wroteOutbox.delete(client); // pooled clients are reused: the next transaction starts clean
    client.release();
  }
}

/** An ILIKE pattern matching any text that contains `text`; `%`, `_` and `\` typed by a user are searched for literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
