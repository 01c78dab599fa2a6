import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ItemAnalysisResult } from '@tp/contracts/item-analysis';
import { ItemAnalysisPanel } from '../src/features/correction/components/item-analysis-panel';
import { scoreDistributionSummary } from '../src/features/correction/utils/score-distribution-summary';
import { aUser, ok, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';

// jsdom draws no canvas: the chart module is a stand-in that counts its loading (it is a dynamic import).
const loaded = vi.hoisted(() => ({ histogram: 0 }));
vi.mock('../src/features/correction/components/score-histogram-chart', () => {
  loaded.histogram += 1;
  return { ScoreHistogramChart: ({ bins }: { bins: number[] }) => <div>histogram of {bins.length} bins</div> };
});

const fake = useFakeApi();
const teacher = aUser({ _id: 'teacher-1', name: 'Tess Teacher', role: 'Teacher' });
const analysis = (overrides: Partial<ItemAnalysisResult>): ItemAnalysisResult => ({
  students: 0, minStudents: 5, unfinished: 0, otherVersions: 0, awaitingMark: 0, alpha: null, questions: [], scoreBins: Array(10).fill(0), ...overrides,
});
const openPanel = () =>
  renderPage('/teacher/correctionExercise/:classId/:hwId', '/teacher/correctionExercise/class-1/hw-1', <ItemAnalysisPanel classId="class-1" homeworkId="hw-1" refresh={1} />, teacher);

describe('the score distribution beside the item analysis', () => {
  test('the summary names how many students scored in each filled bin and how many scored half or more', () => {
    expect(scoreDistributionSummary([0, 0, 0, 0, 2, 0, 1, 0, 2, 1])).toBe('6 students: 2 in 40–49%, 1 in 60–69%, 2 in 80–89%, 1 in 90–100%; 4 scored 50% or more.');
    expect(scoreDistributionSummary([0, 0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe('1 student: 1 in 90–100%; 1 scored 50% or more.');
  });

  // First of the screen tests: the chart module is not loaded yet, and nothing to draw does not load it.
  test('before any student finishes, the chart says so and its module is not loaded', async () => {
    fake.api.answer('GET', '/api/teacher/getItemAnalysis', ok(analysis({ unfinished: 3 })));
    openPanel();

    const figure = await screen.findByRole('figure', { name: 'Score distribution' });
    expect(figure.textContent).toContain('No finished exercise yet: the scores show here once students finish.');
    expect(loaded.histogram).toBe(0);
  });

  test('the teacher sees the summary, the bins as a table for screen readers, and the histogram loaded', async () => {
    fake.api.answer('GET', '/api/teacher/getItemAnalysis', ok(analysis({ students: 6, scoreBins: [0, 0, 0, 0, 2, 0, 1, 0, 2, 1] })));
    openPanel();

    const figure = await screen.findByRole('figure', { name: 'Score distribution' });
    expect(figure.textContent).toContain('6 students: 2 in 40–49%, 1 in 60–69%, 2 in 80–89%, 1 in 90–100%; 4 scored 50% or more.');
    const rows = within(within(figure).getByRole('table', { name: 'Score distribution' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['ScoreStudents', '0–9%0', '10–19%0', '20–29%0', '30–39%0', '40–49%2', '50–59%0', '60–69%1', '70–79%0', '80–89%2', '90–100%1']);
    expect(await within(figure).findByText('histogram of 10 bins')).toBeTruthy();
    expect(loaded.histogram).toBe(1);
  });
});
