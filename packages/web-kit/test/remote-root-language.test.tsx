import { afterEach, expect, test } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RemoteRoot } from '@tp/web-kit/remote-root';
import { setContentLanguage } from '@tp/web-kit/content-language';
import { message } from '@tp/web-kit/ui/message';
import { Input } from '@tp/web-kit/ui/input';
import { Table } from '@tp/web-kit/ui/table';
import './support/jsdom-for-antd';

afterEach(async () => {
  await act(() => setContentLanguage('en'));
  cleanup();
});

// antd's toast holder is drawn again on each toast: a language switch must not make it anew (it then kept the one
// no longer on the page, and no toast showed again), nor make the page anew (what was typed would be lost).
test('toasts show before, after and across the language switch, in the language of the moment', async () => {
  render(<RemoteRoot><p>page</p></RemoteRoot>);
  act(() => void message.success('Add success'));
  await screen.findByText('Add success');

  await act(() => setContentLanguage('zh'));
  act(() => void message.success('Add success'));
  await screen.findByText('添加成功');

  await act(() => setContentLanguage('en'));
  act(() => void message.success('Delete success'));
  await screen.findByText('Delete success');
});

test('switching the language keeps what was typed on the page', async () => {
  render(<RemoteRoot><Input aria-label="Name" /></RemoteRoot>);
  const typed = screen.getByRole('textbox', { name: 'Name' });
  fireEvent.change(typed, { target: { value: 'Ada' } });

  await act(() => setContentLanguage('zh'));
  expect(screen.getByRole('textbox', { name: 'Name' })).toBe(typed);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Ada');
});

test("antd's English is whole: a table's expand buttons are named", () => {
  render(
    <RemoteRoot>
      <Table rowKey="id" dataSource={[{ id: 1, name: 'Mechanics' }]} columns={[{ title: 'Name', dataIndex: 'name' }]} expandable={{ expandedRowRender: () => <p>chapters</p> }} pagination={false} />
    </RemoteRoot>,
  );
  expect(screen.getByRole('button', { name: 'Expand row' })).toBeTruthy();
});
