import { Button } from '@tp/web-kit/ui/button';
import { Modal } from '@tp/web-kit/ui/modal';
import type { AnswerSummary } from '../utils/answer-summary';

export interface SubmitSummaryDialogProps {
  open: boolean;
  summary: AnswerSummary;
  /** Goes to question `number` (from 1); the dialog closes. */
  onJump: (number: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

const questionList = (numbers: number[]) => numbers.map((n) => `Question ${n}`).join(', ');

/**
 * The summary before Submit All Solutions (Moodle's summary page): finishing cannot be undone, so the student sees
 * what is unanswered, each a way back to it, and what has not reached the server yet. Cancel and Escape change
 * nothing. Asked even when all is answered, in one line: the same button, the same step, and no finish by a stray tap.
 */
export function SubmitSummaryDialog({ open, summary, onJump, onConfirm, onCancel }: SubmitSummaryDialogProps) {
  const { total, answered, unanswered, waiting } = summary;
  return (
    <Modal
      open={open}
      title="Submit all solutions?"
      okText="Submit all and finish"
      cancelText="Cancel"
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {unanswered.length === 0 ? (
        <p>{total === 1 ? 'Submit your answer? You cannot change it afterwards.' : `Submit all ${total} answers? You cannot change them afterwards.`}</p>
      ) : (
        <>
          <p>{`You have answered ${answered} of ${total} questions. You cannot change your answers afterwards.`}</p>
          <p id="tp-unanswered-label" style={{ marginBottom: 4 }}>
            Not answered:
          </p>
          <ul aria-labelledby="tp-unanswered-label" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', padding: 0, margin: '0 0 12px' }}>
            {unanswered.map((number) => (
              <li key={number}>
                <Button size="small" onClick={() => onJump(number)}>{`Question ${number}`}</Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {waiting.length > 0 && (
        <p>{`Not sent yet, kept on this device: ${questionList(waiting)}. They are sent first; the exercise is finished only once they reach the server.`}</p>
      )}
    </Modal>
  );
}
