import type { QuestionView } from '@tp/contracts/questions';
import { choiceLetters } from '@tp/contracts/question-rules';
import { MathView } from '@tp/web-kit/math/math-view';
import { useLearningTexts } from './learning-texts';
import './question-text.css';

/** What showing a question needs: its text and picture (exercise snapshots and practice questions alike). */
export type ShownQuestion = Pick<QuestionView, 'name' | 'qText' | 'image' | 'showImg'>;
/** What listing a question's options needs. */
export type ChoiceQuestion = Pick<QuestionView, 'numChoice' | 'answerA' | 'answerB' | 'answerC' | 'answerD' | 'answerE'>;

/** The question's text and its picture (when the teacher chose to show it). */
export function QuestionText({ question }: { question: ShownQuestion }) {
  const t = useLearningTexts();
  return (
    <div className="tp-question-text">
      <MathView html={question.qText} />
      {question.showImg && question.image && <img src={question.image} alt={t('pictureOf', { name: question.name || t('theQuestion') })} style={{ maxWidth: '100%' }} />}
    </div>
  );
}

/** The options A–D (E when there are five) of a choice question, with their rich text. */
export function choiceOptions(question: ChoiceQuestion): { letter: string; html: string }[] {
  const answers: Record<string, string> = { A: question.answerA, B: question.answerB, C: question.answerC, D: question.answerD, E: question.answerE };
  return choiceLetters(question.numChoice).map((letter) => ({ letter, html: answers[letter] ?? '' }));
}

/** The options, read-only (the detail page). */
export function ChoiceList({ question }: { question: ChoiceQuestion }) {
  return (
    <ol className="tp-choice-list" style={{ listStyle: 'none', padding: 0 }}>
      {choiceOptions(question).map(({ letter, html }) => (
        <li key={letter} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
          <strong>{letter}.</strong>
          <MathView html={html} />
        </li>
      ))}
    </ol>
  );
}
