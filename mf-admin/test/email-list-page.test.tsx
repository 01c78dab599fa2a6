import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { EmailView } from '@tp/contracts/admin-emails';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();
const admin = aUser({ _id: 'admin-1', role: 'Teacher', isAdmin: true });

const anEmail = (overrides: Partial<EmailView> = {}): EmailView => ({
  _id: 'email-1', title: 'Newsletter', content: '<p>This month</p>', recipient: ['a@example.com'], emailGroup: [], createdAt: '2026-11-01T10:00:00.000Z',
  status: 1, failEmails: [], progress: { sent: 200, failed: 0, total: 200 }, ...overrides,
});

const listCalls = () => fake.api.received.filter((call) => call.path === '/api/admin/getEmails');

describe('the e-mail list', () => {
  test('while an e-mail is being sent it shows Pending with its progress, and reads the list again until it is Sent', async () => {
    const pending = anEmail({ status: 0, progress: { sent: 37, failed: 0, total: 200 } });
    fake.api.answer('GET', '/api/admin/getEmails', () => ok({ list: [listCalls().length === 1 ? pending : anEmail()], total: 1 }));
    renderArea(routes, '/admin/emailList', admin);

    await screen.findByText('Pending 37/200');
    await screen.findByText('Sent', {}, { timeout: 10_000 });
    expect(screen.queryByText(/^Pending/)).toBeNull();
    expect(listCalls().length).toBeGreaterThanOrEqual(2);
  });

  test('in Chinese: heading, columns, status, the summarised recipients, what was not delivered, the delete confirmation', async () => {
    localStorage.setItem('language', 'zh');
    const partial = anEmail({ status: 3, recipient: ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com'], failEmails: ['d@x.com'] });
    fake.api.answer('GET', '/api/admin/getEmails', ok({ list: [partial], total: 1 }));
    renderArea(routes, '/admin/emailList', admin);

    await screen.findByRole('heading', { name: '邮件' });
    const row = (await screen.findByText('Newsletter')).closest('tr')!;
    expect(within(row).getByText('部分成功')).toBeTruthy();
    expect(within(row).getByText('a@x.com, b@x.com, c@x.com 及另外 2 个')).toBeTruthy();
    expect(within(row).getByText('未送达：d@x.com')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '收件人' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送邮件' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: '删除 Newsletter' }));
    await screen.findByText('删除 Newsletter？');
  });
});
