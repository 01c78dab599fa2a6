import { lazy, type ReactElement } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import type { ContentLanguage } from '@tp/web-kit/content-language';
import { AreaError } from '@tp/web-kit/area-error';
import { ChartFigure } from '@tp/web-kit/chart-figure';
import { DeleteButton } from '@tp/web-kit/delete-button';
import { GradebookCellView } from '@tp/web-kit/gradebook-cell';
import { NotFound } from '@tp/web-kit/not-found';
import { useTransferLabels } from '@tp/web-kit/use-transfer-labels';
import { Transfer } from '@tp/web-kit/ui/transfer';
import { RemoteRoot } from '@tp/web-kit/remote-root';
import './support/jsdom-for-antd';

// antd's first paint (and Chinese, loaded on first use) can take more than a second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.removeItem('language');
});

/** `part` drawn in `language`, as every app's root draws it. */
function renderIn(language: ContentLanguage, part: ReactElement) {
  localStorage.setItem('language', language);
  return render(<RemoteRoot>{part}</RemoteRoot>);
}

/** A chart whose code never arrives: the figure shows its loading state. */
const NeverLoaded = lazy(() => new Promise<never>(() => {}));
/** A transfer of two pupils, its checkboxes named by the hook. */
function Pupils() {
  const box = useTransferLabels();
  return (
    <div ref={box}>
      <Transfer dataSource={[{ key: 'a', title: 'Alice' }, { key: 'b', title: 'Bo' }]} targetKeys={['b']} titles={['Class', 'Chosen']} render={(item) => item.title} />
    </div>
  );
}

const aChart = <ChartFigure title="Scores" summary="Most scored above 80%." table={{ columns: ['Score'], rows: [[90]] }}><NeverLoaded /></ChartFigure>;

describe("web-kit's shared parts in each language", () => {
  test('the 404 page', async () => {
    renderIn('en', <NotFound />);
    screen.getByRole('heading', { name: 'Page not found' });
    screen.getByText('Sorry, the page you visited does not exist.');
    screen.getByRole('link', { name: 'Back Home' });
    cleanup();

    renderIn('zh', <NotFound />);
    await screen.findByRole('heading', { name: '页面不存在' });
    screen.getByText('抱歉，你访问的页面不存在。');
    screen.getByRole('link', { name: '返回首页' });
  });

  test("a failed area, named as the registry names it; an area it does not know is named as given", async () => {
    renderIn('en', <AreaError area="the admin pages" error={new Error('chunk failed')} />);
    screen.getByRole('heading', { name: 'Sorry, the admin pages could not be loaded.' });
    screen.getByText('Technical details');
    screen.getByRole('button', { name: 'Try again' });
    cleanup();

    renderIn('zh', <AreaError area="the admin pages" error={new Error('chunk failed')} />);
    await screen.findByRole('heading', { name: '抱歉，管理页面加载失败。' });
    screen.getByText('网站的其他部分仍可正常使用，请稍后再试。');
    screen.getByText('技术详情');
    screen.getByRole('button', { name: /^重\s?试$/ });
    cleanup();

    renderIn('zh', <AreaError area="the shop" />);
    await screen.findByRole('heading', { name: '抱歉，the shop加载失败。' });
  });

  test('Delete asks first, naming what it deletes', async () => {
    renderIn('en', <DeleteButton what="Graphing Calculator" onConfirm={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Graphing Calculator' }));
    await screen.findByText('Are you sure');
    screen.getByText('Delete Graphing Calculator?');
    cleanup();

    renderIn('zh', <DeleteButton what="Graphing Calculator" onConfirm={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: '删除“Graphing Calculator”' }));
    await screen.findByText('确定吗？');
    screen.getByText('删除“Graphing Calculator”？');
  });

  test('a gradebook cell: its status and accuracy, or not assigned', async () => {
    renderIn('en', <><GradebookCellView cell={{ exerciseId: 'e1', status: 'in-progress', accuracy: 67, answered: 2, total: 3 }} /><GradebookCellView cell={null} /></>);
    screen.getByText('In progress');
    screen.getByText('67%');
    screen.getByText('Not assigned');
    cleanup();

    renderIn('zh', <><GradebookCellView cell={{ exerciseId: 'e1', status: 'overdue', accuracy: null, answered: 0, total: 3 }} /><GradebookCellView cell={null} /></>);
    await screen.findByText('已逾期');
    screen.getByText('—');
    screen.getByText('未布置');
  });

  test("a chart's loading state", async () => {
    renderIn('en', aChart);
    await screen.findByText('Loading the chart...');
    cleanup();

    renderIn('zh', aChart);
    await screen.findByText('正在加载图表...');
  });

  test("a transfer's checkboxes are named after their item or list", async () => {
    renderIn('en', <Pupils />);
    await screen.findByRole('checkbox', { name: 'Choose Alice' });
    screen.getByRole('checkbox', { name: 'Choose all: Class' });
    cleanup();

    renderIn('zh', <Pupils />);
    await screen.findByRole('checkbox', { name: '选择“Alice”' });
    expect(screen.getByRole('checkbox', { name: '全选：Class' })).toBeTruthy();
  });
});

