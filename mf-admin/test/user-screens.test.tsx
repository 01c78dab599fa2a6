import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserListItem, UserRecord } from '@tp/contracts/users';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();
const admin = aUser({ _id: 'admin-1', role: 'Teacher', isAdmin: true });

const aListedUser = (overrides: Partial<UserListItem> = {}): UserListItem => ({
  _id: 'u1', name: 'Sam Student', email: 'sam@example.com', role: 'Student', isAdmin: false, dependent: '', phone: '', emailVerified: true,
  createdAt: '2026-09-01T10:00:00.000Z', ...overrides,
});

const aParent: UserRecord = {
  _id: 'p1', name: 'Pat Parent', email: 'pat@example.com', role: 'Parent', isAdmin: false, dependent: 'kid@example.com', school: '',
  gradeInSchoolYear: null, gradeInSchoolYearAt: null, currentGrade: null, sRegister: false, emailVerified: true,
  phone: '', address: '', city: '', state: '', country: '', zip: '',
};

function openUserList() {
  fake.api.answer('GET', '/api/admin/getUsers', ok({ list: [aListedUser(), aListedUser({ _id: 'u2', name: 'Tess Teacher', email: 'tess@example.com', role: 'Teacher', isAdmin: true })], total: 2 }));
  renderArea(routes, '/admin/userlist', admin);
}

// antd spaces out a two-character Chinese label on a button (创 建), as Chinese typesetting does.
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

describe('the user list', () => {
  test('in English: its columns, roles as they are, Yes and No, the row actions named by e-mail', async () => {
    openUserList();

    await screen.findByRole('heading', { name: 'Users' });
    const row = (await screen.findByText('tess@example.com')).closest('tr')!;
    expect(within(row).getByText('Teacher')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit tess@example.com' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Role' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create User' })).toBeTruthy();
  });

  test('in Chinese: heading, columns, roles, Yes and No, the search and the delete confirmation', async () => {
    localStorage.setItem('language', 'zh');
    openUserList();

    await screen.findByRole('heading', { name: '用户' });
    const row = (await screen.findByText('tess@example.com')).closest('tr')!;
    expect(within(row).getByText('教师')).toBeTruthy();
    expect(within(row).getByText('是')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '角色' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '创建时间' })).toBeTruthy();
    expect(screen.getByPlaceholderText('按姓名或邮箱搜索')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: '删除 tess@example.com' }));
    await screen.findByText('删除 tess@example.com？');
    expect(screen.getByText('确定吗？')).toBeTruthy();
  });

  test("in Chinese: the Create User form, its roles and the rule's message", async () => {
    localStorage.setItem('language', 'zh');
    openUserList();

    fireEvent.click(await screen.findByRole('button', { name: '创建用户' }));
    const dialog = await screen.findByRole('dialog', { name: '创建用户' });
    expect(within(dialog).getByRole('radio', { name: '家长' })).toBeTruthy();
    expect(within(dialog).getByLabelText('确认密码')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('创建') }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('请填写邮箱');
    expect(fake.api.received.filter((call) => call.path === '/api/admin/createUser')).toEqual([]);
  });
});

describe('editing a user', () => {
  test("in English: a parent's form shows Dependent and Update", async () => {
    fake.api.answer('GET', '/api/admin/getUserById', ok(aParent));
    renderArea(routes, '/admin/user/p1/edit', admin);

    await screen.findByRole('heading', { name: 'Edit User' });
    expect(screen.getByLabelText('Dependent')).toBeTruthy();
    expect(screen.getByText('Leave empty to keep the current password.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  test("in Chinese: the labels, the parent's children and the role's name", async () => {
    localStorage.setItem('language', 'zh');
    fake.api.answer('GET', '/api/admin/getUserById', ok(aParent));
    renderArea(routes, '/admin/user/p1/edit', admin);

    await screen.findByRole('heading', { name: '编辑用户' });
    expect(screen.getByRole('link', { name: '返回用户列表' })).toBeTruthy();
    expect((screen.getByLabelText('关联的孩子') as HTMLInputElement).value).toBe('kid@example.com');
    expect(screen.getByLabelText('新密码')).toBeTruthy();
    expect(screen.getByText('家长')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '设为管理员' })).toBeTruthy();
    expect(screen.getByRole('button', { name: spaced('更新') })).toBeTruthy();
  });
});
