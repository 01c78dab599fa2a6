import type { ReactElement } from 'react';
import { cleanup, configure, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router';
import { AreaRoutes } from '@tp/web-kit/area-routes';
import type { AreaRoute } from '@tp/web-kit/lazy-screen';
import { RemoteRoot } from '@tp/web-kit/remote-root';
import { storeUser, type SessionUser } from '@tp/web-kit/session-store';
import { message } from '@tp/web-kit/ui/message';
import { startFakeApi } from './fake-api-server';
import './jsdom-for-antd';

export { fail, ok } from './fake-api-server';

// A page waits on a real HTTP call and antd's first paint: on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

/** A fake gateway for the file's tests (web-kit's), emptied and signed out before each test. */
export function useFakeApi() {
  const holder = {} as { api: Awaited<ReturnType<typeof startFakeApi>> };
  beforeAll(async () => {
    holder.api = await startFakeApi();
  });
  afterAll(() => holder.api.close());
  beforeEach(() => {
    holder.api.reset();
    localStorage.clear();
  });
  afterEach(async () => {
    cleanup();
    // A toast lives in antd's own React root, outside the tree cleanup unmounts: left alone, its closing timer would
    // run React after the file's page is gone ("window is not defined"). Close them and wait until they are gone.
    message.destroy();
    await waitFor(() => {
      if (document.querySelector('.ant-message-notice')) throw new Error('a toast is still closing');
    });
  });
  return holder;
}

export const aUser = (overrides: Partial<SessionUser> = {}) =>
  ({ _id: 'student-1', name: 'Sam Student', email: 'sam@example.com', role: 'Student', isAdmin: false, token: 'token-s', ...overrides }) as SessionUser;

/** One screen of a remote at `path`, under its route pattern, with `user` signed in (null: a visitor). */
export function renderPage(pattern: string, path: string, page: ReactElement, user: SessionUser | null) {
  if (user) storeUser(user);
  window.history.replaceState(null, '', path);
  return render(
    <RemoteRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </RemoteRoot>,
  );
}

/**
 * A remote's route table at `path` as the remote draws it (each screen behind the guard its route states, the 404
 * for the rest), with `user` signed in (null: a visitor).
 */
export function renderArea(routes: readonly AreaRoute[], path: string, user: SessionUser | null) {
  if (user) storeUser(user);
  window.history.replaceState(null, '', path);
  return render(
    <RemoteRoot>
      <AreaRoutes routes={routes} router={{ BrowserRouter, Routes, Route }} />
    </RemoteRoot>,
  );
}
