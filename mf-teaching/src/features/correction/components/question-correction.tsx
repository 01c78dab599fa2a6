import { useState } from 'react';
import { isAnswered, type ExerciseQuestion } from '@tp/contracts/exercises';
import { RichTextEditor, EDITOR_HEIGHT } from '@tp/web-kit/editor/rich-text-editor';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { useCorrectionTexts } from '../correction-texts';
import { correctExercise } from '../api/correction';
import { QuestionDetails } from './question-details';

interface QuestionCorrectionProps {
  exerciseId: string;
  item: ExerciseQuestion;
  number: number;
  /** The list is loading again: nothing can be sent until it is back. */
  loading: boolean;
  /** Runs an action, shows its failure in the page's alert and reloads the list; resolves true when it worked. */
  act: (run: () => Promise<void>) => Promise<boolean>;
}

/**
 * One question of one student's exercise: what they answered, a comment editor, SUBMIT COMMENTS, Right and Wrong.
 * Only an answered question can be commented on or marked; the comment typed goes with Right or Wrong too.
 */
export function QuestionCorrection({ exerciseId, item, number, loading, act }: QuestionCorrectionProps) {
  const c = useCorrectionTexts();
  const [comments, setComments] = useState(item.comments);
  const [busy, setBusy] = useState<'comments' | 'right' | 'wrong'>();
  const answered = isAnswered(item);
  const idle = !loading && busy === undefined;

  const send = async (kind: 'comments' | 'right' | 'wrong') => {
    setBusy(kind);
    await act(async () => {
      await correctExercise({ exerciseId, questionId: item._id, comments, isCorrect: kind === 'comments' ? undefined : kind === 'right' });
      message.success('Successfully saved');
    });
    setBusy(undefined);
  };

  return (
    <section className="tp-correction-item" aria-label={c('questionNumber', { number })}>
      <QuestionDetails item={item} number={number} />
      <h4 className="tp-correction-comments-title">{c('comments')}</h4>
      <RichTextEditor value={comments} onChange={setComments} height={EDITOR_HEIGHT.answer} aria-label={c('commentsOn', { number })} />
      <div className="tp-correction-actions">
        <Button type="primary" onClick={() => send('comments')} disabled={!answered || !idle} loading={busy === 'comments'}>
          {c('submitComments')}
        </Button>
        <Button onClick={() => send('right')} disabled={!answered || !idle} loading={busy === 'right'} aria-pressed={item.isCorrect === true} className="tp-correction-right">
          {c('right')}
        </Button>
        <Button danger onClick={() => send('wrong')} disabled={!answered || !idle} loading={busy === 'wrong'} aria-pressed={item.isCorrect === false}>
          {c('wrong')}
        </Button>
      </div>
    </section>
  );
}
