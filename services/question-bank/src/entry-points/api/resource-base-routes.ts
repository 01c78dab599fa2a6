import type { Router } from 'express';
import { authenticate, createRouter, parse, reply, requireAdmin, type ServiceContext } from '@tp/service-kit';
import { readResourceBase } from '../../data-access/resource-base-repository';
import { editResourceBase } from '../../domain/resource-base';
import { editResourceBaseRequest } from './library-requests';

/** The practice settings every student shares: anyone reads them (the Help page), administrators change them. */
export function resourceBaseRoutes(ctx: ServiceContext): Router {
  const router = createRouter();

  router.get('/api/public/getResourceBase', async (_req, res) => {
    reply(res, await readResourceBase(ctx.pool));
  });

  router.post('/api/admin/editResourceBase', authenticate(ctx.verifier), requireAdmin, async (req, res) => {
    reply(res, await editResourceBase(ctx.pool, parse(editResourceBaseRequest, req.body)), 'Successfully saved');
  });

  return router;
}
