import { useState } from 'react';
import { effectiveVerdict, isAnswered, type ExerciseQuestion, type ExerciseView } from '@tp/contracts/exercises';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { Tabs } from '@tp/web-kit/ui/tabs';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { useCorrectionTexts, correctionText } from '../correction-texts';
import { finishCorrection } from '../api/correction';
import { QuestionCorrection } from './question-correction';
import { SendEmailModal } from './send-email-modal';

interface StudentCorrectionProps {
  exercise: ExerciseView;
  loading: boolean;
  act: (run: () => Promise<void>) => Promise<boolean>;
}

/** A tab's mark: answered and its verdict (the teacher's, else the machine's), so the teacher sees what is left. */
function tabLabel(item: ExerciseQuestion, number: number): string {
  if (!isAnswered(item)) return correctionText('tabMark', { number, mark: '–' });
  const verdict = effectiveVerdict(item);
  return correctionText('tabMark', { number, mark: verdict === null ? '?' : verdict ? '✓' : '✗' });
}

/**
 * One student's exercise: its questions one at a time (a tab each), FINISH (correctionStatus '0' → '1') then a
 * disabled DONE, and SEND EMAIL once finished.
 */
export function StudentCorrection({ exercise, loading, act }: StudentCorrectionProps) {
  const c = useCorrectionTexts();
  const [finishing, setFinishing] = useState(false);
  const [mailing, setMailing] = useState(false);
  const done = exercise.correctionStatus === '1';

  const finish = async () => {
    setFinishing(true);
    await act(async () => {
      await finishCorrection(exercise._id);
      message.success('Successfully saved');
    });
    setFinishing(false);
  };

  return (
    <div className="tp-correction-student">
      {exercise.questionList.length === 0 ? <p>{inInterfaceLanguage('No Question')}</p> : null}
      <Tabs
        destroyOnHidden
        items={exercise.questionList.map((item, index) => ({
          key: item._id,
          label: tabLabel(item, index + 1),
          children: <QuestionCorrection exerciseId={exercise._id} item={item} number={index + 1} loading={loading} act={act} />,
        }))}
      />
      <div className="tp-correction-finish">
        {done ? (
          <>
            <Button key="done" disabled>
              {c('done')}
            </Button>
            <Button key="send-email" type="primary" onClick={() => setMailing(true)}>
              {c('sendEmail')}
            </Button>
          </>
        ) : (
          <>
            {/* Marks on answers that may still change would be void: the server finishes only a submitted exercise. */}
            {exercise.finishedAt ? null : <span className="tp-correction-note">{c('notSubmittedYet')}</span>}
            {/* Keyed: were FINISH's element reused for SEND EMAIL, its loading icon's leaving animation would stay in the name. */}
            <Button key="finish" type="primary" onClick={finish} loading={finishing} disabled={loading || !exercise.finishedAt}>
              {c('finish')}
            </Button>
          </>
        )}
      </div>
      {mailing ? <SendEmailModal exercise={exercise} onClose={() => setMailing(false)} /> : null}
    </div>
  );
}
