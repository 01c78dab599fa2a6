// npm run backup [-- --to <folder>]: dumps every service's database and packs the uploads folder into a new folder
// (default .var/backups/<UTC time>/) with a manifest.json; `npm run restore` puts it back (docs/backups.md).
// Reads DATABASE_URL, DATABASE_PREFIX and UPLOAD_DIR as the services do.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { settingsFromEnv } from './lib/backup/backup-settings.mjs';
import { backupFolderName, makeBackup } from './lib/backup/make-backup.mjs';
import { sizeText } from './lib/backup/sizes.mjs';
import { repoRoot } from './lib/stack.mjs';

const usage = 'Usage: npm run backup [-- --to <folder>]';
try {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { to: { type: 'string' } } });
  const to = path.resolve(values.to ?? path.join(repoRoot, '.var', 'backups', backupFolderName()));
  const settings = settingsFromEnv();
  console.log(`Backing up ${settings.databases.length} databases and the uploads to ${to}`);
  const { manifest, seconds } = await makeBackup({ settings, to });
  const total = [...manifest.databases, manifest.uploads].reduce((sum, f) => sum + f.bytes, 0);
  console.log(`Backed up in ${seconds} s: ${sizeText(total)} in ${to} (checksums in manifest.json).`);
} catch (err) {
  const wrongArguments = String(/** @type {NodeJS.ErrnoException} */ (err).code).startsWith('ERR_PARSE_ARGS');
  console.error(`Backup failed: ${/** @type {Error} */ (err).message}${wrongArguments ? `\n${usage}` : ''}`);
  process.exit(1);
}
