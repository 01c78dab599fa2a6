import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStore } from '../domain/file-store';

/** Keys are what the upload call makes: `<year>/<month>/<uuid>.<ext>`; anything else is never a stored file. */
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

export const isFileKey = (key: string) => KEY_PATTERN.test(key);

export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async size(key: string): Promise<number | undefined> {
    if (!isFileKey(key)) return undefined;
    const info = await stat(this.pathOf(key)).catch(() => undefined);
    return info?.isFile() ? info.size : undefined;
  }

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    if (isFileKey(key)) await rm(this.pathOf(key), { force: true });
  }
}
