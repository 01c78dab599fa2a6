import type { ReactNode } from 'react';
import { Tag } from '@tp/web-kit/ui/tag';

/** antd's green, gold and orange tags read below 4.5:1 (axe): these tones keep antd's look with darker text. */
const TONES = {
  good: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  busy: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  warn: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  bad: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  exam: { color: '#391085', background: '#f9f0ff', borderColor: '#d3adf7' },
  plain: {},
} as const;

export type Tone = keyof typeof TONES;

/** A status tag in one of the site's readable tones. */
export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={{ ...TONES[tone], marginInlineEnd: 0 }}>{children}</Tag>;
}
