// The few questions and changes a backup and a restore make of PostgreSQL beside pg_dump and pg_restore: whether a
// database exists and holds anything, making or emptying one, a service's migration level, re-sending its outbox.
import pg from 'pg';
import { databaseUrl } from './backup-settings.mjs';

/**
 * Runs `work` with a client connected to `url`, closed afterwards.
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database name as an SQL identifier (names come from the registry and DATABASE_PREFIX: a-z, 0-9, _). */
const quoted = (/** @type {string} */ name) => `"${name.replace(/"/g, '""')}"`;

/**
 * What `database` holds on the server: missing, empty (no table, sequence or view of its own), or in use.
 * @param {string} serverUrl
 * @param {string} database
 * @returns {Promise<'missing' | 'empty' | 'not empty'>}
 */
export async function databaseState(serverUrl, database) {
  const exists = await withClient(databaseUrl(serverUrl, 'postgres'), async (admin) =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount === 1);
  if (!exists) return 'missing';
  const { rows } = await withClient(databaseUrl(serverUrl, database), (client) => client.query(
    `SELECT count(*)::int AS relations FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'`,
  ));
  return rows[0].relations > 0 ? 'not empty' : 'empty';
}

/**
 * Creates `database` if it is missing.
 * @param {string} serverUrl
 * @param {string} database
 */
export async function createDatabaseIfMissing(serverUrl, database) {
  await withClient(databaseUrl(serverUrl, 'postgres'), async (admin) => {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount === 1;
    if (!exists) await admin.query(`CREATE DATABASE ${quoted(database)}`);
  });
}

/**
 * Removes everything `url`'s database holds, in one transaction: every schema of its own (the services keep all in
 * `public`, made again empty). Cheaper than dropping the database, which makes PostgreSQL wait for a checkpoint.
 * @param {string} url
 */
export async function emptyDatabase(url) {
  await withClient(url, async (client) => {
    const { rows } = await client.query(
      "SELECT nspname FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'",
    );
    await client.query(`BEGIN; ${rows.map((r) => `DROP SCHEMA ${quoted(r.nspname)} CASCADE;`).join(' ')} CREATE SCHEMA public; COMMIT`);
  });
}

/**
 * How far a service's database is migrated: the migrations applied (the kit's and the service's) and the last one.
 * @param {string} url
 * @returns {Promise<{ applied: number, last: string | null }>}
 */
export async function migrationLevel(url) {
  return withClient(url, async (client) => {
    const table = await client.query("SELECT to_regclass('public.schema_migrations') AS found");
    if (!table.rows[0].found) return { applied: 0, last: null };
    const { rows } = await client.query('SELECT count(*)::int AS applied, (SELECT name FROM schema_migrations ORDER BY id DESC LIMIT 1) AS last FROM schema_migrations');
    return { applied: rows[0].applied, last: rows[0].last };
  });
}

/**
 * Marks the events published since `since` as not yet published, so the restored service's outbox relay sends them
 * again: a consumer whose database was dumped before it handled one gets it; one that had handled it finds its id in
 * its inbox and skips it. Returns how many there were.
 * @param {string} url
 * @param {Date} since
 */
export async function resendOutboxSince(url, since) {
  return withClient(url, async (client) => {
    const table = await client.query("SELECT to_regclass('public.outbox') AS found");
    if (!table.rows[0].found) return 0;
    const { rowCount } = await client.query('UPDATE outbox SET published_at = NULL WHERE published_at >= $1', [since]);
    return rowCount ?? 0;
  });
}
