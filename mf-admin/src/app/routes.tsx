import { lazyScreen, type AreaRoute } from '@tp/web-kit/lazy-screen';

/**
 * mf-admin's screens, one line each (docs/decisions/002-micro-frontends.md). Each screen is its own chunk, loaded
 * when its path is opened. A path of this area that no line claims shows the site's 404 page.
 */
export const routes: AreaRoute[] = [
  { path: '/admin/userlist', Screen: lazyScreen(() => import('../features/users/components/user-list-page'), 'UserListPage') },
  { path: '/admin/user/:id/edit', Screen: lazyScreen(() => import('../features/users/components/user-edit-page'), 'UserEditPage') },
  { path: '/admin/auditClass', Screen: lazyScreen(() => import('../features/audit/components/audit-class-page'), 'AuditClassPage') },
  { path: '/admin/library', Screen: lazyScreen(() => import('../features/library/components/library-page'), 'LibraryPage') },
  { path: '/admin/emailList', Screen: lazyScreen(() => import('../features/email/components/email-list-page'), 'EmailListPage') },
  { path: '/admin/sendEmail', Screen: lazyScreen(() => import('../features/email/components/send-email-page'), 'SendEmailPage') },
  { path: '/admin/libraryQuestion', Screen: lazyScreen(() => import('../features/library-questions/components/library-questions-page'), 'LibraryQuestionsPage') },
  // The leftover shop's screens (docs/decisions/012).
  { path: '/admin/productlist', Screen: lazyScreen(() => import('../features/products/components/product-list-page'), 'ProductListPage') },
  { path: '/admin/product/:id/edit', Screen: lazyScreen(() => import('../features/products/components/product-edit-page'), 'ProductEditPage') },
];
