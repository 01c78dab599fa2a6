// npm run restore -- --from <folder> [--force] [--no-resend]: checks a backup's files against its manifest, then
// restores every service's database and the uploads folder (docs/backups.md). Refuses a damaged or unfinished backup,
// and data already there unless --force, before changing anything. Stop the services first.
// Reads DATABASE_URL, DATABASE_PREFIX and UPLOAD_DIR as the services do.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { settingsFromEnv } from './lib/backup/backup-settings.mjs';
import { restoreBackup } from './lib/backup/restore-backup.mjs';

const usage = 'Usage: npm run restore -- --from <backup folder> [--force] [--no-resend]';
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { from: { type: 'string' }, force: { type: 'boolean', default: false }, 'no-resend': { type: 'boolean', default: false } },
  });
  if (!values.from) {
    console.error(`--from is required.\n${usage}`);
    process.exit(1);
  }
  const from = path.resolve(values.from);
  const settings = settingsFromEnv();
  console.log(`Restoring ${from}${values.force ? ' (replacing what is there)' : ''}`);
  const { seconds } = await restoreBackup({ settings, from, force: values.force, resend: !values['no-resend'] });
  console.log(`Restored in ${seconds} s. Start the services: their outbox relays send the events marked to send again.`);
} catch (err) {
  const wrongArguments = String(/** @type {NodeJS.ErrnoException} */ (err).code).startsWith('ERR_PARSE_ARGS');
  console.error(`Restore failed: ${/** @type {Error} */ (err).message}${wrongArguments ? `\n${usage}` : ''}`);
  process.exit(1);
}
