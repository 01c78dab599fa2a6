import { describe, expect, test } from 'vitest';
import { signInAdmin } from '../support/api';
import { signInPage, useBrowser, waitForArea } from '../support/browser';

const browser = useBrowser();

describe('a remote that cannot be loaded', () => {
  test('shows the error panel in its area while the header and the other remotes keep working', async () => {
    const { user } = await signInAdmin();
    const page = await browser.newPage();
    await page.route('**/mf/admin/**', (route) => route.abort());
    await signInPage(page, user);

    await page.goto('/admin/userlist');

    const panel = page.getByTestId('area-error');
    await panel.getByText('Sorry, the admin pages could not be loaded.').waitFor();
    expect(await panel.getAttribute('role')).toBe('alert');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: user.name, exact: true }).waitFor();

    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await waitForArea(page, 'mf_public');
    expect(await page.getByTestId('area-error').count()).toBe(0);

    await nav.getByRole('button', { name: 'Admin', exact: true }).hover();
    await page.getByRole('link', { name: 'Audit Class' }).click();
    await page.getByTestId('area-error').getByText('Sorry, the admin pages could not be loaded.').waitFor();
  });
});
