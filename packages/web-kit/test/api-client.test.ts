import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { apiGet, apiPost, request } from '@tp/web-kit/api-client';
import { ApiError } from '@tp/web-kit/api-error';
import { getPendingVerification, getUser, PENDING_VERIFICATION_KEY, storeUser, USER_STORAGE_KEY, type SessionUser } from '@tp/web-kit/session-store';
import { fail, ok, startFakeApi } from './support/fake-api-server';

let api: Awaited<ReturnType<typeof startFakeApi>>;

const user = (overrides: Partial<SessionUser> = {}) =>
  ({ _id: 'u1', name: 'Sam Student', email: 'sam@example.com', role: 'Student', isAdmin: false, token: 'token-1', ...overrides }) as SessionUser;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
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

describe('the API client', () => {
  test('sends JSON to /api with the stored user\'s bearer token and resolves with the result', async () => {
    storeUser(user({ token: 'abc.def' }));
    api.answer('POST', '/api/teacher/createSource', ok({ _id: 's1' }));

    await expect(apiPost('/teacher/createSource', { name: 'Book' })).resolves.toEqual({ _id: 's1' });

    expect(api.received).toEqual([expect.objectContaining({ method: 'POST', path: '/api/teacher/createSource', authorization: 'Bearer abc.def', body: { name: 'Book' } })]);
  });

  test('sends no Authorization header when nobody is signed in, and puts query parameters in the URL', async () => {
    api.answer('GET', '/api/public/getHomeClasses', ok({ list: [] }));

    await apiGet('/public/getHomeClasses', { language: 'en', empty: undefined });

    expect(api.received[0].authorization).toBeUndefined();
    expect(api.received[0].query.get('language')).toBe('en');
    expect(api.received[0].query.has('empty')).toBe(false);
  });

  test('body code 401: the stored user is removed and the browser goes to /login', async () => {
    storeUser(user());
    window.history.replaceState(null, '', '/myclasses');
    api.answer('GET', '/api/user/getMyClasses', fail(401, 'Please sign in again.', 200));

    const error = await rejection(apiGet('/user/getMyClasses'));

    expect(error.code).toBe(401);
    expect(getUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/myclasses');
  });

  test('HTTP 401 (an expired or unknown token): the browser goes to /login and the stale user is dropped', async () => {
    storeUser(user({ token: 'expired' }));
    window.history.replaceState(null, '', '/teach/classlist');
    api.answer('GET', '/api/teacher/getClassesByTeacher', { status: 401, body: 'Unauthorized' });

    const error = await rejection(apiGet('/teacher/getClassesByTeacher'));

    expect(error.status).toBe(401);
    expect(window.location.pathname).toBe('/login');
    expect(getUser()).toBeNull();
  });

  test('the shop calls\' message "Not authorized, token failed" logs the user out, whatever the code beside it', async () => {
    storeUser(user());
    window.history.replaceState(null, '', '/product/p1');
    api.answer('POST', '/api/products/p1/reviews', fail(403, 'Not authorized, token failed'));

    const error = await rejection(apiPost('/products/p1/reviews', { rating: 5, comment: 'Great' }));

    expect(error).toMatchObject({ code: 403, msg: 'Not authorized, token failed', redirected: true });
    expect(getUser()).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/product/p1');
  });

  test('another refusal of a shop call keeps the user signed in', async () => {
    storeUser(user());
    window.history.replaceState(null, '', '/product/p1');
    api.answer('POST', '/api/products/p1/reviews', fail(409, 'You have already reviewed this product.'));

    const error = await rejection(apiPost('/products/p1/reviews', { rating: 5, comment: 'Great' }));

    expect(error).toMatchObject({ code: 409, redirected: false });
    expect(getUser()?.token).toBe('token-1');
    expect(window.location.pathname).toBe('/product/p1');
  });

  test('body code 402: the pending-verification flag is set (with the e-mail) and the browser goes to /verify', async () => {
    window.history.replaceState(null, '', '/login');
    api.answer('POST', '/api/login/authUser', fail(402, 'Please verify your e-mail address.'));

    const error = await rejection(apiPost('/login/authUser', { email: 'new@example.com', password: 'secret123' }));

    expect(error.code).toBe(402);
    expect(error.redirected).toBe(true);
    expect(getPendingVerification()).toEqual({ email: 'new@example.com' });
    expect(window.location.pathname).toBe('/verify');
  });

  test('while the flag is set, a /user/* call is not sent and the browser goes to /verify', async () => {
    localStorage.setItem(PENDING_VERIFICATION_KEY, JSON.stringify({ email: 'new@example.com' }));
    storeUser(user());
    window.history.replaceState(null, '', '/myclasses');
    api.answer('GET', '/api/user/getMyClasses', ok({ list: [] }));

    const error = await rejection(apiGet('/user/getMyClasses'));

    expect(error.code).toBe(402);
    expect(api.received).toEqual([]);
    expect(window.location.pathname).toBe('/verify');
  });

  test('while the flag is set, /user/verifyEmail and non-/user calls still go out; a verified e-mail clears the flag', async () => {
    localStorage.setItem(PENDING_VERIFICATION_KEY, JSON.stringify({ email: 'new@example.com' }));
    window.history.replaceState(null, '', '/verify');
    api.answer('POST', '/api/login/sendEmail', ok(null, 'Code sent'));
    api.answer('POST', '/api/user/verifyEmail', ok(user({ emailVerified: true })));

    await apiPost('/login/sendEmail', { email: 'new@example.com' });
    expect(getPendingVerification()).not.toBeNull();
    await apiPost('/user/verifyEmail', { email: 'new@example.com', code: 123456 });

    expect(api.received.map((r) => r.path)).toEqual(['/api/login/sendEmail', '/api/user/verifyEmail']);
    expect(getPendingVerification()).toBeNull();
    expect(window.location.pathname).toBe('/verify');
  });

  test('any other code rejects with the body so the screen can show its msg, and nothing else changes', async () => {
    storeUser(user());
    window.history.replaceState(null, '', '/teach/classlist');
    api.answer('POST', '/api/teacher/deleteClassByTeacher', fail(409, 'This class still has students.'));

    const error = await rejection(apiPost('/teacher/deleteClassByTeacher', { id: 'c1' }));

    expect(error).toMatchObject({ code: 409, msg: 'This class still has students.', result: null, status: 409, redirected: false });
    expect(getUser()?.token).toBe('token-1');
    expect(window.location.pathname).toBe('/teach/classlist');
  });

  test('a body code that disagrees with HTTP 200 still rejects (the body decides)', async () => {
    api.answer('GET', '/api/public/getClassById', fail(404, 'Class not found.', 200));

    const error = await rejection(apiGet('/public/getClassById', { id: 'nope' }));

    expect(error.code).toBe(404);
    expect(error.msg).toBe('Class not found.');
  });

  test('an answer that is not an envelope (a proxy error page) rejects with a readable message', async () => {
    api.answer('GET', '/api/public/getHomeDetail', { status: 503, body: '<html>Service Unavailable</html>' });

    const error = await rejection(apiGet('/public/getHomeDetail'));

    expect(error.code).toBe(503);
    expect(error.msg).toMatch(/could not answer/);
  });

  test('request() resolves with the whole envelope, for screens that show the server\'s msg', async () => {
    api.answer('POST', '/api/login/registerFamily', ok({ parent: 'p1' }, 'Register successfully'));

    await expect(request({ method: 'POST', path: '/login/registerFamily', body: {} })).resolves.toEqual({ code: 200, msg: 'Register successfully', result: { parent: 'p1' } });
  });
});
