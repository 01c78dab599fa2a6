import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { LibraryView } from '@tp/contracts/library';
import type { QuestionPage, QuestionView } from '@tp/contracts/questions';
import { LibraryBrowser } from '@tp/web-kit/library-browser';
import { LibraryQuestionTable } from '@tp/web-kit/library-question-table';
import type { TreeNodePath } from '@tp/web-kit/library-tree-data';
import { RemoteRoot } from '@tp/web-kit/remote-root';
import { useFakeApi } from './support/render-page';

useFakeApi();

const physics: LibraryView = {
  _id: 'lib-1', name: 'Physics', teacher: [], expired: false,
  chapter: [{ _id: 'ch-1', name: 'Kinematics', section: [{ _id: 'sec-1', name: 'Projectiles' }] }],
};

const aQuestion = (overrides: Partial<QuestionView>) =>
  ({ _id: 'q-1', name: 'Launch angle', isChoice: 0, difficuty: 3, qText: '<p>How <b>far</b>?</p>', sourceName: 'Halliday', user: { _id: 't-1', name: 'Tess' }, ...overrides }) as QuestionView;

/** The browser over one library; `table` draws the chosen node's list and may note what it asked for in `asked`. */
function openBrowser(table: (path: TreeNodePath, asked: [TreeNodePath, number][]) => ReactNode, expandAll = false) {
  const asked: [TreeNodePath, number][] = [];
  render(
    <RemoteRoot>
      <LibraryBrowser fetchLibraries={async () => [physics]} expandAll={expandAll}>
        {(node) => <div key={node.key}>{table(node.path, asked)}</div>}
      </LibraryBrowser>
    </RemoteRoot>,
  );
  return asked;
}

const pageOf = (list: QuestionView[]): QuestionPage => ({ list, total: list.length });

describe('the library browser of both library screens', () => {
  test('choosing a node lists the questions filed there, with the shared columns and the text as a line', async () => {
    const asked = openBrowser((path, seen) => (
      <LibraryQuestionTable fetchPage={async (page) => {
        seen.push([path, page]);
        return pageOf([aQuestion({})]);
      }} />
    ));
    screen.getByText('Choose a library, chapter or section.');

    fireEvent.click(await screen.findByText('Physics'));
    await screen.findByText('Launch angle');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Type', 'Difficulty', 'Teacher', 'Question']);
    const row = screen.getByText('Launch angle').closest('tr')!;
    within(row).getByText('How far ?');
    within(row).getByText('Single choice');
    expect(asked).toEqual([[{ libraryId: 'lib-1' }, 1]]);
  });

  test('the teacher\'s list adds the source and a last column; an opened tree shows every chapter at once', async () => {
    openBrowser(() => (
      <LibraryQuestionTable fetchPage={async () => pageOf([aQuestion({})])} showSource actionColumn={{ title: 'Edit', key: 'edit', render: () => 'edit me' }} />
    ), true);

    fireEvent.click(await screen.findByText('Projectiles'));
    await screen.findByText('Launch angle');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Type', 'Difficulty', 'Teacher', 'Source', 'Question', 'Edit']);
    screen.getByText('Halliday');
    screen.getByText('edit me');
  });

  test('in Chinese: the headings, the prompt, the columns, a question\'s type and an empty list', async () => {
    localStorage.setItem('language', 'zh');
    openBrowser(() => <LibraryQuestionTable fetchPage={async () => pageOf([aQuestion({ isChoice: 2, name: '' })])} showSource />);

    await screen.findByText('我的题库', { selector: 'h1' });
    screen.getByText('请选择一个题库、章或节。');
    fireEvent.click(await screen.findByText('Physics'));
    await screen.findByText('（无名称）');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['名称', '题型', '难度', '教师', '来源', '题目']);
    within(screen.getByText('（无名称）').closest('tr')!).getByText('解答题');
  });
});

