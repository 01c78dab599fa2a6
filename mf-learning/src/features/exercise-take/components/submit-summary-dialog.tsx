import { Button } from '@tp/web-kit/ui/button';
import { Modal } from '@tp/web-kit/ui/modal';
import { useLearningTexts } from '../../../components/learning-texts';
import type { AnswerSummary } from '../utils/answer-summary';

export interface SubmitSummaryDialogProps {
  open: boolean;
  summary: AnswerSummary;
  /** Goes to question `number` (from 1); the dialog closes. */
  onJump: (number: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}


/**
 * The summary before Submit All Solutions (Moodle's summary page): finishing cannot be undone, so the student sees
 * what is unanswered, each a way back to it, and what has not reached the server yet. Cancel and Escape change
 * nothing. Asked even when all is answered, in one line: the same button, the same step, and no finish by a stray tap.
 */
export function SubmitSummaryDialog({ open, summary, onJump, onConfirm, onCancel }: SubmitSummaryDialogProps) {
  const t = useLearningTexts();
  const { total, answered, unanswered, waiting } = summary;
  const questionList = (numbers: number[]) => numbers.map((number) => t('questionNumber', { number })).join(', ');
  return (
    <Modal
      open={open}
      title={t('submitTitle')}
      okText={t('submitAndFinish')}
      cancelText={t('cancel')}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {unanswered.length === 0 ? (
        <p>{total === 1 ? t('submitOne') : t('submitEvery', { total })}</p>
      ) : (
        <>
          <p>{t('answeredSome', { answered, total })}</p>
          <p id="tp-unanswered-label" style={{ marginBottom: 4 }}>
            {t('notAnswered')}
          </p>
          <ul aria-labelledby="tp-unanswered-label" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', padding: 0, margin: '0 0 12px' }}>
            {unanswered.map((number) => (
              <li key={number}>
                <Button size="small" onClick={() => onJump(number)}>{t('questionNumber', { number })}</Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {waiting.length > 0 && (
        <p>{t('waiting', { questions: questionList(waiting) })}</p>
      )}
    </Modal>
  );
}
