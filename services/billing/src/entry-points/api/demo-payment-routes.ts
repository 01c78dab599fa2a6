import type { Router } from 'express';
import { createRouter, parse, reply, type ServiceContext } from '@tp/service-kit';
import type { BillingDeps } from '../../domain/billing-deps';
import { recordPayment } from '../../domain/payments';
import { interestIdParams } from './billing-requests';
import { toCartItem } from './registration-views';

/**
 * How a payment is recorded until checkout exists: the demo seed and tests call it with a service token.
 * Mounted only with DEMO_PAYMENTS=true, which production refuses; the gateway never routes /internal.
 */
export function demoPaymentRoutes(deps: BillingDeps, _ctx: ServiceContext): Router {
  const router = createRouter();

  router.post('/internal/registrations/:id/mark-paid', async (req, res) => {
    const { id } = parse(interestIdParams, req.params);
    reply(res, toCartItem(await recordPayment(deps, id)), 'Payment recorded');
  });

  return router;
}
