import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AdminOnly } from '../src/components/admin-only';
import { ProductEditPage } from '../src/features/products/components/product-edit-page';
import { ProductListPage } from '../src/features/products/components/product-list-page';
import { UserListPage } from '../src/features/users/components/user-list-page';
import { aUser, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

const usersScreen = (
  <AdminOnly>
    <h1>Users</h1>
  </AdminOnly>
);

describe('the admin screens are for the isAdmin flag', () => {
  test('a signed-in teacher without the flag is sent to /login (which sends them on to their page) and sees nothing', async () => {
    renderPage('/admin/userlist', '/admin/userlist', <UserListPage />, aUser({ role: 'Teacher', isAdmin: false }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
    expect(fake.api.received).toEqual([]);
  });

  test('a signed-in student is sent away from the shop\'s product screens before anything is asked', async () => {
    for (const [pattern, path, page] of [['/admin/productlist', '/admin/productlist', <ProductListPage />], ['/admin/product/:id/edit', '/admin/product/p1/edit', <ProductEditPage />]] as const) {
      const { unmount } = renderPage(pattern, path, page, aUser());
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      unmount();
    }
    expect(fake.api.received).toEqual([]);
  });

  test('an administrator sees the screen where they are', async () => {
    renderPage('/admin/userlist', '/admin/userlist', usersScreen, aUser({ role: 'Teacher', isAdmin: true }));

    await screen.findByRole('heading', { name: 'Users' });
    expect(window.location.pathname).toBe('/admin/userlist');
  });
});
