import { Router } from 'express';
import { notFound, parse, reply, type ServiceContext } from '@tp/service-kit';
import { findClass, listFeaturedClasses } from '../../data-access/class-repository';
import { readHomeIntroduction } from '../../data-access/home-repository';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { groupByCategory } from '../../domain/home-groups';
import { PublishState } from '../../domain/publish-rules';
import { classIdRequest, languageQuery } from './class-requests';
import { toClassView, toHomeClass } from './class-views';

/** §7 public calls (no token): the home page and a published class's page. */
export function publicRoutes(_ctx: ServiceContext, deps: CatalogDeps): Router {
  const router = Router();

  router.get('/api/public/getHomeClasses', async (req, res) => {
    const { language } = parse(languageQuery, req.query);
    const list = await deps.cache.read(`classes:${language}`, async () => groupByCategory((await listFeaturedClasses(deps.pool, language)).map(toHomeClass)));
    reply(res, { list });
  });

  router.get('/api/public/getHomeDetail', async (_req, res) => {
    const introduction = await deps.cache.read('introduction', () => readHomeIntroduction(deps.pool));
    reply(res, { introduction });
  });

  /** A class is public once its teacher published it (isPublish 1 or 2). */
  router.get('/api/public/getClassById', async (req, res) => {
    const { id } = parse(classIdRequest, req.query);
    const cls = await findClass(deps.pool, id);
    if (!cls || cls.isPublish === PublishState.Hidden) throw notFound('Class not found');
    reply(res, toClassView(cls));
  });

  return router;
}
