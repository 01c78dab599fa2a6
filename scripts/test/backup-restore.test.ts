import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_SERVER_URL } from '@tp/test-kit';
import { SERVICE_NAMES } from '@tp/service-registry';
import { serviceDatabases } from '../lib/backup/backup-settings.mjs';
import { makeBackup } from '../lib/backup/make-backup.mjs';
import { restoreBackup } from '../lib/backup/restore-backup.mjs';
import { PICTURE, startSmallSchool, type SmallSchool } from './small-school';

const quiet = () => undefined;
let school: SmallSchool;
let backupDir: string;
/** Each table's rows in each service's database when the backup was made. */
let countsAtBackup: Record<string, Record<string, number>>;
/** Where the backup was restored: new databases `<runId>_restored_<service>` and a new uploads folder. */
let restored: Awaited<ReturnType<typeof target>>;
const folders: string[] = [];

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Rows of every table of every service's database with `prefix`, by service and table (one query a database). */
async function rowCounts(prefix: string) {
  const counts: Record<string, Record<string, number>> = {};
  for (const { service, url } of serviceDatabases(DATABASE_SERVER_URL, prefix)) {
    const rows = await query<{ name: string; n: number }>(url, `
      SELECT table_name AS name, (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I', table_name), false, true, '')))[1]::text::int AS n
      FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
    counts[service] = Object.fromEntries(rows.map((r) => [r.name, r.n]));
  }
  return counts;
}

async function newFolder(label: string) {
  const folder = await mkdtemp(path.join(os.tmpdir(), `${label}-`));
  folders.push(folder);
  return folder;
}

/** Where a restore of this run writes: the databases `<runId>_<label>_<service>` (dropped with the run's) and a new folder. */
async function target(label: string) {
  return { serverUrl: DATABASE_SERVER_URL, databases: serviceDatabases(DATABASE_SERVER_URL, `${school.iso.runId}_${label}`), uploadDir: path.join(await newFolder(label), 'uploads') };
}

beforeAll(async () => {
  school = await startSmallSchool();
  // Stopped first, so the counts and the backup are of the same school: a late event would change one, not the other.
  await school.stopServices();
  countsAtBackup = await rowCounts(school.iso.runId);
  backupDir = await newFolder('backup');
  await makeBackup({ settings: { serverUrl: DATABASE_SERVER_URL, databases: school.databases, uploadDir: school.uploadDir }, to: backupDir, log: quiet });
  restored = await target('restored');
  await restoreBackup({ settings: restored, from: backupDir, log: quiet });
});
afterAll(async () => {
  await school?.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  test('a backup restored into new empty databases holds the school as it was: every table, the records, the upload', async () => {
    const manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.databases.map((d: { service: string }) => d.service)).toEqual([...SERVICE_NAMES]);
    for (const d of manifest.databases) expect(d).toMatchObject({ file: `${d.service}.dump`, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), migrations: { applied: expect.any(Number) } });
    expect(manifest.uploads).toMatchObject({ file: 'uploads.tar.gz', files: 1, folderBytes: PICTURE.length });
    expect(await rowCounts(`${school.iso.runId}_restored`)).toEqual(countsAtBackup);
    expect(Object.keys(countsAtBackup)).toEqual([...SERVICE_NAMES]);
    const url = (service: string) => restored.databases.find((d) => d.service === service)!.url;
    expect(await query(url('identity'), 'SELECT email, role FROM users WHERE id = $1', [school.teacher.id])).toEqual([{ email: school.teacher.email, role: 'Teacher' }]);
    expect(await query(url('billing'), 'SELECT count(*)::int AS n FROM users WHERE id IN ($1, $2)', [school.teacher.id, school.student.id])).toEqual([{ n: 2 }]);
    expect(await query(url('catalog'), 'SELECT name, teacher_id FROM classes WHERE id = $1', [school.classId])).toEqual([{ name: 'Optics for the backup', teacher_id: school.teacher.id }]);
    expect(await query(url('catalog'), 'SELECT owner_id, bytes::int FROM uploads WHERE key = $1', [school.upload.key])).toEqual([{ owner_id: school.teacher.id, bytes: PICTURE.length }]);
    expect(await readFile(path.join(restored.uploadDir, school.upload.key))).toEqual(PICTURE);
    // The events of the backup's time are marked to be sent again; consumers skip those they had handled.
    expect((await query<{ n: number }>(url('identity'), 'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL'))[0].n).toBeGreaterThan(0);
  });

  test('a backup with one byte changed, or without its manifest, is refused and nothing is restored', async () => {
    const damaged = await target('damaged');
    const dump = path.join(backupDir, 'catalog.dump');
    const original = await readFile(dump);
    const changed = Buffer.from(original);
    changed[Math.floor(changed.length / 2)] ^= 0xff;
    await writeFile(dump, changed);
    try {
      await expect(restoreBackup({ settings: damaged, from: backupDir, log: quiet })).rejects.toThrow(/catalog\.dump is damaged: its SHA-256 is not the one the backup wrote/);
    } finally {
      await writeFile(dump, original);
    }
    await expect(restoreBackup({ settings: damaged, from: await newFolder('unfinished'), log: quiet })).rejects.toThrow(/there is no manifest\.json/);

    const made = await query(`${DATABASE_SERVER_URL}`, 'SELECT datname FROM pg_database WHERE datname LIKE $1', [`${school.iso.runId}\\_damaged%`]);
    expect(made).toEqual([]);
    await expect(readFile(path.join(damaged.uploadDir, school.upload.key))).rejects.toThrow(/ENOENT/);
  });

  test('restoring over databases that hold data is refused and changes nothing; with force it replaces them', async () => {
    const catalogUrl = restored.databases.find((d) => d.service === 'catalog')!.url;
    await query(catalogUrl, "UPDATE classes SET name = 'Changed after the restore' WHERE id = $1", [school.classId]);
    const before = await rowCounts(`${school.iso.runId}_restored`);

    await expect(restoreBackup({ settings: restored, from: backupDir, log: quiet })).rejects.toThrow(/already hold data.*--force[\s\S]*database .*_restored_catalog \(catalog\)[\s\S]*uploads folder/);

    expect(await rowCounts(`${school.iso.runId}_restored`)).toEqual(before);
    expect(await query(catalogUrl, 'SELECT name FROM classes WHERE id = $1', [school.classId])).toEqual([{ name: 'Changed after the restore' }]);

    await restoreBackup({ settings: restored, from: backupDir, force: true, log: quiet });

    expect(await query(catalogUrl, 'SELECT name FROM classes WHERE id = $1', [school.classId])).toEqual([{ name: 'Optics for the backup' }]);
    expect(await rowCounts(`${school.iso.runId}_restored`)).toEqual(countsAtBackup);
  });

  test('a backup that fails part-way leaves nothing in its folder, so no restore can take it', async () => {
    const to = await newFolder('failed-backup');
    // billing's database is there, but its dump is pointed at a port where no server listens.
    const nowhere = (url: string) => Object.assign(new URL(url), { port: '1' }).toString();
    const databases = school.databases.map((d) => (d.service === 'billing' ? { ...d, url: nowhere(d.url) } : d));

    await expect(makeBackup({ settings: { serverUrl: DATABASE_SERVER_URL, databases, uploadDir: school.uploadDir }, to, log: quiet })).rejects.toThrow(/pg_dump failed/);

    expect(await readdir(to)).toEqual([]);
  });
});
