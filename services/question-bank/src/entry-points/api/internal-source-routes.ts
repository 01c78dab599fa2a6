import type { Router } from 'express';
import type { InternalSource } from '@tp/contracts';
import { createRouter, parse, reply } from '@tp/service-kit';
import type { QuestionBankDeps } from '../../domain/question-bank-deps';
import { namedSources } from '../../domain/source-lists';
import type { QuestionBankContext } from '../question-bank-context';
import { isSourceId, sourceLookupQuery } from './source-requests';

/** Calls of other services with a service token (catalog's class form names its sources); the gateway never routes /internal. */
export function internalSourceRoutes(deps: QuestionBankDeps, _ctx: QuestionBankContext): Router {
  const router = createRouter();

  /** The named sources in the order asked; unknown and malformed ids are left out. */
  router.get('/internal/sources', async (req, res) => {
    const { ids } = parse(sourceLookupQuery, req.query);
    const sources = await namedSources(deps.pool, ids.filter(isSourceId));
    const result: InternalSource[] = sources.map((source) => ({ _id: source.id, name: source.name }));
    reply(res, result);
  });

  return router;
}
