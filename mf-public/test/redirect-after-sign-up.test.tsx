import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { REDIRECT_DELAY_MS, signInAfterSignUp, useRedirectAfterSignUp } from '../src/features/sign-up/hooks/use-redirect-after-sign-up';

// Where the page is, as web-kit's navigate leaves it (a history entry in this one jsdom page). No stand-in for
// navigate: mocking a module in the screens' shared module graph (isolate: false) means resetting it, which left
// the next file's antd toasts unseen.
const address = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  window.history.replaceState(null, '', '/register');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('after sign-up (a 2-second delay before redirecting to login)', () => {
  test('nothing happens before the family is registered', () => {
    renderHook(() => useRedirectAfterSignUp(false, '/myclasses'));
    vi.advanceTimersByTime(10_000);
    expect(address()).toBe('/register');
  });

  test('the sign-in page comes 2 seconds after registering, not a moment sooner, carrying the redirect', () => {
    expect(REDIRECT_DELAY_MS).toBe(2000);
    renderHook(() => useRedirectAfterSignUp(true, '/myclasses'));
    vi.advanceTimersByTime(1999);
    expect(address()).toBe('/register');
    vi.advanceTimersByTime(1);
    expect(address()).toBe('/login?redirect=%2Fmyclasses');
  });

  test('without a redirect it is plain /login', () => {
    expect(signInAfterSignUp(null)).toBe('/login');
  });

  test('a visitor who leaves the page during the pause is not pulled back to sign in', () => {
    const { unmount } = renderHook(() => useRedirectAfterSignUp(true, null));
    vi.advanceTimersByTime(1000);
    unmount();
    vi.advanceTimersByTime(5000);
    expect(address()).toBe('/register');
  });
});
