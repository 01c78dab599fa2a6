// manifest.json: what a backup holds and each file's size and SHA-256. It is written last, so a folder without one
// is a backup that did not finish; a restore checks every file against it before it changes anything.
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileChecksum } from './file-checksum.mjs';

export const MANIFEST_FILE = 'manifest.json';
/** Raised when the manifest changes in a way an older restore could not read. */
export const MANIFEST_FORMAT = 1;

/**
 * @typedef {{ file: string, bytes: number, sha256: string }} StoredFile
 * @typedef {StoredFile & { service: string, database: string, dumpStartedAt: string, seconds: number,
 *   migrations: { applied: number, last: string | null } }} DatabaseEntry
 * @typedef {StoredFile & { folder: string, files: number, folderBytes: number, seconds: number }} UploadsEntry
 * @typedef {{ format: number, startedAt: string, finishedAt: string, pgDump: string, server: string,
 *   databases: DatabaseEntry[], uploads: UploadsEntry }} Manifest
 */

/** A backup that cannot be restored as it is: the restore changes nothing and says why. */
export class DamagedBackup extends Error {
  /**
   * @param {string} dir
   * @param {string[]} problems
   */
  constructor(dir, problems) {
    super(`The backup in ${dir} cannot be restored; nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DamagedBackup';
  }
}

/**
 * Describes `file` (relative to `dir`) as the manifest lists it.
 * @param {string} dir
 * @param {string} file
 * @returns {Promise<StoredFile>}
 */
export async function storedFile(dir, file) {
  return { file, ...(await fileChecksum(path.join(dir, file))) };
}

/**
 * @param {string} dir
 * @param {Manifest} manifest
 */
export async function writeManifest(dir, manifest) {
  const target = path.join(dir, MANIFEST_FILE);
  await writeFile(`${target}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${target}.partial`, target);
}

/**
 * The manifest of the backup in `dir`, once every file it lists is there with its size and SHA-256; otherwise a
 * DamagedBackup naming each problem.
 * @param {string} dir
 * @returns {Promise<Manifest>}
 */
export async function verifiedManifest(dir) {
  let manifest;
  try {
    manifest = /** @type {Manifest} */ (JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')));
  } catch (err) {
    const missing = /** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT';
    throw new DamagedBackup(dir, [missing
      ? `there is no ${MANIFEST_FILE}: this is not a backup, or one that did not finish`
      : `${MANIFEST_FILE} cannot be read (${/** @type {Error} */ (err).message})`]);
  }
  if (manifest.format !== MANIFEST_FORMAT || !Array.isArray(manifest.databases) || !manifest.uploads) {
    throw new DamagedBackup(dir, [`${MANIFEST_FILE} is not a manifest this restore reads (format ${manifest.format}, expected ${MANIFEST_FORMAT})`]);
  }
  const problems = [];
  for (const expected of [...manifest.databases, manifest.uploads]) {
    const problem = await fileProblem(dir, expected);
    if (problem) problems.push(problem);
  }
  if (problems.length) throw new DamagedBackup(dir, problems);
  return manifest;
}

/**
 * What is wrong with one listed file, or undefined when it is as the backup wrote it.
 * @param {string} dir
 * @param {StoredFile} expected
 */
async function fileProblem(dir, expected) {
  const file = path.join(dir, expected.file);
  if (path.dirname(path.resolve(file)) !== path.resolve(dir)) return `${expected.file} is not a file of the backup's folder`;
  const found = await stat(file).catch(() => undefined);
  if (!found) return `${expected.file} is missing`;
  if (found.size !== expected.bytes) return `${expected.file} has ${found.size} bytes, the backup wrote ${expected.bytes}`;
  const { sha256 } = await fileChecksum(file);
  if (sha256 !== expected.sha256) return `${expected.file} is damaged: its SHA-256 is not the one the backup wrote`;
  return undefined;
}
