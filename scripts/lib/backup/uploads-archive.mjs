// The uploads folder as one tar.gz, made and unpacked by the system's tar (GNU or BSD; the repository has no tar
// package): it streams from disk to disk, and keeps the folder's layout (`2026/11/<uuid>.png`) as catalog serves it.
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { runTool } from './run-tool.mjs';

/**
 * The files under `dir` and their total size; a missing folder holds none.
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number }>}
 */
export async function folderContents(dir) {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return { files: 0, bytes: 0 };
    throw err;
  }
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * Writes everything under `dir` (paths relative to it) to `archive`; a missing folder gives an empty archive.
 * @param {string} dir
 * @param {string} archive
 */
export async function packFolder(dir, archive) {
  const exists = await stat(dir).then((s) => s.isDirectory(), () => false);
  await runTool('tar', exists ? ['-czf', archive, '-C', dir, '.'] : ['-czf', archive, '-T', '/dev/null']);
}

/**
 * Unpacks `archive` into `dir` (made if missing); a file of the same path is replaced, others are left.
 * @param {string} archive
 * @param {string} dir
 */
export async function unpackInto(archive, dir) {
  await mkdir(dir, { recursive: true });
  await runTool('tar', ['-xzf', archive, '-C', dir]);
}
