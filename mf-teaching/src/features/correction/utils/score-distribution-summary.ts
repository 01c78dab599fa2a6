import { scoreBinLabel } from '@tp/contracts/item-analysis';
import type { ChartTable } from '@tp/web-kit/chart-figure';

/** The histogram's bars: each bin's label and how many students scored in it. */
export const scoreBars = (bins: readonly number[]) => bins.map((students, bin) => ({ range: scoreBinLabel(bin), students }));

/** E.g. '6 students: most scored 80–89% (2); 3 scored 50% or more.' */
export function scoreDistributionSummary(bins: readonly number[]): string {
  const students = bins.reduce((sum, n) => sum + n, 0);
  const most = bins.reduce((best, n, bin) => (n > bins[best] ? bin : best), 0);
  const half = bins.slice(bins.length / 2).reduce((sum, n) => sum + n, 0);
  return `${students} ${students === 1 ? 'student' : 'students'}: most scored ${scoreBinLabel(most)} (${bins[most]}); ${half} scored 50% or more.`;
}

export const scoreDistributionTable = (bins: readonly number[]): ChartTable => ({
  columns: ['Score', 'Students'],
  rows: scoreBars(bins).map((bar) => [bar.range, bar.students]),
});
