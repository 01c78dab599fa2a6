import { describe, expect, test } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { PENDING_VERIFICATION_KEY } from '@tp/web-kit/session-store';
import { VerifyPage } from '../src/features/auth/components/verify-page';
import { ok, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

// Queried by text and selector: role queries walk antd's form in jsdom for seconds.
const button = (name: string | RegExp) => screen.getByText(name, { selector: 'button > span' }).closest('button')!;

function openVerify() {
  localStorage.setItem(PENDING_VERIFICATION_KEY, JSON.stringify({ email: 'new@example.com' }));
  renderPage('/verify', '/verify', <VerifyPage />, null);
}

const sends = () => fake.api.received.filter((call) => call.path === '/api/login/sendEmail');

describe('verifying an e-mail on /verify', () => {
  test('the pending address is filled in; Send code sends it and shows the answer; an empty code is refused', async () => {
    fake.api.answer('POST', '/api/login/sendEmail', ok(null, 'A code was sent to new@example.com'));
    openVerify();

    await screen.findByText('Verify Your Email', { selector: 'h1' });
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('new@example.com');
    fireEvent.click(button('Send code'));
    await screen.findByText('A code was sent to new@example.com');
    expect(sends().map((call) => call.body)).toEqual([{ email: 'new@example.com', purpose: 'verify' }]);

    fireEvent.click(button('Verify'));
    await screen.findByText('Code is required');
  });

  test('in Chinese: its title, fields, button and the form\'s message', async () => {
    localStorage.setItem('language', 'zh');
    openVerify();

    await screen.findByText('验证邮箱', { selector: 'h1' });
    expect(screen.getByText('你的邮箱地址需要验证。请给自己发送验证码，并在下方输入。')).toBeTruthy();
    expect((screen.getByLabelText('邮箱地址') as HTMLInputElement).value).toBe('new@example.com');
    expect(screen.getByLabelText('验证码')).toBeTruthy();
    fireEvent.click(button(/^验\s?证$/));
    await screen.findByText('请填写验证码');
    expect(fake.api.received).toEqual([]);
  });
});
