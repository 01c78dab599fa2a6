import { fileURLToPath } from 'node:url';
import { isMainModule, loadConfig, runService, stopOnSignals } from '@tp/service-kit';
import { catalogConfigSchema } from './config';
import { DiskFileStore } from './data-access/file-store';
import { HomeCache } from './data-access/home-cache';
import { SourceClient } from './data-access/source-client';
import type { CatalogDeps } from './domain/catalog-deps';
import { adminRoutes } from './entry-points/api/admin-routes';
import { internalRoutes } from './entry-points/api/internal-routes';
import { myClassRoutes } from './entry-points/api/my-class-routes';
import { publicRoutes } from './entry-points/api/public-routes';
import { rosterRoutes } from './entry-points/api/roster-routes';
import { teacherClassRoutes } from './entry-points/api/teacher-class-routes';
import { uploadRoutes } from './entry-points/api/upload-routes';
import { onEnrollmentRegistered } from './entry-points/messages/enrollment-registered';
import { onSourceDeleted, onSourceRenamed } from './entry-points/messages/source-events';
import { onUserChanged, onUserDeleted } from './entry-points/messages/user-events';

const migrations = fileURLToPath(new URL('./data-access/migrations', import.meta.url));

export async function startCatalog(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(catalogConfigSchema, env);
  const files = new DiskFileStore(config.UPLOAD_DIR);
  return runService({
    config,
    migrations: [migrations],
    routers: (ctx) => {
      const sources = new SourceClient(config.QUESTION_BANK_URL, config.QUESTION_BANK_TIMEOUT_MS, ctx.internal);
      const deps: CatalogDeps = { pool: ctx.pool, sources, cache: new HomeCache(ctx.redis, config.HOME_CACHE_SECONDS, ctx.logger) };
      return [
        publicRoutes(ctx, deps), teacherClassRoutes(ctx, deps), rosterRoutes(ctx), myClassRoutes(ctx),
        adminRoutes(ctx, deps), uploadRoutes(ctx, files), internalRoutes(ctx),
      ];
    },
    handlers: (ctx) => ({
      'user.registered': onUserChanged,
      'user.updated': onUserChanged,
      'user.deleted': onUserDeleted,
      'enrollment.registered': onEnrollmentRegistered(ctx.logger),
      'source.renamed': onSourceRenamed,
      'source.deleted': onSourceDeleted,
    }),
  });
}

if (isMainModule(import.meta.url)) {
  const service = await startCatalog();
  stopOnSignals(service, service.ctx.logger);
}
