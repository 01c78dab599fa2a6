import type { GradebookCell, GradebookStatus } from '@tp/contracts/gradebook';
import { useKitScreensTexts } from '@tp/web-kit/i18n/kit-screens-texts';
import { ToneTag, type Tone } from './tone-tag';

const TONE_OF: Record<GradebookStatus, Tone> = {
  'not-started': 'plain',
  'in-progress': 'warn',
  submitted: 'busy',
  corrected: 'good',
  overdue: 'bad',
};

/** A percent as the gradebook shows it: '67%', or '—' when there is none. */
export const percentText = (value: number | null): string => (value === null ? '—' : `${value}%`);

/** One gradebook cell, for the teacher's grid and a parent's row alike: the status tag, then the accuracy. */
export function GradebookCellView({ cell }: { cell: GradebookCell | null }) {
  const t = useKitScreensTexts();
  if (!cell) return <span style={{ color: 'rgba(0, 0, 0, 0.6)' }}>{t('notAssigned')}</span>;
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <ToneTag tone={TONE_OF[cell.status]}>{t(cell.status)}</ToneTag>
      <span>{percentText(cell.accuracy)}</span>
    </span>
  );
}
