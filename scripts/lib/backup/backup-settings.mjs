// What a backup covers on a deployment, read from the services' own variables so `npm run backup` points wherever
// they do: each service's database on the DATABASE_URL server (named `<DATABASE_PREFIX>_<service>`, as service-kit
// names it) and catalog's UPLOAD_DIR.
import path from 'node:path';
import { SERVICE_NAMES } from '../../../packages/service-registry/services.mjs';
import { repoRoot } from '../stack.mjs';

/** @typedef {{ service: string, database: string, url: string }} ServiceDatabase */
/** @typedef {{ serverUrl: string, databases: ServiceDatabase[], uploadDir: string }} BackupSettings */

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The URL of one database on the server `serverUrl` points at (service-kit's databaseUrl).
 * @param {string} serverUrl
 * @param {string} database
 */
export function databaseUrl(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The database of each registered service with `prefix`: `tp_identity`, `tp_question_bank`, …
 * @param {string} serverUrl
 * @param {string} prefix
 * @returns {ServiceDatabase[]}
 */
export function serviceDatabases(serverUrl, prefix) {
  return SERVICE_NAMES.map((service) => {
    const database = `${prefix}_${service.replace(/-/g, '_')}`;
    return { service, database, url: databaseUrl(serverUrl, database) };
  });
}

/**
 * The settings of this process's environment; an empty variable counts as unset, as it does for the services.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {BackupSettings}
 */
export function settingsFromEnv(env = process.env) {
  const given = (/** @type {string} */ name) => (env[name]?.trim() ? env[name] : undefined);
  const serverUrl = given('DATABASE_URL') ?? DEFAULT_SERVER_URL;
  const prefix = given('DATABASE_PREFIX') ?? 'tp';
  if (!/^[a-z0-9_]+$/.test(prefix)) throw new Error(`DATABASE_PREFIX may hold only a-z, 0-9 and _ (it is "${prefix}").`);
  return {
    serverUrl,
    databases: serviceDatabases(serverUrl, prefix),
    uploadDir: path.resolve(given('UPLOAD_DIR') ?? path.join(repoRoot, '.var', 'uploads')),
  };
}
