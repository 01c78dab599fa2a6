import { Pie } from '@ant-design/plots';
import { usePracticeTexts } from '../practice-texts';
import { OUTCOME_TEXT, type Outcome } from '../utils/record-outcome';

/** The slices' colours: green correct, red incorrect, gold given up (the tags' tones). */
const COLOURS = ['#389e0d', '#cf1322', '#d48806'];

/**
 * REPORT's pie chart of correct, incorrect and given-up answers. @ant-design/plots is large: this file is loaded
 * only by REPORT (a dynamic import), so no other page carries it.
 */
export function OutcomePieChart({ slices }: { slices: { type: Outcome; value: number }[] }) {
  const t = usePracticeTexts();
  const named = slices.map((s) => ({ type: t(OUTCOME_TEXT[s.type]), value: s.value }));
  return (
    <Pie
      data={named.filter((s) => s.value > 0)}
      angleField="value"
      colorField="type"
      scale={{ color: { domain: named.map((s) => s.type), range: COLOURS } }}
      label={{ text: 'value', position: 'inside', style: { fill: '#fff', fontWeight: 'bold', fontSize: 14 } }}
      legend={{ color: { title: false, position: 'right', itemLabelFontSize: 14 } }}
      animate={false}
      autoFit
    />
  );
}
