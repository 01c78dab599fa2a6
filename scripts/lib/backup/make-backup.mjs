// A backup: every service's database dumped by pg_dump and the uploads folder as a tar.gz, in one new folder with a
// manifest.json of what is there. The dumps start together, so the databases' snapshots are milliseconds apart rather
// than a dump's length (PostgreSQL has no snapshot across databases: see docs/backups.md for what that leaves).
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { databaseState, migrationLevel } from './database-admin.mjs';
import { MANIFEST_FORMAT, storedFile, writeManifest } from './manifest.mjs';
import { dumpDatabase, pgDumpVersion } from './postgres-dump.mjs';
import { secondsSince, sizeText } from './sizes.mjs';
import { folderContents, packFolder } from './uploads-archive.mjs';

const UPLOADS_ARCHIVE = 'uploads.tar.gz';

/** A folder name for a backup made at `when`: its UTC time, `2026-11-28T14-05-00Z` (no colons, for every system). */
export function backupFolderName(when = new Date()) {
  return when.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

/**
 * Backs up what `settings` names into `to`, a folder that must be new or empty; prints a line per part.
 * @param {{ settings: import('./backup-settings.mjs').BackupSettings, to: string, log?: (line: string) => void }} options
 * @returns {Promise<{ manifest: import('./manifest.mjs').Manifest, seconds: number }>}
 */
export async function makeBackup({ settings, to, log = console.log }) {
  const began = performance.now();
  const existing = await readdir(to).catch(() => []);
  if (existing.length) throw new Error(`${to} is not empty: a backup goes into a new folder.`);
  const missing = [];
  for (const { database } of settings.databases) if ((await databaseState(settings.serverUrl, database)) === 'missing') missing.push(database);
  if (missing.length) {
    throw new Error(`These databases are not on the server of DATABASE_URL: ${missing.join(', ')}. Are DATABASE_URL and DATABASE_PREFIX the services' own?`);
  }
  await mkdir(to, { recursive: true });
  try {
    const pgDump = await pgDumpVersion();
    const startedAt = new Date().toISOString();
    const databases = await dumpEveryDatabase(settings, to);
    for (const d of databases) log(`  ${d.service.padEnd(14)} ${d.database} -> ${d.file} (${sizeText(d.bytes)}, ${d.migrations.applied} migrations) in ${d.seconds} s`);
    const uploads = await packUploads(settings.uploadDir, to);
    log(`  ${'uploads'.padEnd(14)} ${uploads.files} files (${sizeText(uploads.folderBytes)}) from ${uploads.folder} -> ${uploads.file} (${sizeText(uploads.bytes)}) in ${uploads.seconds} s`);
    if (uploads.files === 0) log(`  (no uploads in ${uploads.folder}: if the platform has some, set UPLOAD_DIR to catalog's)`);
    const server = new URL(settings.serverUrl);
    /** @type {import('./manifest.mjs').Manifest} */
    const manifest = { format: MANIFEST_FORMAT, startedAt, finishedAt: new Date().toISOString(), pgDump, server: `${server.hostname}:${server.port || 5432}`, databases, uploads };
    await writeManifest(to, manifest);
    return { manifest, seconds: secondsSince(began) };
  } catch (err) {
    // The folder was empty: what is in it now is this backup's unfinished files, which no restore would take.
    for (const name of await readdir(to)) await rm(path.join(to, name), { recursive: true, force: true });
    throw err;
  }
}

/**
 * Every database dumped at once, so their snapshots are close together; waits for all of them even when one fails,
 * so no dump is still writing when its folder is cleared.
 * @param {import('./backup-settings.mjs').BackupSettings} settings
 * @param {string} to
 * @returns {Promise<import('./manifest.mjs').DatabaseEntry[]>}
 */
async function dumpEveryDatabase(settings, to) {
  const settled = await Promise.allSettled(settings.databases.map(async ({ service, database, url }) => {
    const began = performance.now();
    const dumpStartedAt = new Date().toISOString();
    const file = `${service}.dump`;
    await dumpDatabase(url, path.join(to, file));
    const seconds = secondsSince(began);
    return { service, database, ...(await storedFile(to, file)), dumpStartedAt, seconds, migrations: await migrationLevel(url) };
  }));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => /** @type {PromiseFulfilledResult<import('./manifest.mjs').DatabaseEntry>} */ (result).value);
}

/**
 * @param {string} uploadDir
 * @param {string} to
 * @returns {Promise<import('./manifest.mjs').UploadsEntry>}
 */
async function packUploads(uploadDir, to) {
  const began = performance.now();
  const contents = await folderContents(uploadDir);
  await packFolder(uploadDir, path.join(to, UPLOADS_ARCHIVE));
  return { ...(await storedFile(to, UPLOADS_ARCHIVE)), folder: uploadDir, files: contents.files, folderBytes: contents.bytes, seconds: secondsSince(began) };
}
