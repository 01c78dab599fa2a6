import type { PracticeQuestion, PracticeResult } from '@tp/contracts/practice';
import { Alert } from '@tp/web-kit/ui/alert';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { AnswerInput } from '../../../components/answer-input';
import { QuestionText } from '../../../components/question-text';
import { SolutionPanel } from '../../../components/solution-panel';
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
  if (result.gaveUp) return <Alert type="warning" showIcon title="You gave up this question. Here is how it goes." />;
  if (result.isCorrect) return <Alert type="success" showIcon title="Congrats! Your answer is correct." />;
  return <Alert type="error" showIcon title="Your answer is incorrect." />;
}

/** The question with its maths, the answer (choice or text), and once answered the solution. */
export function PracticeQuestionCard({ question, number, total, answer, onAnswer, result }: PracticeQuestionCardProps) {
  return (
    <section className="tp-practice-question" aria-label={`Question ${number}`}>
      <h2>
        Question {number} of {total}
        <DifficultyTag difficulty={question.difficuty} />
        {result && <ToneTag tone="plain">{result.gaveUp ? 'Gave up' : 'Answered'}</ToneTag>}
      </h2>
      <QuestionText question={question} />
      <div role="group" aria-label="Answer" className="tp-practice-answer">
        <AnswerInput question={question} value={result ? result.answer : answer} disabled={Boolean(result)} onChange={(value) => onAnswer(value)} />
      </div>
      {result && <SolutionPanel verdict={<Verdict result={result} />} correctAnswer={result.correctAnswer} description={result.description} />}
    </section>
  );
}
