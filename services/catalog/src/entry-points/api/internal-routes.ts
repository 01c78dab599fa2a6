import type { Router } from 'express';
import { createRouter, notFound, reply, type ServiceContext } from '@tp/service-kit';
import { findClass } from '../../data-access/class-repository';
import { toInternalClass } from './class-views';

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Calls of other services with a service token (billing prices registrations with it); the gateway never routes /internal. */
export function internalRoutes(ctx: ServiceContext): Router {
  const router = createRouter();

  router.get('/internal/classes/:id', async (req, res) => {
    const id = req.params.id;
    const cls = ID_PATTERN.test(id) ? await findClass(ctx.pool, id.toLowerCase()) : undefined;
    if (!cls) throw notFound('Class not found');
    reply(res, toInternalClass(cls));
  });

  return router;
}
