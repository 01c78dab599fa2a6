import { normalizeAnswer } from '@tp/contracts/exercises';
import { MathView } from '@tp/web-kit/math/math-view';
import { Checkbox } from '@tp/web-kit/ui/checkbox';
import { Input } from '@tp/web-kit/ui/input';
import { Radio } from '@tp/web-kit/ui/radio';
import { useLearningTexts } from './learning-texts';
import { choiceOptions, type ChoiceQuestion } from './question-text';

interface AnswerInputProps {
  question: ChoiceQuestion & { isChoice: 0 | 1 | 2 };
  /** A letter, sorted letters 'A,C', or free text. */
  value: string;
  disabled: boolean;
  /** `now`: a choice was clicked (a save need not wait for more typing). */
  onChange: (answer: string, options?: { now?: boolean }) => void;
}

const inline = { display: 'inline-block' } as const;

/**
 * The answer to a question as the exercise and practice screens take it: one letter (radio), several letters
 * (checkboxes, kept sorted), or free text.
 */
export function AnswerInput({ question, value, disabled, onChange }: AnswerInputProps) {
  const t = useLearningTexts();
  const options = choiceOptions(question).map(({ letter, html }) => ({
    value: letter,
    label: (
      <span>
        {letter}. <MathView html={html} style={inline} />
      </span>
    ),
  }));
  const column = { display: 'flex', flexDirection: 'column', gap: 8 } as const;

  if (question.isChoice === 0) {
    return <Radio.Group aria-label={t('yourAnswer')} disabled={disabled} value={value || undefined} options={options} onChange={(event) => onChange(String(event.target.value), { now: true })} style={column} className="tp-answer-input" />;
  }
  if (question.isChoice === 1) {
    const letters = value ? value.split(',') : [];
    return (
      <Checkbox.Group
        aria-label={t('yourAnswer')}
        disabled={disabled}
        value={letters}
        options={options}
        onChange={(values) => onChange(normalizeAnswer(1, values.join(',')), { now: true })}
        style={column}
        className="tp-answer-input"
      />
    );
  }
  return <Input aria-label={t('yourAnswer')} placeholder={t('yourAnswer')} disabled={disabled} value={value} maxLength={2000} onChange={(event) => onChange(event.target.value)} />;
}
