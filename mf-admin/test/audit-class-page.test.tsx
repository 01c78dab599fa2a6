import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditClass } from '@tp/contracts/classes';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();
const admin = aUser({ _id: 'admin-1', role: 'Teacher', isAdmin: true });

const aClass = (overrides: Partial<AuditClass> = {}): AuditClass => ({
  _id: 'c1', name: 'Algebra I', orderIndex: 3, user: { _id: 't1', name: 'Tess Teacher' }, category: 'Math',
  startDate: '2026-09-01T08:00:00.000Z', endDate: '2027-06-30T08:00:00.000Z', isPublish: 2, language: 'en', ...overrides,
});

function openAudit(classes: AuditClass[]) {
  fake.api.answer('GET', '/api/admin/getAuditClasses', ok({ list: classes }));
  fake.api.answer('GET', '/api/public/getHomeDetail', ok({ introduction: '<p>Welcome</p>' }));
  renderArea(routes, '/admin/auditClass', admin);
}

describe('the audit of classes', () => {
  test('in English: heading, columns, the row controls named by class, the home introduction', async () => {
    openAudit([aClass()]);

    await screen.findByRole('heading', { name: 'Audit Class' });
    const row = (await screen.findByText('Algebra I')).closest('tr')!;
    expect(within(row).getByRole('switch', { name: 'Featured: Algebra I' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Order index of Algebra I' }).textContent).toBe('Order');
    expect(screen.getByRole('columnheader', { name: 'Order Index' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home introduction' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'SAVE' })).toBeTruthy();
  });

  test('in Chinese: heading, columns, row controls, the order modal and the home introduction', async () => {
    localStorage.setItem('language', 'zh');
    openAudit([aClass({ name: '代数一', language: 'zh' })]);

    await screen.findByRole('heading', { name: '审核班级' });
    await waitFor(() => expect(fake.api.received.find((call) => call.path === '/api/admin/getAuditClasses')?.query.get('language')).toBe('zh'));
    const row = (await screen.findByText('代数一')).closest('tr')!;
    expect(within(row).getByRole('switch', { name: '精选：代数一' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '教师' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '首页介绍' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: '代数一 的排序' }));
    // antd names every dialog's title 'test-id' under test, and the page has another: find the title inside.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('代数一 的排序')).toBeTruthy();
    expect((within(dialog).getByLabelText('排序') as HTMLInputElement).value).toBe('3');
  });

  test('in Chinese, no class: the specification\'s empty message', async () => {
    localStorage.setItem('language', 'zh');
    openAudit([]);

    await screen.findByText('没有找到班级，请切换语言或重新搜索');
  });
});
