import { fileURLToPath } from 'node:url';
import { isMainModule, loadConfig, runService, stopOnSignals } from '@tp/service-kit';
import { billingConfigSchema } from './config';
import { CatalogClient } from './data-access/catalog-client';
import { demoPaymentRoutes } from './entry-points/api/demo-payment-routes';
import { teacherRegistrationRoutes } from './entry-points/api/teacher-registration-routes';
import { userRegistrationRoutes } from './entry-points/api/user-registration-routes';
import { onUserChanged, onUserDeleted } from './entry-points/messages/user-events';

const migrations = fileURLToPath(new URL('./data-access/migrations', import.meta.url));

export async function startBilling(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(billingConfigSchema, env);
  return runService({
    config,
    migrations: [migrations],
    routers: (ctx) => {
      const catalog = new CatalogClient(config.CATALOG_URL, config.CATALOG_TIMEOUT_MS, ctx.internal);
      const routers = [userRegistrationRoutes(ctx, catalog), teacherRegistrationRoutes(ctx, catalog)];
      // No checkout exists yet: the demo and tests record payments this way, production never can.
      if (config.DEMO_PAYMENTS) routers.push(demoPaymentRoutes(ctx));
      return routers;
    },
    handlers: () => ({ 'user.registered': onUserChanged, 'user.updated': onUserChanged, 'user.deleted': onUserDeleted }),
  });
}

if (isMainModule(import.meta.url)) {
  const service = await startBilling();
  stopOnSignals(service, service.ctx.logger);
}
