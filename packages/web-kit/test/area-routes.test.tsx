import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AreaRoute } from '@tp/web-kit/lazy-screen';
import { aUser, renderArea, useFakeApi } from './support/render-page';

useFakeApi();

const screenSaying = (text: string) => () => <h1>{text}</h1>;

const routes: AreaRoute[] = [
  { path: '/open', access: 'public', Screen: screenSaying('Open page') },
  { path: '/mine/:id', access: 'signed-in', Screen: screenSaying('My page') },
  { path: '/teach', access: { roles: ['Teacher'] }, Screen: screenSaying('Teacher page') },
  { path: '/shop', access: { roles: ['Student', 'Teacher'], admins: false }, Screen: screenSaying('Shop page') },
  { path: '/admin', access: 'admin', Screen: screenSaying('Admin page') },
];

const sentToLogin = () => waitFor(() => expect(window.location.pathname).toBe('/login'));

describe('AreaRoutes draws each screen behind the access its route states', () => {
  test('a visitor sees a public screen where it is', async () => {
    renderArea(routes, '/open', null);

    await screen.findByRole('heading', { name: 'Open page' });
    expect(window.location.pathname).toBe('/open');
  });

  test('a visitor on a signed-in screen is sent to sign in, with the page and its query as the page to come back to', async () => {
    renderArea(routes, '/mine/m-1?tab=2', null);

    await sentToLogin();
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/mine/m-1?tab=2');
    expect(screen.queryByRole('heading', { name: 'My page' })).toBeNull();
  });

  test('a user of another role is sent to /login without a page to come back to, and sees nothing', async () => {
    renderArea(routes, '/teach', aUser({ role: 'Student' }));

    await sentToLogin();
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: 'Teacher page' })).toBeNull();
  });

  test('a user of the role sees the screen, an administrator of that role too', async () => {
    for (const user of [aUser({ role: 'Teacher' }), aUser({ role: 'Teacher', isAdmin: true })]) {
      const { unmount } = renderArea(routes, '/teach', user);
      await screen.findByRole('heading', { name: 'Teacher page' });
      expect(window.location.pathname).toBe('/teach');
      unmount();
    }
  });

  test('admins: false keeps an administrator out even when the role fits', async () => {
    renderArea(routes, '/shop', aUser({ role: 'Teacher', isAdmin: true }));

    await sentToLogin();
    expect(screen.queryByRole('heading', { name: 'Shop page' })).toBeNull();
  });

  test('an admin screen is for the isAdmin flag, whatever the role', async () => {
    const { unmount } = renderArea(routes, '/admin', aUser({ role: 'Teacher' }));
    await sentToLogin();
    unmount();

    renderArea(routes, '/admin', aUser({ role: 'Parent', isAdmin: true }));
    await screen.findByRole('heading', { name: 'Admin page' });
  });

  test('a path no route claims shows the site\'s 404 page', async () => {
    renderArea(routes, '/nowhere', aUser());

    await screen.findByRole('heading', { name: 'Page not found' });
    expect(window.location.pathname).toBe('/nowhere');
  });
});
