import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getUser, PENDING_VERIFICATION_KEY } from '@tp/web-kit/session-store';
import { LoginPage } from '../src/features/auth/components/login-page';
import { fail, ok, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

function openLogin(path = '/login') {
  fake.api.answer('GET', '/api/public/config', ok({ googleClientId: null }));
  renderPage('/login', path, <LoginPage />, null);
}

function signInWith(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const anAdmin = {
  _id: 'a1', name: 'Ada Admin', email: 'ada@example.com', role: 'Teacher', isAdmin: true, token: 'token-a', dependent: '', school: '', gradeInSchoolYear: null,
  gradeInSchoolYearAt: null, currentGrade: null, sRegister: false, emailVerified: true, phone: '', address: '', city: '', state: '', country: '', zip: '',
};

const signIns = () => fake.api.received.filter((call) => call.path === '/api/login/authUser');

describe('signing in on /login', () => {
  test('empty fields are refused with the form messages and nothing is sent', async () => {
    openLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await screen.findByText('Please input your email');
    await screen.findByText('Please input your password');
    expect(signIns()).toEqual([]);
  });

  test('a wrong password shows the server\'s message in a red alert, stays on /login and signs nobody in', async () => {
    fake.api.answer('POST', '/api/login/authUser', fail(400, 'Invalid email or password'));
    openLogin();

    signInWith('Admin@Example.com', 'not-the-password');

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Invalid email or password'));
    expect(alert.closest('.ant-alert')?.className).toContain('ant-alert-error');
    expect(signIns().map((call) => call.body)).toEqual([{ email: 'admin@example.com', password: 'not-the-password' }]);
    expect(window.location.pathname).toBe('/login');
    expect(getUser()).toBeNull();
  });

  test('an address not yet verified (402) goes to /verify with the pending flag set, no user stored and no alert', async () => {
    fake.api.answer('POST', '/api/login/authUser', fail(402, 'Please verify your e-mail address.'));
    openLogin();

    signInWith('new@example.com', 'secret123');

    await waitFor(() => expect(window.location.pathname).toBe('/verify'));
    expect(JSON.parse(localStorage.getItem(PENDING_VERIFICATION_KEY) ?? 'null')).toEqual({ email: 'new@example.com' });
    expect(getUser()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a sign-in stores the user and leads to the redirect target, which the Sign up link carries on', async () => {
    fake.api.answer('POST', '/api/login/authUser', ok(anAdmin));
    openLogin('/login?redirect=%2Fadmin%2Fuserlist');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register?redirect=%2Fadmin%2Fuserlist');

    signInWith('ada@example.com', 'secret123');

    await waitFor(() => expect(window.location.pathname).toBe('/admin/userlist'));
    expect(getUser()).toMatchObject({ _id: 'a1', token: 'token-a' });
  });
});
