import type { ExerciseQuestion } from '@tp/contracts/exercises';
import { EDITOR_HEIGHT, RichTextEditor } from '@tp/web-kit/editor/rich-text-editor';
import { Alert } from '@tp/web-kit/ui/alert';
import { AnswerInput } from '../../../components/answer-input';
import { QuestionText } from '../../../components/question-text';
import { SolutionPanel } from '../../../components/solution-panel';
import { useLearningTexts } from '../../../components/learning-texts';
import type { Draft } from '../hooks/use-drafts';

/** What Check Solution answered (or what the server shows of a question already checked). */
export interface CheckedResult {
  correctAnswer: string;
  autoCorrect: boolean | null;
  description: string;
}

interface QuestionAnswerProps {
  item: ExerciseQuestion;
  draft: Draft;
  checked: CheckedResult | undefined;
  onChange: (patch: Partial<Draft>, options?: { now?: boolean }) => void;
}

/** One question and the student's answer to it: a choice, or text plus the working in a rich-text editor. */
export function QuestionAnswer({ item, draft, checked, onChange }: QuestionAnswerProps) {
  const t = useLearningTexts();
  const { question } = item;
  const locked = checked !== undefined || item.locked;
  const input = <AnswerInput question={question} value={draft.answer} disabled={locked} onChange={(answer, options) => onChange({ answer }, options)} />;

  return (
    <div className="tp-question-answer">
      <QuestionText question={question} />
      <div role="group" aria-label={t('answer')} style={{ margin: '16px 0' }}>
        {input}
      </div>
      {question.isChoice === 2 && (
        <div style={{ marginBottom: 16 }}>
          <div style={{ marginBottom: 4 }}>{t('yourWorking')}</div>
          <RichTextEditor aria-label={t('yourWorking')} height={EDITOR_HEIGHT.exerciseAnswer} readOnly={locked} value={draft.content} onChange={(content) => onChange({ content })} />
        </div>
      )}
      {checked && <CheckedPanel result={checked} />}
    </div>
  );
}

/** After Check Solution: the verdict, the correct answer and the solution (which the student may hide). */
function CheckedPanel({ result }: { result: CheckedResult }) {
  const t = useLearningTexts();
  const verdict =
    result.autoCorrect === true ? (
      <Alert type="success" showIcon title={t('correct')} />
    ) : result.autoCorrect === false ? (
      <Alert type="error" showIcon title={t('incorrect')} />
    ) : (
      <Alert type="info" showIcon title={t('teacherWillCorrect')} />
    );
  return <SolutionPanel verdict={verdict} correctAnswer={result.correctAnswer} description={result.description} />;
}
