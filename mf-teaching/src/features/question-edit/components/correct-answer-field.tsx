import { Input } from '@tp/web-kit/ui/input';
import { Select } from '@tp/web-kit/ui/select';
import { useEditorTexts } from '../../../components/editor-texts';
import type { QuestionForm } from '../utils/question-form';
import { offeredLetters } from '../utils/question-form';

interface CorrectAnswerFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  question: Pick<QuestionForm, 'isChoice' | 'numChoice'>;
}

/** The correct answer as the type asks: one letter (single choice), letters like A,C (multiple), text (free response). */
export function CorrectAnswerField({ value = '', onChange, id, question }: CorrectAnswerFieldProps) {
  const t = useEditorTexts();
  if (question.isChoice === 0) {
    return (
      <Select
        id={id}
        value={value || undefined}
        onChange={(letter: string) => onChange?.(letter)}
        placeholder={t('chooseLetter')}
        options={offeredLetters(question).map((letter) => ({ value: letter, label: letter }))}
        style={{ width: 200 }}
      />
    );
  }
  if (question.isChoice === 1) {
    return <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} placeholder={t('lettersPlaceholder')} style={{ maxWidth: 320 }} />;
  }
  return <Input.TextArea id={id} value={value} onChange={(event) => onChange?.(event.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('expectedAnswer')} />;
}
