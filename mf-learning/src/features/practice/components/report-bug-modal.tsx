import { useState } from 'react';
import { BUG_REPORT_TYPES, MAX_REPORT_CONTENT, REPORT_SUBMITTED_MESSAGE, bugReportProblem } from '@tp/contracts/practice';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { Radio } from '@tp/web-kit/ui/radio';
import { reportQuestion } from '../api/practice-play';
import { practiceProblem, usePracticeTexts } from '../practice-texts';

/** Each kind of problem's text in the practice texts. */
const BUG_TYPE_TEXT = { 1: 'incorrectQuestion', 2: 'incorrectAnswer', 3: 'other' } as const;

/**
 * The report-bug modal: what is wrong (Incorrect Question, Incorrect Answer, Other) and, for Other, what; the
 * report goes to the question's author.
 */
export function ReportBugModal({ questionId, onClose }: { questionId: string; onClose: () => void }) {
  const t = usePracticeTexts();
  const [errorType, setErrorType] = useState<number>();
  const [otherContent, setOtherContent] = useState('');
  const { busy, problem, submit } = useSubmission();

  const send = () =>
    submit(
      async () => {
        await reportQuestion({ questionId, errorType: errorType!, otherContent });
        message.success(REPORT_SUBMITTED_MESSAGE);
        onClose();
      },
      {
        check: () => {
          const broken = bugReportProblem(errorType, otherContent);
          return broken ? practiceProblem(broken) : undefined;
        },
      },
    );

  return (
    <Modal title={t('reportBug')} open onCancel={onClose} okText={t('submit')} onOk={() => void send()} confirmLoading={busy} destroyOnHidden>
      <p id="tp-report-kind">{t('whatIsWrong')}</p>
      <Radio.Group
        aria-labelledby="tp-report-kind"
        value={errorType}
        onChange={(event) => setErrorType(Number(event.target.value))}
        options={BUG_REPORT_TYPES.map((type) => ({ value: type.value, label: t(BUG_TYPE_TEXT[type.value]) }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 16 }}
      />
      <label htmlFor="tp-report-content" style={{ display: 'block', marginBottom: 6 }}>
        {t(errorType === 3 ? 'describeProblem' : 'anythingToAdd')}
      </label>
      <Input.TextArea id="tp-report-content" rows={4} maxLength={MAX_REPORT_CONTENT} value={otherContent} onChange={(event) => setOtherContent(event.target.value)} />
      <div style={{ marginTop: 16 }}>
        <ProblemAlert problem={problem} />
      </div>
    </Modal>
  );
}
