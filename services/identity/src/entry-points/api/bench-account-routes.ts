import type { Router } from 'express';
import { z } from 'zod';
import { createRouter, parse, reply, type ServiceContext } from '@tp/service-kit';
import { createBenchStudents } from '../../domain/bench-accounts';
import type { IdentityDeps } from '../../domain/identity-deps';

const benchStudentsRequest = z.object({
  label: z.string().regex(/^[a-z0-9-]{1,40}$/, 'label: lower-case letters, digits and dashes, at most 40'),
  count: z.number().int().min(1).max(1000),
});

/**
 * Student accounts in bulk with their tokens, for the exam-day benchmark and resilience tests, called with a
 * service token. Mounted only with BENCH_ACCOUNTS=true, which production refuses; the gateway never routes /internal.
 */
export function benchAccountRoutes(deps: IdentityDeps, _ctx: ServiceContext): Router {
  const router = createRouter();

  router.post('/internal/bench/students', async (req, res) => {
    reply(res, { list: await createBenchStudents(deps, parse(benchStudentsRequest, req.body)) }, 'Students created');
  });

  return router;
}
