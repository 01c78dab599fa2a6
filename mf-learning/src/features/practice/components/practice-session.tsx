import { useState } from 'react';
import { ALL_DONE_MESSAGE, GIVE_UP_CONFIRM_MESSAGE } from '@tp/contracts/practice';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { Button } from '@tp/web-kit/ui/button';
import { Modal } from '@tp/web-kit/ui/modal';
import { Progress } from '@tp/web-kit/ui/progress';
import { Result } from '@tp/web-kit/ui/result';
import { usePracticePlay } from '../hooks/use-practice-play';
import { PracticeQuestionCard } from './practice-question-card';
import { ReportBugModal } from './report-bug-modal';
import type { ResourcesTab } from './resources-page';

/** One sitting of PLAY: the progress of the setting, the question, Submit, Give Up, Next and Report bug. */
export function PracticeSession({ onOpen }: { onOpen: (tab: ResourcesTab) => void }) {
  const play = usePracticePlay();
  const [reporting, setReporting] = useState(false);
  const { question, result, done, total } = play;

  const confirmGiveUp = () =>
    Modal.confirm({ title: GIVE_UP_CONFIRM_MESSAGE, okText: 'Give Up', cancelText: 'Cancel', onOk: () => play.giveUp() });

  const progress = (
    <div className="tp-practice-bar">
      <Progress aria-label="Questions done" percent={total ? Math.round((100 * done) / total) : 0} format={() => `${done}/${total}`} />
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
          title={ALL_DONE_MESSAGE}
          subTitle="See how it went in REPORT, or choose other questions in SETTINGS."
          extra={[
            <Button key="report" type="primary" onClick={() => onOpen('report')}>See REPORT</Button>,
            <Button key="settings" onClick={() => onOpen('settings')}>Change SETTINGS</Button>,
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
          Submit
        </Button>
        <Button disabled={Boolean(result)} loading={play.busy === 'giveUp'} onClick={confirmGiveUp}>
          Give Up
        </Button>
        <Button type={result ? 'primary' : 'default'} loading={play.loading} onClick={play.next}>
          Next
        </Button>
        <Button type="link" onClick={() => setReporting(true)}>
          Report bug
        </Button>
      </div>
      {reporting && <ReportBugModal questionId={question._id} onClose={() => setReporting(false)} />}
    </div>
  );
}
