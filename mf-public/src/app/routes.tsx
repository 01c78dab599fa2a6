import { lazyScreen, type AreaRoute } from '@tp/web-kit/lazy-screen';

/**
 * mf-public's screens, one line each (docs/decisions/002-micro-frontends.md). Each screen is its own chunk, loaded
 * when its path is opened; all are open to visitors but the profile. A path of this area that no line claims shows
 * the site's 404 page. The pages visitors open first, often on a phone, arrive drawn by the server (`renderOnServer`,
 * src/server/render.tsx).
 */
export const routes: AreaRoute[] = [
  { path: '/', access: 'public', renderOnServer: true, Screen: lazyScreen(() => import('../features/home/components/home-page'), 'HomePage') },
  { path: '/login', access: 'public', renderOnServer: true, Screen: lazyScreen(() => import('../features/auth/components/login-page'), 'LoginPage') },
  { path: '/resetPassword', access: 'public', Screen: lazyScreen(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage') },
  { path: '/verify', access: 'public', Screen: lazyScreen(() => import('../features/auth/components/verify-page'), 'VerifyPage') },
  { path: '/register', access: 'public', renderOnServer: true, Screen: lazyScreen(() => import('../features/sign-up/components/register-page'), 'RegisterPage') },
  { path: '/class/:id', access: 'public', renderOnServer: true, Screen: lazyScreen(() => import('../features/class-detail/components/class-detail-page'), 'ClassDetailPage') },
  { path: '/profile', access: 'signed-in', Screen: lazyScreen(() => import('../features/profile/components/profile-page'), 'ProfilePage') },
  // The leftover shop's product page (docs/decisions/012).
  { path: '/product/:id', access: 'public', Screen: lazyScreen(() => import('../features/product/components/product-page'), 'ProductPage') },
  // The demo page and the sandbox alone; matter-js is fetched by them only (docs/decisions/013).
  { path: '/demo', access: 'public', Screen: lazyScreen(() => import('../features/demo/components/demo-page'), 'DemoPage') },
  { path: '/simview', access: 'public', Screen: lazyScreen(() => import('../features/demo/components/sim-view-page'), 'SimViewPage') },
];
