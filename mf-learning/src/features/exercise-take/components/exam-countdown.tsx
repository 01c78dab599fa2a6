import { clockLabel } from '@tp/web-kit/clock-label';
import { useLearningTexts } from '../../../components/learning-texts';

/** The time left of an exam (by the server's clock, counted on the page's monotonic clock). */
export function ExamCountdown({ remainingMs }: { remainingMs: number | null }) {
  const t = useLearningTexts();
  if (remainingMs === null) return null;
  const low = remainingMs < 60_000;
  return (
    <span role="timer" aria-label={t('timeLeft')} style={{ fontWeight: 600, color: low ? '#cf1322' : undefined, fontVariantNumeric: 'tabular-nums' }}>
      {t('timeLeft')} {clockLabel(remainingMs)}
    </span>
  );
}
