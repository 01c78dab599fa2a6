import { Tag } from '@tp/web-kit/ui/tag';
import type { SaveState } from '../answer-queue/queue-core';

const SHOWN: Record<SaveState, { label: string; color: string; hint: string }> = {
  saved: { label: 'Saved', color: 'green', hint: 'Every answer has reached the server.' },
  saving: { label: 'Saving…', color: 'blue', hint: 'Answers are being sent to the server.' },
  offline: { label: 'Offline', color: 'orange', hint: 'No connection: your answers are kept on this device and sent when it is back.' },
};

/** Saved / Saving… / Offline, announced to screen readers as it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { label, color, hint } = SHOWN[state];
  return (
    <span role="status" aria-live="polite" title={hint} data-testid="save-status">
      <Tag color={color}>{label}</Tag>
    </span>
  );
}
