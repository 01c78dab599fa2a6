import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LibraryView } from '@tp/contracts/library';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();
const admin = aUser({ _id: 'admin-1', role: 'Teacher', isAdmin: true });

const physics: LibraryView = {
  _id: 'l1', name: 'Physics', expired: false, teacher: [{ _id: 't1', name: 'Tess Teacher' }],
  chapter: [{ _id: 'c1', name: 'Kinematics', section: [{ _id: 's1', name: 'Projectiles' }] }],
};

function openLibrary() {
  fake.api.answer('GET', '/api/user/getLibrary', ok({ list: [physics] }));
  fake.api.answer('GET', '/api/public/getResourceBase', ok({ helpContent: '<p>Help</p>', maxQuestions: 20 }));
  fake.api.answer('POST', '/api/admin/deleteChapter', ok({ unfiledQuestions: 0 }));
  renderArea(routes, '/admin/library', admin);
}

describe('the library', () => {
  test('in English: the tree, its buttons named by node, the delete confirmation and Resources Setting', async () => {
    openLibrary();

    await screen.findByRole('heading', { name: 'Library' });
    const row = (await screen.findByText('Physics')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Add chapter to library Physics' }).textContent).toBe('Chapter');
    expect(within(row).getByRole('button', { name: 'Bind Teacher to Physics' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete library Physics' }));
    await screen.findByText("Delete library Physics and its chapters and sections? Questions filed here stay in their teachers' banks, unfiled.");
    expect(screen.getByRole('heading', { name: 'Resources Setting' })).toBeTruthy();
    expect(await screen.findByLabelText('Max Resources')).toBeTruthy();
  });

  test('in Chinese: the tree, its buttons named by node, and the add modal', async () => {
    localStorage.setItem('language', 'zh');
    openLibrary();

    await screen.findByRole('heading', { name: '题库' });
    const row = (await screen.findByText('Physics')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: '教师' })).toBeTruthy();
    expect(within(row).getByLabelText('为 Physics 绑定教师').textContent).toBe('绑定教师');
    expect(within(row).getByLabelText('上移题库“Physics”')).toBeTruthy();

    fireEvent.click(within(row).getByLabelText('向题库“Physics”添加章'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('向Physics添加章')).toBeTruthy();
    expect(within(dialog).getByLabelText('章名称')).toBeTruthy();
  });

  test("in Chinese: a chapter's delete confirmation, and Max Resources' rule message", async () => {
    localStorage.setItem('language', 'zh');
    openLibrary();

    const row = (await screen.findByText('Physics')).closest('tr')!;
    fireEvent.click(within(row).getByLabelText(/展开行|Expand row/));
    fireEvent.click(await screen.findByLabelText('删除 章“Kinematics”'));
    await screen.findByText('删除章“Kinematics”及其所有节？归档在这里的题目仍留在各自教师的题库中，但不再归档。');
    fireEvent.click(screen.getByText(/^删\s?除$/, { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(fake.api.received.map((call) => call.path)).toContain('/api/admin/deleteChapter'));

    const max = await screen.findByLabelText('最多资源数');
    fireEvent.change(max, { target: { value: '0' } });
    fireEvent.click(screen.getByLabelText('保存最多资源数'));
    expect((await screen.findByText(/^最多资源数必须在/)).textContent).toBe('最多资源数必须在 1 到 1000 之间。');
  });
});
