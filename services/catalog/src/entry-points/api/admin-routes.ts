import type { Router } from 'express';
import type { HomeDetail } from '@tp/contracts';
import { authenticate, createRouter, parse, reply, requireAdmin, type ServiceContext } from '@tp/service-kit';
import { listAuditClasses } from '../../data-access/class-repository';
import { auditClass, setHomeIntroduction } from '../../domain/audit';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { auditClassRequest, homeDetailRequest, languageQuery } from './class-requests';
import { toAuditClass } from './class-views';

/** Admin calls of the Audit Class screen. */
export function adminRoutes(deps: CatalogDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const asAdmin = [authenticate(ctx.verifier), requireAdmin];

  router.get('/api/admin/getAuditClasses', ...asAdmin, async (req, res) => {
    const { language } = parse(languageQuery, req.query);
    reply(res, { list: (await listAuditClasses(deps.pool, language)).map(toAuditClass) });
  });

  router.post('/api/admin/auditClass', ...asAdmin, async (req, res) => {
    const { id, isPublish, orderIndex } = parse(auditClassRequest, req.body);
    reply(res, toAuditClass(await auditClass(deps, id, isPublish, orderIndex)), 'Successfully saved');
  });

  router.post('/api/admin/setHomeDetail', ...asAdmin, async (req, res) => {
    const { introduction } = parse(homeDetailRequest, req.body);
    reply(res, { introduction: await setHomeIntroduction(deps, introduction) } satisfies HomeDetail, 'Successfully saved');
  });

  return router;
}
