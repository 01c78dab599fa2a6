import { FAIR_DISCRIMINATION, POOR_DISCRIMINATION, type ItemAnalysisResult, type ItemVerdict } from '@tp/contracts/item-analysis';
import type { Tone } from '@tp/web-kit/tone-tag';

/** How each verdict on a question's discrimination reads, in the panel's tag. */
export const VERDICT_LABELS: Record<ItemVerdict, { text: string; tone: Tone; hint: string }> = {
  good: { text: 'Good', tone: 'good', hint: `${FAIR_DISCRIMINATION} or more: stronger students get it right more often.` },
  fair: { text: 'Fair', tone: 'plain', hint: `Between ${POOR_DISCRIMINATION} and ${FAIR_DISCRIMINATION}: it tells students apart, a little.` },
  poor: { text: 'Poor: review it', tone: 'warn', hint: `Under ${POOR_DISCRIMINATION}: it hardly tells stronger students from weaker ones.` },
  negative: { text: 'Negative: check the key', tone: 'bad', hint: 'Weaker students got it right more often than stronger ones: a wrong key or a misleading wording?' },
  'no-spread': { text: 'Everyone alike', tone: 'plain', hint: 'Everyone scored the same on it (or on the rest): it tells nobody apart.' },
  'not-enough-data': { text: 'Not enough data', tone: 'plain', hint: 'Too few finished exercises to say.' },
};

/** 0.6667 → '67%'; null → '—'. */
export const percent = (share: number | null): string => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** A correlation with two decimals (−0.16, 0.63); null → '—'. */
export const twoDecimals = (value: number | null): string => (value === null ? '—' : value.toFixed(2).replace('-', '−'));

/** The line under the panel's title: what was counted and what was left out. */
export function basisSentence(analysis: Pick<ItemAnalysisResult, 'students' | 'unfinished' | 'otherVersions'>): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const left = [
    analysis.unfinished ? `${plural(analysis.unfinished, 'exercise', 'exercises')} not finished yet` : '',
    analysis.otherVersions ? `${plural(analysis.otherVersions, 'exercise', 'exercises')} published with other questions` : '',
  ].filter(Boolean);
  return `From ${plural(analysis.students, 'finished exercise', 'finished exercises')}${left.length ? `; left out: ${left.join(' and ')}` : ''}.`;
}
