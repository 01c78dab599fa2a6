// A restore: checks every file of a backup against its manifest, then each service's database and the uploads
// folder, refusing to overwrite anything unless told to. Nothing is changed until all checks have passed.
import path from 'node:path';
import { createDatabaseIfMissing, databaseState, emptyDatabase, resendOutboxSince } from './database-admin.mjs';
import { verifiedManifest } from './manifest.mjs';
import { restoreDatabase } from './postgres-dump.mjs';
import { secondsSince, sizeText } from './sizes.mjs';
import { folderContents, unpackInto } from './uploads-archive.mjs';

/**
 * Events published this long before the backup began are sent again too: one may still have been waiting in a
 * consumer's queue (a consumer restarting) when the dumps began, and the broker's queues are not in the backup.
 */
export const RESEND_MARGIN_MS = 15 * 60_000;

/** A restore that would overwrite data without `--force`: nothing was changed. */
export class RestoreRefused extends Error {
  /** @param {string[]} inUse */
  constructor(inUse) {
    super(`Nothing was restored: these already hold data, and a restore replaces it only with --force:\n${inUse.map((w) => `  - ${w}`).join('\n')}`);
    this.name = 'RestoreRefused';
  }
}

/**
 * Restores the backup in `from` to what `settings` names. With `force`, a database that holds anything is emptied
 * first (every schema of its own dropped), and the backup's uploads are written over the folder's (files it does not
 * hold are left). With `resend` (the default), events the backup's services published from shortly before it began
 * are sent again.
 * @param {{ settings: import('./backup-settings.mjs').BackupSettings, from: string, force?: boolean, resend?: boolean,
 *   log?: (line: string) => void }} options
 */
export async function restoreBackup({ settings, from, force = false, resend = true, log = console.log }) {
  const began = performance.now();
  const manifest = await verifiedManifest(from);
  log(`  every file matches ${path.join(from, 'manifest.json')} (backup of ${manifest.startedAt}, ${manifest.pgDump})`);

  const targets = manifest.databases.map((entry) => {
    const target = settings.databases.find((d) => d.service === entry.service);
    if (!target) throw new Error(`The backup holds ${entry.service}'s database, but ${entry.service} is not a service of packages/service-registry/services.mjs.`);
    return { entry, target };
  });
  for (const { service } of settings.databases) {
    if (!manifest.databases.some((d) => d.service === service)) log(`  ${service}: not in this backup, its database is left as it is`);
  }
  const states = await Promise.all(targets.map(({ target }) => databaseState(settings.serverUrl, target.database)));
  const uploadsNow = await folderContents(settings.uploadDir);
  const inUse = [
    ...targets.filter((_, i) => states[i] === 'not empty').map(({ target }) => `database ${target.database} (${target.service})`),
    ...(uploadsNow.files > 0 ? [`uploads folder ${settings.uploadDir} (${uploadsNow.files} files)`] : []),
  ];
  if (inUse.length && !force) throw new RestoreRefused(inUse);

  const resendSince = new Date(Date.parse(manifest.startedAt) - RESEND_MARGIN_MS);
  // Every restore runs to its end even when another fails, so none is still writing when the command exits.
  const settled = await Promise.allSettled(targets.map(async ({ entry, target }, i) => {
    const restoreBegan = performance.now();
    if (states[i] === 'not empty') await emptyDatabase(target.url);
    else await createDatabaseIfMissing(settings.serverUrl, target.database);
    await restoreDatabase(path.join(from, entry.file), target.url);
    const resent = resend ? await resendOutboxSince(target.url, resendSince) : 0;
    log(`  ${entry.service.padEnd(14)} ${entry.file} (${sizeText(entry.bytes)}) -> ${target.database}${states[i] === 'not empty' ? ' (replaced)' : ''}, ${resent} events to send again, in ${secondsSince(restoreBegan)} s`);
  }));
  const failures = settled.flatMap((result, i) => (result.status === 'rejected' ? [`${targets[i].target.database}: ${/** @type {Error} */ (result.reason).message}`] : []));
  if (failures.length) {
    throw new Error(`These databases were not restored (each is left empty, or as it was if it could not be emptied); the others were, the uploads not. Fix the cause and restore again with --force:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  }

  const uploadsBegan = performance.now();
  await unpackInto(path.join(from, manifest.uploads.file), settings.uploadDir);
  log(`  ${'uploads'.padEnd(14)} ${manifest.uploads.file} -> ${manifest.uploads.files} files (${sizeText(manifest.uploads.folderBytes)}) in ${settings.uploadDir} in ${secondsSince(uploadsBegan)} s`);
  return { manifest, seconds: secondsSince(began) };
}
