import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Router } from 'express';
import multer from 'multer';
import { AppError, authenticate, badRequest, createRouter, identifyIfSignedIn, notFound, reply, requireAdmin, type ServiceContext } from '@tp/service-kit';
import { signUploadLink, uploadLinkOptions, verifyUploadLink } from '@tp/service-kit/upload-links';
import { ErrorCode, type UploadedFile } from '@tp/contracts';
import { TOKEN_FAILED_MESSAGE } from '@tp/contracts/token-failed';
import { isFileKey } from '../../data-access/file-store';
import { findUpload, storedBytes } from '../../data-access/upload-repository';
import { checkedStorage } from '../../data-access/upload-storage';
import type { CatalogDeps } from '../../domain/catalog-deps';
import type { ByteRange } from '../../domain/file-store';
import { fileAccess } from '../../domain/upload-access';
import {
  allowanceOf, assertKind, assertKindAllowed, contentTypeOf, extensionOf, fileLimit, fileTypeOf, largestFile, readableSize, requestedKind,
  tooManyUploads, UPLOAD_WINDOW_SECONDS, type UploadAllowance, type UploadKind, type UploadVisibility,
} from '../../domain/upload-rules';
import { recordUpload } from '../../domain/uploads';

const malformedForm = (field: string) => `The upload is not a complete multipart form. Please send the file as multipart/form-data in the field "${field}".`;

/**
 * A form the parser could not read (no boundary, cut short, broken part headers): busboy and the request stream
 * fail with a plain Error and no code. The store's own failures carry a code (ENOSPC...) and stay server errors.
 */
function isMalformedForm(err: unknown): boolean {
  return err instanceof Error && err.constructor === Error && (err as { code?: unknown }).code === undefined;
}

/** Multer's own refusals, and forms it could not read, as sentences naming the form's file field. */
function toAppError(err: unknown, allowance: UploadAllowance, field: string): unknown {
  if (isMalformedForm(err)) return badRequest(malformedForm(field));
  if (!(err instanceof multer.MulterError)) return err;
  if (err.code === 'LIMIT_FILE_SIZE') return new AppError(ErrorCode.PayloadTooLarge, `The file is too large: at most ${readableSize(largestFile(allowance))}.`);
  if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return badRequest(`Send one file, in the form field "${field}".`);
  return badRequest(`The upload form is not valid: send the file in the field "${field}" and, optionally, its type.`);
}

/**
 * Files are served as data, never as a page: no sniffing, no scripts, no plugins, no same-origin powers. Public files
 * are kept by every cache for a year; private ones by the browser only, for as long as the reader may read them.
 */
function setSafeHeaders(res: Parameters<RequestHandler>[1], contentType: string, download: boolean, cacheControl: string) {
  res.setHeader('Content-Type', contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', download ? 'attachment' : 'inline');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Accept-Ranges', 'bytes');
}

/**
 * POST /file/upload (field `file`, any kind the role may send), POST /upload (the leftover shop's product image, field
 * `image`, administrators only) and the files they store, served under /uploads/. Both go through the same checks:
 * the role's sizes, quota and rate. Each answers the stored `path` (what content keeps) and a `url` to show the file
 * now: the path itself for a public file, a signed link for a private one.
 */
export function uploadRoutes(deps: CatalogDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const { files: store, uploadRate: rate } = deps;
  const links = uploadLinkOptions(ctx.config);
  if (!links.secret) ctx.logger.warn('INTERNAL_SECRET is not set: private uploads are served to their owners\' tokens only (no signed links)');

  /** Every upload started takes a slot, whatever becomes of it; past the role's rate it is a 429 before the body is read. */
  const limitRate: RequestHandler = async (req, res, next) => {
    const allowance = allowanceOf(req.user!);
    const slot = await rate.take(req.user!.id, allowance.uploadsPerWindow, UPLOAD_WINDOW_SECONDS);
    if (!slot.allowed) {
      res.setHeader('Retry-After', String(slot.retryAfterSeconds));
      throw tooManyUploads(allowance, slot.retryAfterSeconds);
    }
    next();
  };

  /**
   * The form, with the file checked against the role's size for its kind and the room left in the user's quota;
   * with `only`, a file of another kind is refused before it is stored.
   */
  const receiveFile = (field: string, only?: UploadKind): RequestHandler => async (req, res, next) => {
    const allowance = allowanceOf(req.user!);
    const used = await storedBytes(deps.pool, req.user!.id);
    const limit = (kind: UploadKind) => {
      if (only) assertKind(only, kind);
      assertKindAllowed(allowance, kind);
      return fileLimit(allowance, kind, used);
    };
    const receive = multer({
      storage: checkedStorage(store, limit),
      // One byte over the largest file lets the storage's own, more precise refusal come first.
      limits: { files: 1, fields: 4, parts: 6, fieldSize: 64, fieldNameSize: 50, fileSize: largestFile(allowance) + 1 },
    }).single(field);
    receive(req, res, (err?: unknown) => next(err ? toAppError(err, allowance, field) : undefined));
  };

  /**
   * Counts the received file against the quota when it is of the kind asked for (read from the form, which ends
   * after the file); otherwise, or when the form asks for no kind there is, it is not kept.
   */
  const keepFile = async (req: Request, field: string, requested: () => UploadKind): Promise<UploadedFile> => {
    const file = req.file;
    if (!file) throw badRequest(`Please choose a file to upload (form field "${field}").`);
    let visibility: UploadVisibility;
    try {
      const kind = fileTypeOf(file.originalname).kind;
      assertKind(requested(), kind);
      visibility = await recordUpload(deps.pool, req.user!, { key: file.path, kind, bytes: file.size });
    } catch (err) {
      await store.remove(file.path);
      throw err;
    }
    const path = `/uploads/${file.path}`;
    return { path, url: visibility === 'private' ? signUploadLink(path, links) : path };
  };

  router.post('/api/file/upload', authenticate(ctx.verifier), limitRate, receiveFile('file'), async (req, res) => {
    reply(res, await keepFile(req, 'file', () => requestedKind(req.body?.type)), 'Upload success');
  });

  router.post('/api/upload', authenticate(ctx.verifier, { refusal: TOKEN_FAILED_MESSAGE }), requireAdmin, limitRate, receiveFile('image', 'image'), async (req, res) => {
    reply(res, await keepFile(req, 'image', () => 'image'), 'Upload success');
  });

  /**
   * A public file to anyone; a private one with a valid signed link (`?exp=&sig=`) or to its owner's bearer token.
   * Anyone else gets the 404 of a file that does not exist: whether it does is not theirs to learn.
   */
  router.get('/uploads/*key', identifyIfSignedIn(ctx.verifier), async (req, res) => {
    const key = ([] as string[]).concat(req.params.key as string | string[]).join('/');
    // A 404 is not kept either: the owner's token or a signed link may get the file at the same address.
    res.setHeader('Cache-Control', 'no-store');
    const contentType = contentTypeOf(extensionOf(key));
    if (!contentType || !isFileKey(key)) throw notFound('File not found');
    const now = new Date();
    const reader = { signedUntil: verifyUploadLink(key, req.query, { secret: links.secret, now }), userId: req.user?.id };
    const access = fileAccess(await findUpload(deps.pool, key), reader, now);
    const size = access ? await store.size(key) : undefined;
    if (!access || size === undefined) throw notFound('File not found');
    setSafeHeaders(res, contentType, contentType.startsWith('application/'), access.cacheControl);

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
