import { useLearningTexts } from '../../../components/learning-texts';

/**
 * Questions answered of all, as a bar with '2/5' beside it. Drawn by hand like antd's Progress line: Progress brings
 * Tooltip and its popup machinery (about 20 KB gzip) to the first question on a phone (docs/decisions/025).
 */
export function AnsweredProgress({ answered, total }: { answered: number; total: number }) {
  const t = useLearningTexts();
  const percent = total ? Math.round((100 * answered) / total) : 0;
  return (
    <div
      role="progressbar"
      aria-label={t('questionsAnswered')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('answeredOf', { answered, total })}
      style={{ flex: '1 1 240px', display: 'flex', alignItems: 'center', gap: 8 }}
    >
      <div style={{ flex: 1, height: 8, borderRadius: 100, background: 'rgba(0, 0, 0, 0.06)', overflow: 'hidden' }}>
        <div style={{ width: `${percent}%`, height: '100%', borderRadius: 100, background: percent === 100 ? '#52c41a' : '#1f5fbf' }} />
      </div>
      <span aria-hidden="true" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{`${answered}/${total}`}</span>
    </div>
  );
}
