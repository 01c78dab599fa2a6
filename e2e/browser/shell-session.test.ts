import { describe, expect, inject, test } from 'vitest';
import { apiClient } from '@tp/test-kit';
import { signIn } from '../support/api';
import { signInPage, useBrowser } from '../support/browser';
import { resignedToken } from '../support/identity-keys';
import { createUser, PASSWORD } from '../support/school';

const browser = useBrowser();

describe('a stored session the server no longer accepts', () => {
  test('an invalid token sends the browser to /login on the next call and the stored user is removed', async () => {
    const page = await browser.newPage();
    await signInPage(page, { _id: 'nobody', name: 'Ghost User', email: 'ghost@e2e.test', role: 'Student', isAdmin: false, token: 'not.a.valid-token' } as never);

    await page.goto('/');

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Ghost User').count()).toBe(0);
  });

  test('a token identity really signed, whose time is up, sends the browser to /login and the stored user is removed', async () => {
    const student = await createUser('Student');
    const { user } = await signIn(student.email, PASSWORD);
    const now = Math.floor(Date.now() / 1000);
    const expired = await resignedToken(user.token, { issuedAt: now - 7200, expiresAt: now - 3600 });
    // The same claims with time left are accepted: identity's key and claims are right, only the expiry is not.
    const fresh = await resignedToken(user.token, { issuedAt: now - 60, expiresAt: now + 3600 });
    expect((await apiClient(inject('baseUrl'), fresh).get('/api/user/getUserInfo')).body.code).toBe(200);
    expect((await apiClient(inject('baseUrl'), expired).get('/api/user/getUserInfo')).status).toBe(401);

    const page = await browser.newPage();
    await signInPage(page, { ...user, token: expired });
    await page.goto('/myclasses');

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('button', { name: student.name, exact: true }).count()).toBe(0);
  });
});
