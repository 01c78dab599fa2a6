import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserListItem } from '@tp/contracts/users';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();
const admin = aUser({ _id: 'admin-1', role: 'Teacher', isAdmin: true });

const tess: UserListItem = {
  _id: 't1', name: 'Tess Teacher', email: 'tess@example.com', role: 'Teacher', isAdmin: true, dependent: '', phone: '', emailVerified: true, createdAt: '2026-09-01T10:00:00.000Z',
};

function openSendPage() {
  fake.api.answer('GET', '/api/admin/getUsers', ok({ list: [tess], total: 1 }));
  fake.api.answer('GET', '/api/admin/getGroupEmails', ok({ list: [] }));
  renderArea(routes, '/admin/sendEmail', admin);
}

const sends = () => fake.api.received.filter((call) => call.path === '/api/admin/sendEmail');

describe('sending an e-mail', () => {
  test('in English: an empty send is refused with the rule message, nothing is sent', async () => {
    openSendPage();

    await screen.findByRole('heading', { name: 'Send Email' });
    expect(screen.getByRole('group', { name: 'Recipients' }).textContent).toContain('None chosen');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please input title');
    expect(sends()).toEqual([]);
  });

  test('in Chinese: the form, its rule message, and the recipient picker', async () => {
    localStorage.setItem('language', 'zh');
    openSendPage();

    await screen.findByRole('heading', { name: '发送邮件' });
    expect(screen.getByPlaceholderText('请输入标题')).toBeTruthy();
    expect(screen.getByRole('group', { name: '群组' }).textContent).toContain('尚未选择');
    fireEvent.click(screen.getByText(/^发\s?送$/, { selector: 'button span' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入标题');

    fireEvent.change(screen.getByPlaceholderText('请输入标题'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByText(/^发\s?送$/, { selector: 'button span' }));
    // A rule's message with the numbers it puts in, read back into Chinese.
    await screen.findByText('标题太长（最多 200 个字符，当前 201 个）。');
    expect(sends()).toEqual([]);

    fireEvent.click(screen.getByText('选择收件人', { selector: 'button span' }));
    const picker = await screen.findByRole('dialog');
    const row = (await within(picker).findByText('tess@example.com')).closest('tr')!;
    expect(within(row).getByText('教师，管理员')).toBeTruthy();
    expect(within(row).getByLabelText('选择 Tess Teacher（tess@example.com）')).toBeTruthy();
    expect(within(picker).getByText('选择（0）', { selector: 'button span' })).toBeTruthy();
  });

  test("in Chinese: the group picker and the group form's rule message", async () => {
    localStorage.setItem('language', 'zh');
    openSendPage();

    fireEvent.click(await screen.findByText('选择群组', { selector: 'button span' }));
    const picker = await screen.findByRole('dialog');
    await within(picker).findByText('没有找到群组');
    fireEvent.click(within(picker).getByText('添加群组', { selector: 'button span' }));

    await screen.findByText('本群组');
    fireEvent.click(screen.getAllByText(/^保\s?存$/, { selector: 'button span' }).at(-1)!);
    expect((await screen.findByText('请输入群组名称', { selector: '[role="alert"] *' })).textContent).toBe('请输入群组名称');
    expect(fake.api.received.filter((call) => call.path === '/api/admin/addGroupEmail')).toEqual([]);
  });
});
