import type { Router } from 'express';
import { CLASS_PAGES_MAX, type ClassPagesResult, type HomeDetail } from '@tp/contracts';
import { typesetHtml } from '@tp/math-render/typeset-html';
import { createRouter, identifyIfSignedIn, notFound, parse, reply, type ServiceContext } from '@tp/service-kit';
import { findClass, listFeaturedClasses, listPublishedClassPages } from '../../data-access/class-repository';
import { readHomeIntroduction } from '../../data-access/home-repository';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { groupByCategory } from '../../domain/home-groups';
import { classHomeworkFor } from '../../domain/class-homework';
import { canReadClass, PublishState, runsClass } from '../../domain/publish-rules';
import { homeClassesQuery, publicClassQuery, typesetQuery } from './class-requests';
import { toClassPage, toClassView, toHomeClass } from './class-views';
import { withTypesetMaths } from './typeset-views';

/**
 * Public calls (no token needed): the home page, a class's page and the list of class pages. With `typeset=true` the
 * rich text of the first two comes with the maths drawn (what pages that only show it ask for); without it, as stored
 * (what editors load).
 */
export function publicRoutes(deps: CatalogDeps, ctx: ServiceContext): Router {
  const router = createRouter();

  router.get('/api/public/getHomeClasses', async (req, res) => {
    const { language, typeset } = parse(homeClassesQuery, req.query);
    const list = await deps.cache.read(`classes:${language}${typeset ? ':typeset' : ''}`, async () => {
      const classes = (await listFeaturedClasses(deps.pool, language)).map(toHomeClass);
      return groupByCategory(typeset ? classes.map(withTypesetMaths) : classes);
    });
    reply(res, { list });
  });

  router.get('/api/public/getHomeDetail', async (req, res) => {
    const { typeset } = parse(typesetQuery, req.query);
    const introduction = await deps.cache.read(`introduction${typeset ? ':typeset' : ''}`, async () => {
      const stored = await readHomeIntroduction(deps.pool);
      return typeset ? typesetHtml(stored) : stored;
    });
    reply(res, { introduction } satisfies HomeDetail);
  });

  /**
   * A class is public once its teacher published it (isPublish 1 or 2); its teacher and administrators read it
   * whatever its state (the edit page reads back what it saved), with its homework list as they may see it; others
   * get no homework list. An invalid token reads as a visitor.
   */
  router.get('/api/public/getClassById', identifyIfSignedIn(ctx.verifier), async (req, res) => {
    const { id, typeset } = parse(publicClassQuery, req.query);
    // The answer depends on the token: no shared cache may give one caller's answer to another.
    res.vary('Authorization');
    const cls = await findClass(deps.pool, id);
    if (!cls || !canReadClass(cls, req.user)) throw notFound('Class not found');
    const homework = runsClass(cls, req.user) ? await classHomeworkFor(deps.pool, req.user, cls.id) : [];
    if (cls.isPublish === PublishState.Hidden || homework.length > 0) res.setHeader('Cache-Control', 'private, no-store');
    const view = toClassView(cls, homework);
    reply(res, typeset ? withTypesetMaths(view) : view);
  });

  /**
   * Every published class's page for the gateway's /sitemap.xml, bounded to what one sitemap holds, and kept with
   * the home lists (dropped when a class changes), so a crawler asking often costs one query per cache period.
   */
  router.get('/api/public/getClassPages', async (_req, res) => {
    const list = await deps.cache.read('class-pages', async () => (await listPublishedClassPages(deps.pool, CLASS_PAGES_MAX)).map(toClassPage));
    reply(res, { list } satisfies ClassPagesResult);
  });

  return router;
}
