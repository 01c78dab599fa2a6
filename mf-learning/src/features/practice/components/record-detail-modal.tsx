import type { PracticeRecord } from '@tp/contracts/practice';
import { MathView } from '@tp/web-kit/math/math-view';
import { Modal } from '@tp/web-kit/ui/modal';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { ChoiceList, QuestionText } from '../../../components/question-text';
import { useLearningTexts } from '../../../components/learning-texts';
import { usePracticeTexts } from '../practice-texts';
import { OUTCOME_TEXT, OUTCOME_TONES, outcomeOf } from '../utils/record-outcome';
import { DifficultyTag } from './difficulty-tag';

const inline = { display: 'inline-block' } as const;

/** A record's detail popup (HISTORY and REPORT): the question as answered, the answer, the correct answer and the solution. */
export function RecordDetailModal({ record, onClose }: { record: PracticeRecord; onClose: () => void }) {
  const t = usePracticeTexts();
  const shared = useLearningTexts();
  const { question } = record;
  const outcome = outcomeOf(record);
  return (
    <Modal title={question.name || t('question')} open onCancel={onClose} footer={null} width={720}>
      <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <ToneTag tone={OUTCOME_TONES[outcome]}>{t(OUTCOME_TEXT[outcome])}</ToneTag>
        <DifficultyTag difficulty={question.difficuty} />
        <span className="tp-practice-muted">{new Date(record.createdAt).toLocaleString()}</span>
      </p>
      <QuestionText question={question} />
      {question.isChoice !== 2 && <ChoiceList question={question} />}
      <dl className="tp-practice-record">
        <dt>{shared('yourAnswer')}</dt>
        <dd>{record.gaveUp ? t('gaveUp') : record.answer}</dd>
        <dt>{t('correctAnswer')}</dt>
        <dd>
          <MathView html={question.correctAnswer} style={inline} />
        </dd>
        {question.description && (
          <>
            <dt>{shared('solution')}</dt>
            <dd>
              <MathView html={question.description} aria-label={shared('theSolution')} />
            </dd>
          </>
        )}
      </dl>
    </Modal>
  );
}
