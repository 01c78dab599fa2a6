import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LibraryView } from '@tp/contracts/library';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';
import { aQuestion } from './support/teacher-views';

const fake = useFakeApi();
const teacher = aUser({ _id: 'teacher-1', name: 'Tess Teacher', role: 'Teacher' });
const physics: LibraryView = { _id: 'lib-1', name: 'Physics', teacher: [], expired: false, chapter: [{ _id: 'ch-1', name: 'Kinematics', section: [] }] };
const mine = aQuestion({ _id: 'question-1', name: 'Launch angle' });
const theirs = aQuestion({ _id: 'question-2', name: 'Free fall', user: { _id: 'teacher-2', name: 'Olga Other' } });

function openLibrary() {
  fake.api.answer('GET', '/api/user/getLibrary', ok({ list: [physics] }));
  fake.api.answer('GET', '/api/teacher/getQuestionByLibrary', ok({ list: [mine, theirs], total: 2 }));
  fake.api.answer('GET', '/api/user/getUserSource', ok({ list: [], total: 0 }));
  renderArea(routes, '/teacher/library', teacher);
}

// Found by text and selector: role queries walk antd's tree and table for seconds in jsdom.
describe.each([
  { language: 'en' as const, edit: 'Edit', editMine: 'Edit Launch angle', editTheirs: 'Edit Free fall (not yours)', source: 'Source', search: /^Search$/, reset: /^Reset$/ },
  // antd spaces out a two-character Chinese label on a button (搜 索), as Chinese typesetting does.
  { language: 'zh' as const, edit: '编辑', editMine: '编辑 Launch angle', editTheirs: '编辑 Free fall（不是你的题目）', source: '来源', search: /^搜\s?索$/, reset: /^重\s?置$/ },
])('My Library in $language', (texts) => {
  test('the source filter and the edit column speak the interface\'s language', async () => {
    await interfaceIn(texts.language);
    openLibrary();

    fireEvent.click(await screen.findByText('Kinematics'));
    const list = (await screen.findByText('Launch angle')).closest('.tp-library-browser-list') as HTMLElement;
    await within(list).findByLabelText(texts.editMine);
    within(list).getByLabelText(texts.editTheirs);
    expect([...list.querySelectorAll('th.ant-table-cell')].at(-1)?.textContent).toBe(texts.edit);
    within(list).getByText(texts.source, { selector: '.ant-select-placeholder, .ant-select-selection-placeholder' });
    within(list).getByText(texts.search, { selector: 'button span' });
    within(list).getByText(texts.reset, { selector: 'button span' });
  }, 60_000);
});
