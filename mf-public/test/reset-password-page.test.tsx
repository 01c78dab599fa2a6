import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResetPasswordPage } from '../src/features/auth/components/reset-password-page';
import { ok, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

// Queried by text and selector: role queries walk antd's form in jsdom for seconds.
const button = (name: string | RegExp) => screen.getByText(name, { selector: 'button > span' }).closest('button')!;

const openReset = () => renderPage('/resetPassword', '/resetPassword', <ResetPasswordPage />, null);
const alertText = () => document.querySelector('[role="alert"]')?.textContent;

function fillIn(labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('resetting a password on /resetPassword', () => {
  test('the rules are checked before sending; a reset shows the answer with a link to sign in', async () => {
    fake.api.answer('POST', '/api/login/resetPassword', ok(null, 'Your password has been reset'));
    openReset();
    await screen.findByText('Reset Password', { selector: 'h1' });

    fillIn({ 'Email Address': 'sam@example.com', Code: '123456', 'New Password': 'secret1', 'Confirm Password': 'secret2' });
    fireEvent.click(button('Reset'));
    await waitFor(() => expect(alertText()).toBe('Passwords do not match'));

    fillIn({ 'Confirm Password': 'secret1' });
    fireEvent.click(button('Reset'));
    await screen.findByText('Your password has been reset');
    expect(screen.getByText('Sign in', { selector: 'a' }).getAttribute('href')).toBe('/login');
    expect(fake.api.received.map((call) => call.body)).toEqual([{ email: 'sam@example.com', code: 123456, password: 'secret1' }]);
  });

  test('in Chinese: its title, fields and buttons, and the rules\' messages', async () => {
    localStorage.setItem('language', 'zh');
    openReset();

    await screen.findByText('重置密码', { selector: 'h1' });
    expect(button(/^发\s?送$/)).toBeTruthy();
    fillIn({ 邮箱地址: 'sam@example.com', 验证码: '123456', 新密码: 'secret1', 确认密码: 'secret2' });
    fireEvent.click(button(/^重\s?置$/));
    await waitFor(() => expect(alertText()).toBe('两次输入的密码不一致'));
    expect(fake.api.received).toEqual([]);
  });
});
