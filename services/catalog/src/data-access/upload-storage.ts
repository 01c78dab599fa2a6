import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { assertContentMatches, fileTypeOf, MAGIC_BYTES, tooLarge, UPLOAD_LIMITS } from '../domain/upload-rules';
import type { FileStore } from './file-store';

type FileType = ReturnType<typeof fileTypeOf>;

/**
 * Passes the upload through while checking it: the first bytes must match the extension, and the file must stay
 * within its kind's limit. Fails the stream as soon as either is broken, so a refused file is never kept whole.
 */
class CheckedUpload extends Transform {
  bytes = 0;
  private head: Buffer | null = Buffer.alloc(0);

  constructor(private readonly type: FileType) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > UPLOAD_LIMITS[this.type.kind]) return callback(tooLarge(this.type.kind));
    if (this.head === null) return callback(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < MAGIC_BYTES) return callback();
    this.releaseHead(callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.head === null) return callback();
    this.releaseHead(callback);
  }

  private releaseHead(callback: TransformCallback) {
    const head = this.head!;
    this.head = null;
    try {
      assertContentMatches(this.type, head);
    } catch (err) {
      return callback(err as Error);
    }
    callback(null, head);
  }
}

/** `<year>/<month>/<random uuid>.<ext>`: a name that reveals nothing and is never guessed or reused. */
function newKey(extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

/** A multer storage engine that checks each file on its way into the FileStore. */
export function checkedStorage(store: FileStore): StorageEngine {
  return {
    _handleFile(_req: Request, file, callback) {
      let type: FileType;
      try {
        type = fileTypeOf(file.originalname);
      } catch (err) {
        file.stream.resume();
        return callback(err);
      }
      const key = newKey(type.extension);
      const checked = new CheckedUpload(type);
      // The store may start reading later (after creating a folder); its pipeline reports the error, not this.
      checked.on('error', () => undefined);
      // A form cut short fails the part's stream; pipe() would leave `checked` open and the partial file behind.
      file.stream.once('error', (err) => checked.destroy(err));
      file.stream.pipe(checked);
      store.put(key, checked).then(
        () => callback(null, { path: key, filename: key, size: checked.bytes }),
        (err) => {
          file.stream.unpipe(checked);
          file.stream.resume();
          callback(err);
        },
      );
    },
    _removeFile(_req: Request, file, callback) {
      store.remove(file.path).then(() => callback(null), callback);
    },
  };
}
