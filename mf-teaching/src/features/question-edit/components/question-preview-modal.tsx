import { useState } from 'react';
import { correctAnswerProblem, normalizeCorrectAnswer } from '@tp/contracts/question-rules';
import { MathView } from '@tp/web-kit/math/math-view';
import { Modal } from '@tp/web-kit/ui/modal';
import { Switch } from '@tp/web-kit/ui/switch';
import { useEditorTexts } from '../../../components/editor-texts';
import { ANSWER_FIELDS, offeredLetters, type QuestionForm } from '../utils/question-form';

interface QuestionPreviewModalProps {
  open: boolean;
  question: QuestionForm;
  onClose: () => void;
}

/**
 * The question as a student sees it: its text, picture and choices with their letters, maths typeset. The correct
 * answer and solution only on request, since students see them only after answering.
 */
export function QuestionPreviewModal({ open, question, onClose }: QuestionPreviewModalProps) {
  const t = useEditorTexts();
  const [solution, setSolution] = useState(false);
  const letters = offeredLetters(question);
  const { isChoice, numChoice, correctAnswer } = question;
  const answer = correctAnswerProblem(isChoice, numChoice, correctAnswer) ? correctAnswer : normalizeCorrectAnswer(isChoice, numChoice, correctAnswer);

  return (
    <Modal title={t('preview')} open={open} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <div className="tp-question-preview">
        {question.name ? <h2>{question.name}</h2> : null}
        <MathView html={question.qText} aria-label={t('question')} />
        {question.showImg && question.image ? <img className="tp-question-preview-image" src={question.image} alt={t('questionImage')} /> : null}
        {letters.length ? (
          <ol className="tp-question-preview-choices" aria-label={t('choices')}>
            {letters.map((letter) => (
              <li key={letter}>
                <strong>{letter}.</strong>
                <MathView html={question[ANSWER_FIELDS[letter as keyof typeof ANSWER_FIELDS]]} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="tp-question-preview-free">{t('studentWritesAnswer')}</p>
        )}
        <label className="tp-question-preview-toggle">
          <Switch checked={solution} onChange={setSolution} aria-label={t('showSolution')} /> {t('showSolution')}
        </label>
        {solution ? (
          <div className="tp-question-preview-solution">
            <p>
              <strong>{t('correctAnswerColon')}</strong> {answer || '—'}
            </p>
            <MathView html={question.description} aria-label={t('solution')} />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
