import { ToneTag, type Tone } from '@tp/web-kit/tone-tag';
import type { SaveState } from '../answer-queue/queue-core';

const SHOWN: Record<SaveState, { label: string; tone: Tone; hint: string }> = {
  saved: { label: 'Saved', tone: 'good', hint: 'Every answer has reached the server.' },
  saving: { label: 'Saving…', tone: 'busy', hint: 'Answers are being sent to the server.' },
  offline: { label: 'Offline', tone: 'warn', hint: 'No connection: your answers are kept on this device and sent when it is back.' },
};

/** Saved / Saving… / Offline, announced to screen readers as it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { label, tone, hint } = SHOWN[state];
  return (
    <span role="status" aria-live="polite" title={hint} data-testid="save-status">
      <ToneTag tone={tone}>{label}</ToneTag>
    </span>
  );
}
