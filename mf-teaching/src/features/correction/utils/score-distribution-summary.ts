import { scoreBinLabel } from '@tp/contracts/item-analysis';
import type { ChartTable } from '@tp/web-kit/chart-figure';
import { classWorkText } from '../../../components/class-work-texts';
import { correctionText } from '../correction-texts';

/** The histogram's bars: each bin's label and how many students scored in it. */
export const scoreBars = (bins: readonly number[]) => bins.map((students, bin) => ({ range: scoreBinLabel(bin), students }));

/** E.g. '6 students: 2 in 40–49%, 1 in 60–69%, 2 in 80–89%, 1 in 90–100%; 4 scored 50% or more.' */
export function scoreDistributionSummary(bins: readonly number[]): string {
  const students = bins.reduce((sum, n) => sum + n, 0);
  const filled = scoreBars(bins)
    .filter((bar) => bar.students > 0)
    .map((bar) => correctionText('studentsInBin', { count: bar.students, range: bar.range }));
  const half = bins.slice(bins.length / 2).reduce((sum, n) => sum + n, 0);
  return correctionText(students === 1 ? 'scoreSummaryOne' : 'scoreSummaryMany', { count: students, bins: filled.join(classWorkText('listSeparator')), half });
}

export const scoreDistributionTable = (bins: readonly number[]): ChartTable => ({
  columns: [correctionText('score'), correctionText('studentsAxis')],
  rows: scoreBars(bins).map((bar) => [bar.range, bar.students]),
});
