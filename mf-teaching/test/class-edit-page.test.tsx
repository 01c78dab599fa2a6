import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routes } from '../src/app/routes';
import { aUser, fail, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';
import { aClass } from './support/teacher-views';

const fake = useFakeApi();
const teacher = aUser({ _id: 'teacher-1', name: 'Tess Teacher', role: 'Teacher' });

// (The server's refusal of a save stays a browser test: the whole form with its editors is slow to draw in jsdom.)
const openEdit = () => renderArea(routes, '/teach/class/class-1/edit', teacher);
// The whole form takes seconds to draw the first time (its chunk, antd's styles): more on a busy machine.
const FORM_DRAWN = { timeout: 25_000 };

describe('the Edit Class page', () => {
  test('another teacher\'s class: the server\'s refusal is shown instead of the form', async () => {
    fake.api.answer('GET', '/api/teacher/getClassById', fail(403, 'This class belongs to another teacher.'));
    openEdit();

    await screen.findByText('This class belongs to another teacher.');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Class' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  test('in Chinese: the form\'s heading, labels, tabs and Save', async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/teacher/getClassById', ok(aClass({ source: [{ _id: 'source-1', name: 'Halliday' }] })));
    openEdit();

    // Found by text and selector: role queries walk the whole form, with its four editors, for seconds in jsdom.
    await screen.findByText('编辑班级', { selector: 'h1' }, FORM_DRAWN);
    for (const label of ['名称', '类别', '报名链接', '开始日期', '价格（美元）', '来源']) screen.getByText(label, { selector: 'label' });
    screen.getByText('返回我的班级', { selector: 'a' });
    screen.getByLabelText('移除 Halliday');
    expect([...document.querySelectorAll('.ant-tabs-tab')].map((tab) => tab.textContent)).toEqual(['简介', '说明', '公告', '付款信息']);
    // antd spaces out a two-character Chinese label on a button (保 存), as Chinese typesetting does.
    screen.getByText(/^保\s?存$/, { selector: 'button span' });
  }, 60_000);

  test('a student or a parent is sent to /login, which sends them on to their page, before anything is asked', async () => {
    for (const role of ['Student', 'Parent'] as const) {
      const { unmount } = renderArea(routes, '/teach/classlist', aUser({ role }));
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      expect(window.location.search).toBe('');
      unmount();
    }
    expect(fake.api.received).toEqual([]);
  });
});
