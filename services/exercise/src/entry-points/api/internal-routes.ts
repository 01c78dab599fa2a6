import type { Router } from 'express';
import { z } from 'zod';
import type { internalCorrectionRecipient } from '@tp/contracts';
import { createRouter, parse, reply } from '@tp/service-kit';
import { mayReceiveCorrection } from '../../domain/correction';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';

const recipientQuery = z.object({ email: z.string().min(1, 'Please give an e-mail address.') });

/**
 * Calls of other services with a service token (the kit refuses any other on /internal); the gateway never routes
 * /internal. Mail asks whether a teacher's correction e-mail may go to an address.
 */
export function internalRoutes(deps: ExerciseServiceDeps, _ctx: ExerciseContext): Router {
  const router = createRouter();

  router.get('/internal/teachers/:teacherId/students', async (req, res) => {
    const { email } = parse(recipientQuery, req.query);
    const result: z.infer<typeof internalCorrectionRecipient> = { allowed: await mayReceiveCorrection(deps.pool, req.params.teacherId, email) };
    reply(res, result);
  });

  return router;
}
