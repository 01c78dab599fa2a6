// node scripts/bench/backup-demo.mjs: how long a backup and a restore of the demo school take. Starts a stack of its
// own with the demo seed (as `npm start` makes it), backs it up while it runs, restores the backup into new databases
// and a new uploads folder, three times each, prints the times and sizes, and removes everything again.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serviceDatabases } from '../lib/backup/backup-settings.mjs';
import { makeBackup } from '../lib/backup/make-backup.mjs';
import { restoreBackup } from '../lib/backup/restore-backup.mjs';
import { sizeText } from '../lib/backup/sizes.mjs';
import { privateStack } from '../lib/private-stack.mjs';

const ROUNDS = 3;
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const stack = await privateStack('backup-bench');
const scratch = await mkdtemp(path.join(os.tmpdir(), 'backup-bench-'));
const quiet = () => undefined;
try {
  /** @type {number[]} */
  const backups = [];
  /** @type {number[]} */
  const restores = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const to = path.join(scratch, `backup-${round}`);
    const { manifest, seconds } = await makeBackup({ settings: { serverUrl, databases: serviceDatabases(serverUrl, stack.databasePrefix), uploadDir: stack.uploadDir }, to, log: round === 1 ? console.log : quiet });
    backups.push(seconds);
    if (round === 1) {
      const total = [...manifest.databases, manifest.uploads].reduce((sum, f) => sum + f.bytes, 0);
      console.log(`The demo school's backup: ${sizeText(total)}; uploads ${manifest.uploads.files} files (${sizeText(manifest.uploads.folderBytes)}).`);
    }
    const target = { serverUrl, databases: serviceDatabases(serverUrl, `${stack.databasePrefix}_restored${round}`), uploadDir: path.join(scratch, `uploads-${round}`) };
    restores.push((await restoreBackup({ settings: target, from: to, log: round === 1 ? console.log : quiet })).seconds);
  }
  console.log(`backup: ${backups.join(' s, ')} s; restore into empty databases: ${restores.join(' s, ')} s`);
} finally {
  await stack.stop(); // drops every database of the run, the restored ones too (`<prefix>_...`)
  await rm(scratch, { recursive: true, force: true });
}
