// pg_dump and pg_restore as a backup uses them. A dump is PostgreSQL's custom format: compressed, one consistent
// snapshot of its database (pg_dump reads it in one repeatable-read transaction), restorable table by table.
import { runTool } from './run-tool.mjs';

/**
 * A database URL as the tools' arguments and environment: its password goes in PGPASSWORD, not on the command line
 * where anyone on the machine could read it (`ps`).
 * @param {string} url
 */
function connection(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  /** @type {Record<string, string>} */
  const env = password ? { PGPASSWORD: password } : {};
  return { arg: `--dbname=${parsed.toString()}`, env };
}

/** The version line of the pg_dump on PATH, e.g. `pg_dump (PostgreSQL) 15.20`. */
export async function pgDumpVersion() {
  return (await runTool('pg_dump', ['--version'])).trim();
}

/**
 * @param {string} url the database's URL
 * @param {string} file
 */
export async function dumpDatabase(url, file) {
  const { arg, env } = connection(url);
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, arg], env);
}

/**
 * Restores `file` into the empty database at `url` in one transaction: it either holds the whole dump or, on any
 * error, stays empty. Objects are owned by the restoring user and no grants are copied, so a dump made on one server
 * restores on another whose roles differ.
 * @param {string} file
 * @param {string} url
 */
export async function restoreDatabase(file, url) {
  const { arg, env } = connection(url);
  await runTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-acl', arg, file], env);
}
