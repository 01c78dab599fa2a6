import { afterEach, describe, expect, test } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { getContentLanguage, setContentLanguage } from '@tp/web-kit/content-language';
import { LoginPage } from '../src/features/auth/components/login-page';
import { fail, ok, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
afterEach(() => {
  localStorage.removeItem('language');
  Object.defineProperty(Navigator.prototype, 'languages', languages);
});

// antd spaces out a two-character Chinese label on a button (登 录), as Chinese typesetting does.
const SIGN_IN_BUTTON = /^登\s?录$/;

function openLogin() {
  fake.api.answer('GET', '/api/public/config', ok({ googleClientId: null }));
  renderPage('/login', '/login', <LoginPage />, null);
}

describe('the interface language', () => {
  test('a first visit from a Chinese browser is in Chinese; a stored choice wins over the browser', () => {
    Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: () => ['zh-TW', 'en'] });
    expect(getContentLanguage()).toBe('zh');
    localStorage.setItem('language', 'en');
    expect(getContentLanguage()).toBe('en');
  });

  test("/login in Chinese: its labels, the form's messages and the specification's server message", async () => {
    localStorage.setItem('language', 'zh');
    fake.api.answer('POST', '/api/login/authUser', fail(400, 'Invalid email or password'));
    openLogin();

    // Chinese loads on first use (an English visitor never downloads it).
    await screen.findByRole('heading', { name: '登录' });
    fireEvent.click(screen.getByRole('button', { name: SIGN_IN_BUTTON }));
    await screen.findByText('请输入邮箱');

    fireEvent.change(screen.getByLabelText('邮箱地址'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: SIGN_IN_BUTTON }));
    expect((await screen.findByRole('alert')).textContent).toContain('邮箱或密码错误');
  });

  test('the language switch turns the page into English at once, the same words as the specification', async () => {
    localStorage.setItem('language', 'zh');
    openLogin();
    await screen.findByRole('heading', { name: '登录' });

    await act(() => setContentLanguage('en'));

    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByLabelText('Email Address')).toBeTruthy();
    expect(document.cookie).toContain('language=en');
  });
});
