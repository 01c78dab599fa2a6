import { Column } from '@ant-design/plots';
import { scoreBars } from '../utils/score-distribution-summary';

/**
 * The students' scores in bins of 10%, as columns. @ant-design/plots is large: this file is loaded only where the
 * chart is drawn (a dynamic import), so no other page carries it.
 */
export function ScoreHistogramChart({ bins }: { bins: readonly number[] }) {
  return (
    <Column
      data={scoreBars(bins)}
      xField="range"
      yField="students"
      style={{ fill: '#1677ff', inset: 1 }}
      label={{ text: (d: { students: number }) => (d.students ? String(d.students) : ''), position: 'inside', style: { fill: '#fff', fontWeight: 'bold' } }}
      axis={{ x: { title: 'Score' }, y: { title: 'Students', tickCount: 5 } }}
      animate={false}
      autoFit
    />
  );
}
