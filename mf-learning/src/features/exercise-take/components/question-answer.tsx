import { useState } from 'react';
import { normalizeAnswer, type ExerciseQuestion } from '@tp/contracts/exercises';
import { EDITOR_HEIGHT, RichTextEditor } from '@tp/web-kit/editor/rich-text-editor';
import { MathView } from '@tp/web-kit/math/math-view';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Checkbox } from '@tp/web-kit/ui/checkbox';
import { Input } from '@tp/web-kit/ui/input';
import { Radio } from '@tp/web-kit/ui/radio';
import { choiceOptions, QuestionText } from '../../../components/question-text';
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

const inline = { display: 'inline-block' } as const;

/** One question and the student's answer to it: a choice, or text plus the working in a rich-text editor. */
export function QuestionAnswer({ item, draft, checked, onChange }: QuestionAnswerProps) {
  const { question } = item;
  const locked = checked !== undefined || item.locked;
  const options = choiceOptions(question).map(({ letter, html }) => ({
    value: letter,
    label: (
      <span>
        {letter}. <MathView html={html} style={inline} />
      </span>
    ),
  }));

  let input;
  if (question.isChoice === 0) {
    input = <Radio.Group aria-label="Your answer" disabled={locked} value={draft.answer || undefined} options={options} onChange={(event) => onChange({ answer: String(event.target.value) }, { now: true })} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />;
  } else if (question.isChoice === 1) {
    const letters = draft.answer ? draft.answer.split(',') : [];
    input = (
      <Checkbox.Group
        aria-label="Your answer"
        disabled={locked}
        value={letters}
        options={options}
        onChange={(values) => onChange({ answer: normalizeAnswer(1, values.join(',')) }, { now: true })}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      />
    );
  } else {
    input = <Input aria-label="Your answer" placeholder="Your answer" disabled={locked} value={draft.answer} maxLength={2000} onChange={(event) => onChange({ answer: event.target.value })} />;
  }

  return (
    <div className="tp-question-answer">
      <QuestionText question={question} />
      <div role="group" aria-label="Answer" style={{ margin: '16px 0' }}>
        {input}
      </div>
      {question.isChoice === 2 && (
        <div style={{ marginBottom: 16 }}>
          <div style={{ marginBottom: 4 }}>Your working</div>
          <RichTextEditor aria-label="Your working" height={EDITOR_HEIGHT.exerciseAnswer} readOnly={locked} value={draft.content} onChange={(content) => onChange({ content })} />
        </div>
      )}
      {checked && <CheckedPanel result={checked} />}
    </div>
  );
}

/** After Check Solution: the verdict, the correct answer and the solution (which the student may hide). */
function CheckedPanel({ result }: { result: CheckedResult }) {
  const [showSolution, setShowSolution] = useState(true);
  const verdict =
    result.autoCorrect === true ? (
      <Alert type="success" showIcon title="Congrats! Your answer is correct." />
    ) : result.autoCorrect === false ? (
      <Alert type="error" showIcon title="Your answer is incorrect." />
    ) : (
      <Alert type="info" showIcon title="Your teacher will correct this answer." />
    );
  return (
    <section aria-label="Solution" style={{ display: 'grid', gap: 8 }}>
      {verdict}
      <div>
        Correct answer: <MathView html={result.correctAnswer} style={inline} />
      </div>
      {result.description && (
        <>
          <Button size="small" style={{ justifySelf: 'start' }} onClick={() => setShowSolution((shown) => !shown)} aria-expanded={showSolution}>
            {showSolution ? 'Hide solution' : 'Show solution'}
          </Button>
          {showSolution && <MathView html={result.description} aria-label="The solution" />}
        </>
      )}
    </section>
  );
}
