import { lazyScreen, type AreaRoute } from '@tp/web-kit/lazy-screen';

/**
 * mf-public's screens, one line each (docs/decisions/002-micro-frontends.md). Each screen is its own chunk, loaded
 * when its path is opened. A path of this area that no line claims shows the site's 404 page.
 */
export const routes: AreaRoute[] = [
  { path: '/', Screen: lazyScreen(() => import('../features/home/components/home-page'), 'HomePage') },
  { path: '/login', Screen: lazyScreen(() => import('../features/auth/components/login-page'), 'LoginPage') },
];
