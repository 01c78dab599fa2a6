import { Column } from '@ant-design/plots';
import type { HomeworkTimeliness } from '@tp/contracts/class-progress';
import { timelinessBars } from '../utils/class-progress-summary';

/** The columns' colours: green on time, gold late, red not done, grey not yet due (the tags' tones). */
const COLOURS = ['#389e0d', '#d48806', '#cf1322', '#8c8c8c'];

/** Homework done on time, late, not done and not yet due, as columns. Loaded only where it is drawn. */
export function TimelinessColumnChart({ timeliness }: { timeliness: HomeworkTimeliness }) {
  const bars = timelinessBars(timeliness);
  return (
    <Column
      data={bars}
      xField="status"
      yField="count"
      colorField="status"
      scale={{ color: { domain: bars.map((b) => b.status), range: COLOURS } }}
      label={{ text: 'count', position: 'inside', style: { fill: '#fff', fontWeight: 'bold' } }}
      axis={{ x: { title: false }, y: { title: 'Homework', tickCount: 5 } }}
      legend={false}
      animate={false}
      autoFit
    />
  );
}
