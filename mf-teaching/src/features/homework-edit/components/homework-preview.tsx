import type { HomeworkWithQuestions } from '@tp/contracts/homework';
import type { QuestionView } from '@tp/contracts/questions';
import { MathView } from '@tp/web-kit/math/math-view';
import { Modal } from '@tp/web-kit/ui/modal';

const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
const answerOf = (question: QuestionView, letter: (typeof LETTERS)[number]) => question[`answer${letter}`];

/** One question as a student sees it: the text, the picture when shown, and the choices (never the answer). */
function QuestionPreview({ question, number }: { question: QuestionView; number: number }) {
  const choices = question.isChoice === 2 ? [] : LETTERS.slice(0, question.numChoice);
  return (
    <section className="tp-homework-preview-question" aria-label={`Question ${number}`}>
      <h3>
        Question {number}
        {question.isChoice === 1 ? ' (choose all that apply)' : ''}
      </h3>
      <MathView html={question.qText} />
      {question.showImg && question.image ? <img className="tp-homework-preview-image" src={question.image} alt={`Question ${number}`} /> : null}
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
  return (
    <Modal title={`Preview: ${homework.name}`} open={open} onCancel={onClose} footer={null} width={800} destroyOnHidden>
      {homework.isExam ? <p>Exam: {homework.examDuration} minutes</p> : null}
      <MathView html={homework.description} />
      {homework.questionList.length === 0 ? <p>No Question</p> : null}
      {homework.questionList.map((question, index) => (
        <QuestionPreview key={question._id} question={question} number={index + 1} />
      ))}
    </Modal>
  );
}
