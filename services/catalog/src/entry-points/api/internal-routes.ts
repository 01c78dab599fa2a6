import type { Router } from 'express';
import { createRouter, notFound, reply, type ServiceContext } from '@tp/service-kit';
import { listClassHomework } from '../../data-access/class-homework-repository';
import { findClass } from '../../data-access/class-repository';
import { listRoster } from '../../data-access/roster-repository';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { toInternalClass, toInternalClassPublishing } from './class-views';
import { isUuid } from '@tp/contracts/uuid';

/**
 * Calls of other services with a service token (billing prices registrations with the class summary; exercise
 * publishes homework with the class's roster and homework); the gateway never routes /internal.
 */
export function internalRoutes(deps: CatalogDeps, _ctx: ServiceContext): Router {
  const router = createRouter();

  router.get('/internal/classes/:id', async (req, res) => {
    const id = req.params.id;
    const cls = isUuid(id) ? await findClass(deps.pool, id.toLowerCase()) : undefined;
    if (!cls) throw notFound('Class not found');
    reply(res, toInternalClass(cls));
  });

  router.get('/internal/classes/:id/publishing', async (req, res) => {
    const id = req.params.id;
    const cls = isUuid(id) ? await findClass(deps.pool, id.toLowerCase()) : undefined;
    if (!cls) throw notFound('Class not found');
    const [roster, homework] = await Promise.all([listRoster(deps.pool, cls.id), listClassHomework(deps.pool, cls.id)]);
    reply(res, toInternalClassPublishing(cls, roster, homework));
  });

  return router;
}
