import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import type { FileStore } from '../domain/file-store';
import { assertContentMatches, fileTypeOf, MAGIC_BYTES, type UploadKind } from '../domain/upload-rules';

type FileType = ReturnType<typeof fileTypeOf>;

/** The most bytes a file of this kind may have for this upload, and the refusal once it has more; throws to refuse the kind. */
export type UploadLimit = (kind: UploadKind) => { bytes: number; refusal: () => Error };

/**
 * Passes the upload through while checking it: the first bytes must match the extension, and the file must stay
 * within its limit. Fails the stream as soon as either is broken, so a refused file is never kept whole.
 */
class CheckedUpload extends Transform {
  bytes = 0;
  private head: Buffer | null = Buffer.alloc(0);

  constructor(
    private readonly type: FileType,
    private readonly limit: ReturnType<UploadLimit>,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit.bytes) return callback(this.limit.refusal());
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

/** A multer storage engine that checks each file, against `limit`, on its way into the FileStore. */
export function checkedStorage(store: FileStore, limit: UploadLimit): StorageEngine {
  return {
    _handleFile(_req: Request, file, callback) {
      let type: FileType;
      let allowed: ReturnType<UploadLimit>;
      try {
        type = fileTypeOf(file.originalname);
        allowed = limit(type.kind);
      } catch (err) {
        file.stream.resume();
        return callback(err);
      }
      const key = newKey(type.extension);
      const checked = new CheckedUpload(type, allowed);
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
