import { pipeline } from 'node:stream/promises';
import type { RequestHandler, Router } from 'express';
import multer from 'multer';
import { AppError, authenticate, badRequest, createRouter, notFound, reply, type ServiceContext } from '@tp/service-kit';
import { ErrorCode, type UploadedFile } from '@tp/contracts';
import type { ByteRange, FileStore } from '../../data-access/file-store';
import { checkedStorage } from '../../data-access/upload-storage';
import { assertKind, contentTypeOf, extensionOf, fileTypeOf, LARGEST_UPLOAD, requestedKind } from '../../domain/upload-rules';

const MALFORMED_FORM = 'The upload is not a complete multipart form. Please send the file as multipart/form-data in the field "file".';

/**
 * A form the parser could not read (no boundary, cut short, broken part headers): busboy and the request stream
 * fail with a plain Error and no code. The store's own failures carry a code (ENOSPC...) and stay server errors.
 */
function isMalformedForm(err: unknown): boolean {
  return err instanceof Error && err.constructor === Error && (err as { code?: unknown }).code === undefined;
}

/** Multer's own refusals, and forms it could not read, as sentences. */
function toAppError(err: unknown): unknown {
  if (isMalformedForm(err)) return badRequest(MALFORMED_FORM);
  if (!(err instanceof multer.MulterError)) return err;
  if (err.code === 'LIMIT_FILE_SIZE') return new AppError(ErrorCode.PayloadTooLarge, `The file is too large: at most ${LARGEST_UPLOAD / 1024 / 1024} MB.`);
  if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return badRequest('Send one file, in the form field "file".');
  return badRequest('The upload form is not valid: send the file in the field "file" and, optionally, its type.');
}

/** Files are served as data, never as a page: no sniffing, no scripts, no plugins, no same-origin powers. */
function setSafeHeaders(res: Parameters<RequestHandler>[1], contentType: string, download: boolean) {
  res.setHeader('Content-Type', contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', download ? 'attachment' : 'inline');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Accept-Ranges', 'bytes');
}

/** POST /file/upload and the files it stores, served under /uploads/. */
export function uploadRoutes(ctx: ServiceContext, store: FileStore): Router {
  const router = createRouter();
  const receive = multer({
    storage: checkedStorage(store),
    limits: { files: 1, fields: 4, parts: 6, fieldSize: 64, fieldNameSize: 50, fileSize: LARGEST_UPLOAD },
  }).single('file');
  const receiveFile: RequestHandler = (req, res, next) => receive(req, res, (err?: unknown) => next(err ? toAppError(err) : undefined));

  router.post('/api/file/upload', authenticate(ctx.verifier), receiveFile, async (req, res) => {
    const file = req.file;
    if (!file) throw badRequest('Please choose a file to upload (form field "file").');
    try {
      assertKind(requestedKind(req.body?.type), fileTypeOf(file.originalname).kind);
    } catch (err) {
      await store.remove(file.path);
      throw err;
    }
    reply(res, { path: `/uploads/${file.path}` } satisfies UploadedFile, 'Upload success');
  });

  router.get('/uploads/*key', async (req, res) => {
    const key = ([] as string[]).concat(req.params.key as string | string[]).join('/');
    const size = await store.size(key);
    const contentType = contentTypeOf(extensionOf(key));
    if (size === undefined || !contentType) throw notFound('File not found');
    setSafeHeaders(res, contentType, contentType.startsWith('application/'));

    const ranges = req.range(size, { combine: true });
    let range: ByteRange | undefined;
    if (ranges === -1) {
      res.status(416).setHeader('Content-Range', `bytes */${size}`);
      res.end();
      return;
    }
    if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
      range = ranges[0];
      res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    }
    res.setHeader('Content-Length', range ? range.end - range.start + 1 : size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(store.read(key, range), res).catch((err) => ctx.logger.debug({ err: (err as Error).message, key }, 'file transfer ended early'));
  });

  return router;
}
