import { ToneTag, type Tone } from '@tp/web-kit/tone-tag';
import { useLearningTexts } from '../../../components/learning-texts';
import type { SaveState } from '../answer-queue/queue-core';

const SHOWN = {
  saved: { label: 'saved', tone: 'good', hint: 'savedHint' },
  saving: { label: 'saving', tone: 'busy', hint: 'savingHint' },
  offline: { label: 'offline', tone: 'warn', hint: 'offlineHint' },
} as const satisfies Record<SaveState, { label: string; tone: Tone; hint: string }>;

/** Saved / Saving… / Offline, announced to screen readers as it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  const t = useLearningTexts();
  const { label, tone, hint } = SHOWN[state];
  return (
    <span role="status" aria-live="polite" title={t(hint)} data-testid="save-status">
      <ToneTag tone={tone}>{t(label)}</ToneTag>
    </span>
  );
}
