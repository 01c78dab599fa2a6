import type { Router } from 'express';
import { authenticate, createRouter, parse, reply, requireAdmin } from '@tp/service-kit';
import type { QuestionBankDeps } from '../../domain/question-bank-deps';
import { editResourceBase, resourceBase } from '../../domain/resource-base';
import type { QuestionBankContext } from '../question-bank-context';
import { editResourceBaseRequest } from './library-requests';

/** The practice settings every student shares: anyone reads them (the Help page), administrators change them. */
export function resourceBaseRoutes(deps: QuestionBankDeps, ctx: QuestionBankContext): Router {
  const router = createRouter();

  router.get('/api/public/getResourceBase', async (_req, res) => {
    reply(res, await resourceBase(deps.pool));
  });

  router.post('/api/admin/editResourceBase', authenticate(ctx.verifier), requireAdmin, async (req, res) => {
    reply(res, await editResourceBase(deps.pool, parse(editResourceBaseRequest, req.body)), 'Successfully saved');
  });

  return router;
}
