import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AreaRoute } from '@tp/web-kit/lazy-screen';
import { routes } from '../src/app/routes';
import { aUser, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

// The user list's route, its access as the table states it, with a stand-in screen.
const routesWithUsersStandIn: AreaRoute[] = routes.map((route) => (route.path === '/admin/userlist' ? { ...route, Screen: () => <h1>Users</h1> } : route));

describe('the admin screens are for the isAdmin flag', () => {
  test('a signed-in teacher without the flag is sent to /login (which sends them on to their page) and sees nothing', async () => {
    renderArea(routes, '/admin/userlist', aUser({ role: 'Teacher', isAdmin: false }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
    expect(fake.api.received).toEqual([]);
  });

  test('a signed-in student is sent away from the shop\'s product screens before anything is asked', async () => {
    for (const path of ['/admin/productlist', '/admin/product/p1/edit']) {
      const { unmount } = renderArea(routes, path, aUser());
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      unmount();
    }
    expect(fake.api.received).toEqual([]);
  });

  test('an administrator sees the screen where they are', async () => {
    renderArea(routesWithUsersStandIn, '/admin/userlist', aUser({ role: 'Teacher', isAdmin: true }));

    await screen.findByRole('heading', { name: 'Users' });
    expect(window.location.pathname).toBe('/admin/userlist');
  });
});
