import { useState } from 'react';
import { ALL_DONE_MESSAGE, GIVE_UP_CONFIRM_MESSAGE } from '@tp/contracts/practice';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { Button } from '@tp/web-kit/ui/button';
import { Modal } from '@tp/web-kit/ui/modal';
import { Progress } from '@tp/web-kit/ui/progress';
import { Result } from '@tp/web-kit/ui/result';
import { usePracticePlay } from '../hooks/use-practice-play';
import { useLearningTexts } from '../../../components/learning-texts';
import { usePracticeTexts } from '../practice-texts';
import { PracticeQuestionCard } from './practice-question-card';
import { ReportBugModal } from './report-bug-modal';
import type { ResourcesTab } from './resources-page';

/** One sitting of PLAY: the progress of the setting, the question, Submit, Give Up, Next and Report bug. */
export function PracticeSession({ onOpen }: { onOpen: (tab: ResourcesTab) => void }) {
  const t = usePracticeTexts();
  const shared = useLearningTexts();
  const play = usePracticePlay();
  const [reporting, setReporting] = useState(false);
  const { question, result, done, total } = play;

  const confirmGiveUp = () =>
    Modal.confirm({ title: inInterfaceLanguage(GIVE_UP_CONFIRM_MESSAGE), okText: t('giveUp'), cancelText: shared('cancel'), onOk: () => play.giveUp() });

  const progress = (
    <div className="tp-practice-bar">
      <Progress aria-label={t('questionsDone')} percent={total ? Math.round((100 * done) / total) : 0} format={() => `${done}/${total}`} />
    </div>
  );

  if (play.loading && !question) return <Loading />;
  if (!question) {
    return (
      <>
        {progress}
        <ProblemAlert problem={play.problem} />
        <Result
          status="success"
          title={inInterfaceLanguage(ALL_DONE_MESSAGE)}
          subTitle={t('allDoneText')}
          extra={[
            <Button key="report" type="primary" onClick={() => onOpen('report')}>{t('seeReport')}</Button>,
            <Button key="settings" onClick={() => onOpen('settings')}>{t('changeSettings')}</Button>,
          ]}
        />
      </>
    );
  }

  return (
    <div className="tp-practice-session">
      {progress}
      {/* Keyed: a new question is drawn at once (a changed MathView would keep the old text until its maths is typeset). */}
      <PracticeQuestionCard key={question._id} question={question} number={play.number} total={total} answer={play.answer} onAnswer={play.setAnswer} result={result} />
      <ProblemAlert problem={play.problem} />
      <div className="tp-practice-actions">
        <Button type="primary" disabled={Boolean(result)} loading={play.busy === 'submit'} onClick={() => void play.submit()}>
          {t('submit')}
        </Button>
        <Button disabled={Boolean(result)} loading={play.busy === 'giveUp'} onClick={confirmGiveUp}>
          {t('giveUp')}
        </Button>
        <Button type={result ? 'primary' : 'default'} loading={play.loading} onClick={play.next}>
          {shared('next')}
        </Button>
        <Button type="link" onClick={() => setReporting(true)}>
          {t('reportBug')}
        </Button>
      </div>
      {reporting && <ReportBugModal questionId={question._id} onClose={() => setReporting(false)} />}
    </div>
  );
}
