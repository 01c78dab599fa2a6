import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderHook } from '@testing-library/react';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tp/web-kit/navigate', () => ({ navigate }));
// The screens' files share one module graph (isolate: false): without a reset, an earlier file's copy of the
// module, made without the stand-in above, would be the one imported.
vi.resetModules();
const { REDIRECT_DELAY_MS, signInAfterSignUp, useRedirectAfterSignUp } = await import('../src/features/sign-up/hooks/use-redirect-after-sign-up');

beforeEach(() => {
  vi.useFakeTimers();
  navigate.mockReset();
});
afterEach(() => vi.useRealTimers());
// After it, the next file gets the real navigate again, not this file's stand-in.
afterAll(() => {
  vi.doUnmock('@tp/web-kit/navigate');
  vi.resetModules();
});

describe('after sign-up (a 2-second delay before redirecting to login)', () => {
  test('nothing happens before the family is registered', () => {
    renderHook(() => useRedirectAfterSignUp(false, '/myclasses'));
    vi.advanceTimersByTime(10_000);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('the sign-in page comes 2 seconds after registering, not a moment sooner, carrying the redirect', () => {
    expect(REDIRECT_DELAY_MS).toBe(2000);
    renderHook(() => useRedirectAfterSignUp(true, '/myclasses'));
    vi.advanceTimersByTime(1999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fmyclasses');
  });

  test('without a redirect it is plain /login', () => {
    expect(signInAfterSignUp(null)).toBe('/login');
  });

  test('a visitor who leaves the page during the pause is not pulled back to sign in', () => {
    const { unmount } = renderHook(() => useRedirectAfterSignUp(true, null));
    vi.advanceTimersByTime(1000);
    unmount();
    vi.advanceTimersByTime(5000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
