import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { GoogleIdentity } from '../src/features/auth/api/google-identity';
import { GOOGLE_SCRIPT_URL } from '../src/features/auth/api/google-identity';
import '../../packages/web-kit/test/support/jsdom-for-antd';

configure({ asyncUtilTimeout: 10_000 });

// The public configuration says whether a Google client id is set; each test chooses.
const config = vi.hoisted(() => ({ googleClientId: null as string | null }));
const fetchPublicConfig = vi.hoisted(() => vi.fn(async () => ({ googleClientId: config.googleClientId })));
vi.mock('../src/features/auth/api/sign-in', () => ({
  fetchPublicConfig,
  signInWithPassword: vi.fn(),
  signInWithGoogle: vi.fn(),
}));
// The screens' files share one module graph (isolate: false): without a reset, an earlier file's copy of the
// module, made without the stand-in above, would be the one imported.
vi.resetModules();
const { LoginPage } = await import('../src/features/auth/components/login-page');
// The same copy of web-kit as the page's: the language it is given is the one its texts read.
const { RemoteRoot } = await import('@tp/web-kit/remote-root');

// And after it, the next file gets the real module again, not this file's stand-in.
afterAll(() => {
  vi.doUnmock('../src/features/auth/api/sign-in');
  vi.resetModules();
});

afterEach(() => {
  cleanup();
  localStorage.removeItem('language');
  document.head.querySelectorAll(`script[src="${GOOGLE_SCRIPT_URL}"]`).forEach((script) => script.remove());
  delete (window as { google?: unknown }).google;
});

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
}

/** Google's script as the page added it (jsdom fetches nothing: the test says how the load ended). */
async function googleScript(): Promise<HTMLScriptElement> {
  return waitFor(() => {
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT_URL}"]`);
    if (!script) throw new Error('Google script not added yet');
    return script;
  });
}

describe('Google sign-in on /login', () => {
  test('without a client id there is no Google button and no Google script', async () => {
    config.googleClientId = null;
    renderLogin();
    await screen.findByRole('button', { name: 'Sign In' });
    // The configuration has answered and the page has rendered with it before the absence is checked.
    await waitFor(() => expect(fetchPublicConfig).toHaveBeenCalled());
    await act(async () => {
      await fetchPublicConfig.mock.results.at(-1)!.value;
    });
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    expect(document.head.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)).toBeNull();
  });

  test('when Google\'s script cannot load, the button shows disabled with a note and no failure is claimed', async () => {
    config.googleClientId = 'client-1';
    renderLogin();
    const script = await googleScript();
    act(() => void script.dispatchEvent(new Event('error')));

    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    screen.getByText(/Google sign-in cannot be reached right now/);
    expect(screen.queryByText('Google login failed')).toBeNull();
  });

  test('in Chinese, the unavailable button and its note are in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    config.googleClientId = 'client-1';
    render(
      <RemoteRoot>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </RemoteRoot>,
    );
    // Queried by text and selector: role queries walk antd's form in jsdom for seconds.
    await screen.findByText('登录', { selector: 'h1' });
    const script = await googleScript();
    act(() => void script.dispatchEvent(new Event('error')));

    const label = await screen.findByText('使用 Google 登录', { selector: 'button > span' });
    expect(label.closest('button')!.disabled).toBe(true);
    screen.getByText(/暂时无法连接 Google 登录/);
  });

  test('with a client id Google\'s button appears; only a failed attempt says Google login failed', async () => {
    config.googleClientId = 'client-2';
    let callback: ((answer: { credential?: string }) => void) | undefined;
    const google: GoogleIdentity = {
      accounts: {
        id: {
          initialize: ({ client_id, callback: given }) => {
            expect(client_id).toBe('client-2');
            callback = given;
          },
          renderButton: (element) => {
            element.innerHTML = '<button type="button">Sign in with Google</button>';
          },
        },
      },
    };
    renderLogin();
    const script = await googleScript();
    (window as { google?: GoogleIdentity }).google = google;
    act(() => void script.dispatchEvent(new Event('load')));

    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Google login failed')).toBeNull();

    act(() => callback!({}));
    await screen.findByText('Google login failed');
  });
});
