import type { Router } from 'express';
import { createRouter, parse, reply, type ServiceContext } from '@tp/service-kit';
import { recordPayment } from '../../domain/payments';
import { interestIdParams } from './billing-requests';
import { toCartItem } from './registration-views';

/** Calls of other parts of the platform; the gateway never routes /internal. */
export function internalRoutes(ctx: ServiceContext): Router {
  const router = createRouter();

  /** Until checkout exists (§1), this is how a payment is recorded (the demo seed uses it). */
  router.post('/internal/registrations/:id/mark-paid', async (req, res) => {
    const { id } = parse(interestIdParams, req.params);
    reply(res, toCartItem(await recordPayment(ctx.pool, id)), 'Payment recorded');
  });

  return router;
}
