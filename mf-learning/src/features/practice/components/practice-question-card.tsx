import type { PracticeQuestion, PracticeResult } from '@tp/contracts/practice';
import { Alert } from '@tp/web-kit/ui/alert';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { AnswerInput } from '../../../components/answer-input';
import { QuestionText } from '../../../components/question-text';
import { SolutionPanel } from '../../../components/solution-panel';
import { useLearningTexts } from '../../../components/learning-texts';
import { usePracticeTexts } from '../practice-texts';
import { DifficultyTag } from './difficulty-tag';

interface PracticeQuestionCardProps {
  question: PracticeQuestion;
  number: number;
  total: number;
  answer: string;
  onAnswer: (answer: string) => void;
  /** Once answered or given up: the verdict, the correct answer and the solution; the answer is locked. */
  result: PracticeResult | undefined;
}

function Verdict({ result }: { result: PracticeResult }) {
  const t = usePracticeTexts();
  const shared = useLearningTexts();
  if (result.gaveUp) return <Alert type="warning" showIcon title={t('gaveUpVerdict')} />;
  if (result.isCorrect) return <Alert type="success" showIcon title={shared('correct')} />;
  return <Alert type="error" showIcon title={shared('incorrect')} />;
}

/** The question with its maths, the answer (choice or text), and once answered the solution. */
export function PracticeQuestionCard({ question, number, total, answer, onAnswer, result }: PracticeQuestionCardProps) {
  const t = usePracticeTexts();
  const shared = useLearningTexts();
  return (
    <section className="tp-practice-question" aria-label={shared('questionNumber', { number })}>
      <h2>
        {shared('questionOf', { number, total })}
        <DifficultyTag difficulty={question.difficuty} />
        {result && <ToneTag tone="plain">{t(result.gaveUp ? 'gaveUp' : 'answered')}</ToneTag>}
      </h2>
      <QuestionText question={question} />
      <div role="group" aria-label={shared('answer')} className="tp-practice-answer">
        <AnswerInput question={question} value={result ? result.answer : answer} disabled={Boolean(result)} onChange={(value) => onAnswer(value)} />
      </div>
      {result && <SolutionPanel verdict={<Verdict result={result} />} correctAnswer={result.correctAnswer} description={result.description} />}
    </section>
  );
}
