import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { setContentLanguage } from '@tp/web-kit/content-language';
import { clearUser, storeUser, type SessionUser } from '@tp/web-kit/session-store';
import { ok, startFakeApi } from './support/fake-api-server';

let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  clearUser(); // signed out, as after the sign-out that ends a visit
  api.reset();
  localStorage.clear();
});

const signedIn = () =>
  storeUser({ _id: 'u1', name: 'Sam Student', email: 'sam@example.com', role: 'Student', isAdmin: false, token: 'token-1' } as SessionUser);

describe('the language switch and the account', () => {
  test('signed in, the choice is saved for the account too, so the platform\'s e-mails follow it', async () => {
    signedIn();
    api.answer('POST', '/api/user/setInterfaceLanguage', (request) => ok(request.body));

    await setContentLanguage('zh');
    await vi.waitFor(() => expect(api.received).toHaveLength(1));
    await setContentLanguage('en');
    await vi.waitFor(() => expect(api.received).toHaveLength(2));

    expect(api.received).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/user/setInterfaceLanguage', authorization: 'Bearer token-1', body: { language: 'zh' } }),
      expect.objectContaining({ method: 'POST', path: '/api/user/setInterfaceLanguage', authorization: 'Bearer token-1', body: { language: 'en' } }),
    ]);
  });

  test('signed out, nothing is sent; signing in then gives the account the choice made on this browser', async () => {
    api.answer('POST', '/api/user/setInterfaceLanguage', (request) => ok(request.body));
    await setContentLanguage('zh');
    expect(document.cookie).toContain('language=zh');
    expect(api.received).toEqual([]);

    signedIn();
    await vi.waitFor(() => expect(api.received).toHaveLength(1));
    expect(api.received[0]).toEqual(expect.objectContaining({ authorization: 'Bearer token-1', body: { language: 'zh' } }));
  });

  test('a sign-in on a browser where no language was chosen leaves the account\'s as it is', async () => {
    api.answer('POST', '/api/user/setInterfaceLanguage', (request) => ok(request.body));
    signedIn();
    await setContentLanguage('en');
    // The switch's save is the only call: had the sign-in sent one, it would have come first.
    await vi.waitFor(() => expect(api.received).toHaveLength(1));
    expect(api.received[0].body).toEqual({ language: 'en' });
  });
});
