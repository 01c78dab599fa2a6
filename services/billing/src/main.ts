import { defineService, runWhenMain } from '@tp/service-kit';
import { billingConfigSchema } from './config';
import { CatalogClient } from './data-access/catalog-client';
import { deleteOpenUnpaidInterestsOf } from './data-access/interest-repository';
import type { BillingDeps } from './domain/billing-deps';
import { demoPaymentRoutes } from './entry-points/api/demo-payment-routes';
import { teacherRegistrationRoutes } from './entry-points/api/teacher-registration-routes';
import { userRegistrationRoutes } from './entry-points/api/user-registration-routes';

export const billing = defineService({
  config: billingConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  userReplica: true,
  // A deleted user's cart is emptied; registrations and paid entries stay on record.
  onUserDeleted: deleteOpenUnpaidInterestsOf,
  deps: ({ config, pool, users, internal }): BillingDeps => ({
    pool, users, catalog: new CatalogClient(config.CATALOG_URL, config.CATALOG_TIMEOUT_MS, internal),
  }),
  routers: (deps, ctx) => [
    userRegistrationRoutes(deps, ctx),
    teacherRegistrationRoutes(deps, ctx),
    // No checkout exists yet: the demo and tests record payments this way, production never can.
    ...(ctx.config.DEMO_PAYMENTS ? [demoPaymentRoutes(deps, ctx)] : []),
  ],
});

/** Starts billing in-process (tests); `env` defaults to this process's. */
export const startBilling = billing.start;

await runWhenMain(billing, import.meta.url);
