import { Column } from '@ant-design/plots';
import type { HomeworkTimeliness } from '@tp/contracts/class-progress';
import { countTicks } from '@tp/web-kit/count-ticks';
import { timelinessBars } from '../utils/class-progress-summary';
import { useLearningTexts } from './learning-texts';

/** The columns' colours: green on time, gold late, red not done, grey not yet due (the tags' tones). */
const COLOURS = ['#389e0d', '#d48806', '#cf1322', '#8c8c8c'];

/** Homework done on time, late, not done and not yet due, as columns. Loaded only where it is drawn. */
export function TimelinessColumnChart({ timeliness }: { timeliness: HomeworkTimeliness }) {
  const t = useLearningTexts();
  const bars = timelinessBars(timeliness, t);
  const ticks = countTicks(Math.max(...bars.map((b) => b.count)));
  return (
    <Column
      data={bars}
      xField="status"
      yField="count"
      colorField="status"
      scale={{ color: { domain: bars.map((b) => b.status), range: COLOURS }, y: { domain: [0, ticks[ticks.length - 1]], tickMethod: () => ticks } }}
      label={{ text: 'count', position: 'inside', style: { fill: '#fff', fontWeight: 'bold' } }}
      axis={{ x: { title: false }, y: { title: t('homework') } }}
      legend={false}
      animate={false}
      autoFit
    />
  );
}
