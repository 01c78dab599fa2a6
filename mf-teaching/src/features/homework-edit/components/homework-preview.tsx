import type { HomeworkWithQuestions } from '@tp/contracts/homework';
import type { QuestionView } from '@tp/contracts/questions';
import { MathView } from '@tp/web-kit/math/math-view';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { Modal } from '@tp/web-kit/ui/modal';
import { useEditorTexts } from '../../../components/editor-texts';

const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
const answerOf = (question: QuestionView, letter: (typeof LETTERS)[number]) => question[`answer${letter}`];

/** One question as a student sees it: the text, the picture when shown, and the choices (never the answer). */
function QuestionPreview({ question, number }: { question: QuestionView; number: number }) {
  const t = useEditorTexts();
  const choices = question.isChoice === 2 ? [] : LETTERS.slice(0, question.numChoice);
  return (
    <section className="tp-homework-preview-question" aria-label={t('questionNumber', { number })}>
      <h3>{t(question.isChoice === 1 ? 'questionNumberAllThatApply' : 'questionNumber', { number })}</h3>
      <MathView html={question.qText} />
      {question.showImg && question.image ? <img className="tp-homework-preview-image" src={question.image} alt={t('questionNumber', { number })} /> : null}
      {choices.length ? (
        <ul className="tp-homework-preview-choices">
          {choices.map((letter) => (
            <li key={letter}>
              <strong>{letter}.</strong>
              <MathView html={answerOf(question, letter)} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Preview: the homework's questions in order, maths typeset, as a student will see them. */
export function HomeworkPreview({ homework, open, onClose }: { homework: HomeworkWithQuestions; open: boolean; onClose: () => void }) {
  const t = useEditorTexts();
  return (
    <Modal title={t('previewOf', { name: homework.name })} open={open} onCancel={onClose} footer={null} width={800} destroyOnHidden>
      {homework.isExam ? <p>{t('examMinutes', { minutes: homework.examDuration })}</p> : null}
      <MathView html={homework.description} />
      {homework.questionList.length === 0 ? <p>{inInterfaceLanguage('No Question')}</p> : null}
      {homework.questionList.map((question, index) => (
        <QuestionPreview key={question._id} question={question} number={index + 1} />
      ))}
    </Modal>
  );
}
