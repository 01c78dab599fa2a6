import { Line } from '@ant-design/plots';
import type { ClassProgressPoint } from '@tp/contracts/class-progress';
import { pointLabel } from '../utils/class-progress-summary';
import { useLearningTexts } from './learning-texts';

/**
 * Accuracy over time: a point per finished homework or exam, oldest first, 0–100%. @ant-design/plots is large:
 * this file is loaded only where the chart is drawn (a dynamic import), so no other page carries it.
 */
export function AccuracyLineChart({ points }: { points: readonly ClassProgressPoint[] }) {
  const t = useLearningTexts();
  return (
    <Line
      data={points.map((p, i) => ({ homework: pointLabel(p, i), accuracy: p.accuracy }))}
      xField="homework"
      yField="accuracy"
      point={{ shapeField: 'circle', sizeField: 4 }}
      scale={{ y: { domain: [0, 100] } }}
      axis={{ y: { title: t('accuracyAxis') }, x: { title: false, labelAutoEllipsis: true } }}
      style={{ lineWidth: 2 }}
      animate={false}
      autoFit
    />
  );
}
