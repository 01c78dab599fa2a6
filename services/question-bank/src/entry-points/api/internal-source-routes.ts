import type { Router } from 'express';
import type { InternalSource } from '@tp/contracts';
import { createRouter, parse, reply, type ServiceContext } from '@tp/service-kit';
import { findSources } from '../../data-access/source-repository';
import { isSourceId, sourceLookupQuery } from './source-requests';

/** Calls of other services with a service token (catalog's class form names its sources); the gateway never routes /internal. */
export function internalSourceRoutes(ctx: ServiceContext): Router {
  const router = createRouter();

  /** The named sources in the order asked; unknown and malformed ids are left out. */
  router.get('/internal/sources', async (req, res) => {
    const { ids } = parse(sourceLookupQuery, req.query);
    const wanted = [...new Set(ids.filter(isSourceId))];
    const found = new Map((wanted.length ? await findSources(ctx.pool, wanted) : []).map((s) => [s.id, s]));
    const result: InternalSource[] = wanted.flatMap((id) => (found.has(id) ? [{ _id: id, name: found.get(id)!.name }] : []));
    reply(res, result);
  });

  return router;
}
