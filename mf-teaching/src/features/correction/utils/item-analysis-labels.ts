import { FAIR_DISCRIMINATION, POOR_DISCRIMINATION, type ItemAnalysisResult, type ItemVerdict } from '@tp/contracts/item-analysis';
import type { Tone } from '@tp/web-kit/tone-tag';
import { correctionText } from '../correction-texts';

/** Each verdict on a question's discrimination: its tag's tone and texts (keys of class-work-texts). */
const VERDICTS = {
  good: { text: 'verdictGood', tone: 'good', hint: 'verdictGoodHint' },
  fair: { text: 'verdictFair', tone: 'plain', hint: 'verdictFairHint' },
  poor: { text: 'verdictPoor', tone: 'warn', hint: 'verdictPoorHint' },
  negative: { text: 'verdictNegative', tone: 'bad', hint: 'verdictNegativeHint' },
  'no-spread': { text: 'verdictNoSpread', tone: 'plain', hint: 'verdictNoSpreadHint' },
  'not-enough-data': { text: 'verdictNotEnoughData', tone: 'plain', hint: 'verdictNotEnoughDataHint' },
} as const satisfies Record<ItemVerdict, { text: string; tone: Tone; hint: string }>;

/** How a verdict on a question's discrimination reads in the panel's tag, in the interface's language. */
export function verdictLabel(verdict: ItemVerdict): { text: string; tone: Tone; hint: string } {
  const { text, tone, hint } = VERDICTS[verdict];
  return { text: correctionText(text), tone, hint: correctionText(hint, { fair: FAIR_DISCRIMINATION, poor: POOR_DISCRIMINATION }) };
}

/** 0.6667 → '67%'; null → '—'. */
export const percent = (share: number | null): string => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** A correlation with two decimals (−0.16, 0.63); null → '—'. */
export const twoDecimals = (value: number | null): string => (value === null ? '—' : value.toFixed(2).replace('-', '−'));

/** The line under the panel's title: what was counted and what was left out. */
export function basisSentence(analysis: Pick<ItemAnalysisResult, 'students' | 'unfinished' | 'otherVersions'>): string {
  const counted = correctionText(analysis.students === 1 ? 'finishedExercise' : 'finishedExercises', { count: analysis.students });
  const left = [
    analysis.unfinished ? correctionText(analysis.unfinished === 1 ? 'unfinishedExercise' : 'unfinishedExercises', { count: analysis.unfinished }) : '',
    analysis.otherVersions ? correctionText(analysis.otherVersions === 1 ? 'otherVersionExercise' : 'otherVersionExercises', { count: analysis.otherVersions }) : '',
  ].filter(Boolean);
  if (left.length === 0) return correctionText('basis', { counted });
  const [first, second] = left;
  return correctionText('basisLeftOut', { counted, left: second ? correctionText('bothLeftOut', { first, second }) : first });
}
