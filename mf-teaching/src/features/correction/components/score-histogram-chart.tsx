import { Column } from '@ant-design/plots';
import { countTicks } from '@tp/web-kit/count-ticks';
import { useCorrectionTexts } from '../correction-texts';
import { scoreBars } from '../utils/score-distribution-summary';

/**
 * The students' scores in bins of 10%, as columns. @ant-design/plots is large: this file is loaded only where the
 * chart is drawn (a dynamic import), so no other page carries it.
 */
export function ScoreHistogramChart({ bins }: { bins: readonly number[] }) {
  const c = useCorrectionTexts();
  const ticks = countTicks(Math.max(...bins));
  return (
    <Column
      data={scoreBars(bins)}
      xField="range"
      yField="students"
      style={{ fill: '#1677ff', inset: 1 }}
      label={{ text: (d: { students: number }) => (d.students ? String(d.students) : ''), position: 'inside', style: { fill: '#fff', fontWeight: 'bold' } }}
      scale={{ y: { domain: [0, ticks[ticks.length - 1]], tickMethod: () => ticks } }}
      axis={{ x: { title: c('score') }, y: { title: c('studentsAxis') } }}
      animate={false}
      autoFit
    />
  );
}
