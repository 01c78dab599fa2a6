import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeacherSource } from '@tp/contracts/sources';
import { SourcePickerModal } from '../src/components/source-picker/source-picker-modal';
import { aUser, fail, ok, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

const fake = useFakeApi();
const me = aUser({ _id: 'teacher-1', name: 'Tess Teacher', role: 'Teacher' });
const other = { _id: 'teacher-2', name: 'Olga Other' };

const aSource = (n: number, creator = { _id: me._id, name: me.name }): TeacherSource => ({ _id: `source-${n}`, name: `Source ${String(n).padStart(2, '0')}`, creator });

const openPicker = () => renderPage('/teach/class/:id/edit', '/teach/class/class-1/edit', <SourcePickerModal open onCancel={() => {}} onSelect={() => {}} />, me);
const sourceCalls = () => fake.api.received.filter((call) => call.path === '/api/teacher/getSourceList');
// Found by class, label and text: role queries walk antd's table and modal in jsdom for seconds.
const sourceRows = () => [...document.querySelectorAll<HTMLElement>('tr.ant-table-row')];

describe('the source picker', () => {
  test('asks for pages of 10 and shows the next page when asked', async () => {
    const all = Array.from({ length: 11 }, (_, i) => aSource(i + 1));
    fake.api.answer('GET', '/api/teacher/getSourceList', ({ query }) => {
      const page = Number(query.get('page'));
      const size = Number(query.get('pageSize'));
      return ok({ list: all.slice((page - 1) * size, page * size), total: all.length });
    });
    openPicker();

    await waitFor(() => expect(sourceRows()).toHaveLength(10));
    expect(sourceCalls().map((call) => call.query.get('pageSize'))).toEqual(['10']);
    fireEvent.click(screen.getByTitle('2'));

    await waitFor(() => expect(sourceRows().map((row) => row.textContent)).toEqual([expect.stringContaining('Source 11')]));
    expect(sourceCalls().at(-1)!.query.get('page')).toBe('2');
  });

  test('another teacher\'s source is listed with its creator but offers no Rename or Delete; one\'s own does', async () => {
    fake.api.answer('GET', '/api/teacher/getSourceList', ok({ list: [aSource(1), aSource(2, other)], total: 2 }));
    openPicker();

    await waitFor(() => expect(sourceRows()).toHaveLength(2));
    const [mine, shared] = sourceRows();
    within(shared).getByText('Olga Other');
    expect(shared.querySelectorAll('button')).toHaveLength(0);
    within(mine).getByLabelText('Rename Source 01');
    within(mine).getByLabelText('Delete Source 01');
  });

  test('a deletion the server refuses shows its message as an error, not "Delete success"', async () => {
    fake.api.answer('GET', '/api/teacher/getSourceList', ok({ list: [aSource(1)], total: 1 }));
    fake.api.answer('POST', '/api/teacher/deleteSource', fail(404, 'Source not found'));
    openPicker();

    fireEvent.click(await screen.findByLabelText('Delete Source 01'));
    fireEvent.click(await screen.findByText('Delete', { selector: '.ant-popconfirm button span' }));

    // An error toast: antd marks it with its close-circle icon (a success toast has a check-circle).
    const toast = (await screen.findByText('Source not found')).closest('.ant-message-notice');
    expect(toast?.querySelectorAll('.anticon-close-circle')).toHaveLength(1);
    expect(screen.queryByText('Delete success')).toBeNull();
    expect(fake.api.received.find((call) => call.path === '/api/teacher/deleteSource')?.body).toEqual({ id: 'source-1' });
  });

  test('in Chinese: the title, search, columns, row actions and the Add Source dialog', async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/teacher/getSourceList', ok({ list: [aSource(1)], total: 1 }));
    openPicker();

    await waitFor(() => expect(sourceRows()).toHaveLength(1));
    screen.getByText('选择来源', { selector: '.ant-modal-title' });
    screen.getByPlaceholderText('搜索来源');
    expect([...document.querySelectorAll('th.ant-table-cell')].map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['来源', '创建者', '操作']));
    within(sourceRows()[0]).getByLabelText('重命名 Source 01');
    within(sourceRows()[0]).getByLabelText('删除 Source 01');

    fireEvent.click(screen.getByText('添加来源', { selector: 'button span' }));
    await screen.findByText('来源名称');
  });
});
