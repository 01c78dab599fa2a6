import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { login, logout, refreshSession } from '@tp/web-kit/session';
import { getPendingVerification, getUser, SESSION_EVENT, setPendingVerification, storeUser, USER_STORAGE_KEY, type SessionUser } from '@tp/web-kit/session-store';
import { useSession } from '@tp/web-kit/use-session';
import { fail, ok, startFakeApi } from './support/fake-api-server';

let api: Awaited<ReturnType<typeof startFakeApi>>;

const user = (overrides: Partial<SessionUser> = {}) =>
  ({ _id: 'p1', name: 'Pat Parent', email: 'pat@example.com', role: 'Parent', isAdmin: false, token: 'token-p', ...overrides }) as SessionUser;

function WhoIsSignedIn() {
  const current = useSession();
  return <p>{current ? `Signed in as ${current.name}` : 'Signed out'}</p>;
}

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  localStorage.clear();
  window.history.replaceState(null, '', '/start');
});
afterEach(cleanup);

describe('the session', () => {
  test('login stores the record with its token, clears a pending verification, and every useSession() re-renders', () => {
    setPendingVerification({ email: 'pat@example.com' });
    render(<WhoIsSignedIn />);
    expect(screen.getByText('Signed out')).toBeTruthy();

    act(() => login(user()));

    expect(screen.getByText('Signed in as Pat Parent')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toMatchObject({ _id: 'p1', role: 'Parent', token: 'token-p' });
    expect(getPendingVerification()).toBeNull();
  });

  test('a change written by another copy of web-kit (storage + window event) reaches useSession() too', () => {
    render(<WhoIsSignedIn />);
    act(() => {
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user({ name: 'Other Copy' })));
      window.dispatchEvent(new CustomEvent(SESSION_EVENT));
    });
    expect(screen.getByText('Signed in as Other Copy')).toBeTruthy();
  });

  test('logout revokes the token on the server, clears the session and goes to /login', async () => {
    storeUser(user({ token: 'to-revoke' }));
    api.answer('POST', '/api/user/logout', ok(null, 'You are signed out.'));
    render(<WhoIsSignedIn />);

    await act(() => logout());

    expect(api.received).toEqual([expect.objectContaining({ method: 'POST', path: '/api/user/logout', authorization: 'Bearer to-revoke' })]);
    expect(getUser()).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  test('logout still signs out here when the server cannot be reached', async () => {
    storeUser(user());
    api.answer('POST', '/api/user/logout', fail(503, 'Identity is restarting.'));

    await logout();

    expect(getUser()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  test('refreshSession replaces the stored record with the server\'s and keeps the token', async () => {
    storeUser(user({ name: 'Old Name', sRegister: false }));
    api.answer('GET', '/api/user/getUserInfo', ok({ ...user({ name: 'New Name', sRegister: true }), token: 'token-p' }));

    const fresh = await refreshSession();

    expect(fresh).toMatchObject({ name: 'New Name', sRegister: true, token: 'token-p' });
    expect(getUser()).toMatchObject({ name: 'New Name', token: 'token-p' });
  });

  test('refreshSession with a token the server refuses ends the session and goes to /login', async () => {
    storeUser(user({ token: 'revoked' }));
    window.history.replaceState(null, '', '/parent/studentlist');
    api.answer('GET', '/api/user/getUserInfo', fail(401, 'Please sign in again.'));

    await expect(refreshSession()).resolves.toBeNull();

    expect(getUser()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  test('refreshSession does nothing for a visitor who is not signed in', async () => {
    await expect(refreshSession()).resolves.toBeNull();
    expect(api.received).toEqual([]);
  });
});
