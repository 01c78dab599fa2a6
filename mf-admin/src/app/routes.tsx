import { lazyScreen, type AreaRoute } from '@tp/web-kit/lazy-screen';

/**
 * mf-admin's screens, one line each (docs/decisions/002-micro-frontends.md). Each screen is its own chunk, loaded
 * when its path is opened; every one is for administrators. A path of this area that no line claims shows the site's
 * 404 page.
 */
export const routes: AreaRoute[] = [
  { path: '/admin/userlist', access: 'admin', Screen: lazyScreen(() => import('../features/users/components/user-list-page'), 'UserListPage') },
  { path: '/admin/user/:id/edit', access: 'admin', Screen: lazyScreen(() => import('../features/users/components/user-edit-page'), 'UserEditPage') },
  { path: '/admin/auditClass', access: 'admin', Screen: lazyScreen(() => import('../features/audit/components/audit-class-page'), 'AuditClassPage') },
  { path: '/admin/library', access: 'admin', Screen: lazyScreen(() => import('../features/library/components/library-page'), 'LibraryPage') },
  { path: '/admin/emailList', access: 'admin', Screen: lazyScreen(() => import('../features/email/components/email-list-page'), 'EmailListPage') },
  { path: '/admin/sendEmail', access: 'admin', Screen: lazyScreen(() => import('../features/email/components/send-email-page'), 'SendEmailPage') },
  { path: '/admin/libraryQuestion', access: 'admin', Screen: lazyScreen(() => import('../features/library-questions/components/library-questions-page'), 'LibraryQuestionsPage') },
  // The leftover shop's screens (docs/decisions/012).
  { path: '/admin/productlist', access: 'admin', Screen: lazyScreen(() => import('../features/products/components/product-list-page'), 'ProductListPage') },
  { path: '/admin/product/:id/edit', access: 'admin', Screen: lazyScreen(() => import('../features/products/components/product-edit-page'), 'ProductEditPage') },
];
