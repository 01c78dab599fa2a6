import { useState } from 'react';
import { correctAnswerProblem, normalizeCorrectAnswer } from '@tp/contracts/question-rules';
import { MathView } from '@tp/web-kit/math/math-view';
import { Modal } from '@tp/web-kit/ui/modal';
import { Switch } from '@tp/web-kit/ui/switch';
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
  const [solution, setSolution] = useState(false);
  const letters = offeredLetters(question);
  const { isChoice, numChoice, correctAnswer } = question;
  const answer = correctAnswerProblem(isChoice, numChoice, correctAnswer) ? correctAnswer : normalizeCorrectAnswer(isChoice, numChoice, correctAnswer);

  return (
    <Modal title="Preview" open={open} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <div className="tp-question-preview">
        {question.name ? <h2>{question.name}</h2> : null}
        <MathView html={question.qText} aria-label="Question" />
        {question.showImg && question.image ? <img className="tp-question-preview-image" src={question.image} alt="Question image" /> : null}
        {letters.length ? (
          <ol className="tp-question-preview-choices" aria-label="Choices">
            {letters.map((letter) => (
              <li key={letter}>
                <strong>{letter}.</strong>
                <MathView html={question[ANSWER_FIELDS[letter as keyof typeof ANSWER_FIELDS]]} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="tp-question-preview-free">The student writes the answer.</p>
        )}
        <label className="tp-question-preview-toggle">
          <Switch checked={solution} onChange={setSolution} aria-label="Show solution" /> Show solution
        </label>
        {solution ? (
          <div className="tp-question-preview-solution">
            <p>
              <strong>Correct answer:</strong> {answer || '—'}
            </p>
            <MathView html={question.description} aria-label="Solution" />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
