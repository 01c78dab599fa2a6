import { pipeline } from 'node:stream/promises';
import type { Router } from 'express';
import { z } from 'zod';
import { createRouter, notFound, parse, type ServiceContext } from '@tp/service-kit';
import { isFileKey } from '../../data-access/file-store';
import { findUpload } from '../../data-access/upload-repository';
import type { CatalogDeps } from '../../domain/catalog-deps';

const ownerQuery = z.object({ owner: z.string({ error: 'owner (the user id of the uploader) is required.' }).trim().min(1, 'owner (the user id of the uploader) is required.') });

/**
 * Other services read an uploaded file's bytes here (question-bank imports a spreadsheet) with a service token. A
 * file is given only to the service acting for the user who uploaded it: anyone may know a path (/uploads/ serves
 * files to browsers), so the path alone must not let one teacher import another's spreadsheet.
 */
export function internalUploadRoutes(deps: CatalogDeps, _ctx: ServiceContext): Router {
  const router = createRouter();

  router.get('/internal/uploads/*key', async (req, res) => {
    const key = ([] as string[]).concat(req.params.key as string | string[]).join('/');
    const { owner } = parse(ownerQuery, req.query);
    const upload = isFileKey(key) ? await findUpload(deps.pool, key) : undefined;
    // Someone else's file is "not found" too: its existence is not theirs to learn.
    const size = upload?.ownerId === owner ? await deps.files.size(key) : undefined;
    if (!upload || size === undefined) throw notFound('File not found');
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Length', size);
    res.setHeader('X-Upload-Kind', upload.kind);
    await pipeline(deps.files.read(key), res);
  });

  return router;
}
