import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included (one HTTP range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. The disk implementation serves one machine; an object store (S3 and the like) can take
 * its place behind the same four calls when catalog runs as several replicas.
 */
export interface FileStore {
  /** Stores `body` under `key`; nothing is visible under the key unless the whole body was stored. */
  put(key: string, body: Readable): Promise<void>;
  size(key: string): Promise<number | undefined>;
  read(key: string, range?: ByteRange): Readable;
  remove(key: string): Promise<void>;
}
