import type { AreaRoute } from '@tp/web-kit/lazy-screen';
// import { lazyScreen } from '@tp/web-kit/lazy-screen';

/**
 * This remote's screens, one line each (docs/decisions/002-micro-frontends.md), e.g.
 *   { path: '/teach/classlist', Screen: lazyScreen(() => import('../features/classes/components/class-list-page'), 'ClassListPage') },
 * A path of this area that no line claims shows the site's 404 page.
 */
export const routes: AreaRoute[] = [];
