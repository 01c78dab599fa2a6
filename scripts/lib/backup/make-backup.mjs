// A backup: every service's database dumped by pg_dump and the uploads folder as a tar.gz, in one new folder with a
// manifest.json of what is there. The dumps start together, so the databases' snapshots are milliseconds apart rather
// than a dump's length (PostgreSQL has no snapshot across databases: see docs/backups.md for what that leaves).
import { mkdir, readdir } from 'node:fs/promises';
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
  const pgDump = await pgDumpVersion();
  const startedAt = new Date().toISOString();

  const databases = await Promise.all(settings.databases.map(async ({ service, database, url }) => {
    const dumpBegan = performance.now();
    const dumpStartedAt = new Date().toISOString();
    const file = `${service}.dump`;
    await dumpDatabase(url, path.join(to, file));
    const seconds = secondsSince(dumpBegan);
    return { service, database, ...(await storedFile(to, file)), dumpStartedAt, seconds, migrations: await migrationLevel(url) };
  }));
  for (const d of databases) log(`  ${d.service.padEnd(14)} ${d.database} -> ${d.file} (${sizeText(d.bytes)}, ${d.migrations.applied} migrations) in ${d.seconds} s`);

  const uploadsBegan = performance.now();
  const contents = await folderContents(settings.uploadDir);
  await packFolder(settings.uploadDir, path.join(to, UPLOADS_ARCHIVE));
  const uploads = { ...(await storedFile(to, UPLOADS_ARCHIVE)), folder: settings.uploadDir, files: contents.files, folderBytes: contents.bytes, seconds: secondsSince(uploadsBegan) };
  log(`  ${'uploads'.padEnd(14)} ${uploads.files} files (${sizeText(uploads.folderBytes)}) from ${settings.uploadDir} -> ${UPLOADS_ARCHIVE} (${sizeText(uploads.bytes)}) in ${uploads.seconds} s`);

  const server = new URL(settings.serverUrl);
  /** @type {import('./manifest.mjs').Manifest} */
  const manifest = { format: MANIFEST_FORMAT, startedAt, finishedAt: new Date().toISOString(), pgDump, server: `${server.hostname}:${server.port || 5432}`, databases, uploads };
  await writeManifest(to, manifest);
  return { manifest, seconds: secondsSince(began) };
}
