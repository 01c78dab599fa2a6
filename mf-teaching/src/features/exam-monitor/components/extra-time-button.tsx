import { useState } from 'react';
import { EXTRA_TIME_MAX_MINUTES, EXTRA_TIME_MIN_MINUTES, type ExamMonitorRow } from '@tp/contracts/exam-monitor';
import { errorMessage } from '@tp/web-kit/api-error';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { Button } from '@tp/web-kit/ui/button';
import { InputNumber } from '@tp/web-kit/ui/input-number';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { giveExtraTime } from '../api/exam-monitor';

interface ExtraTimeButtonProps {
  row: ExamMonitorRow;
  /** The exam has ended (finished, or its time is up): extra time can no longer be given. */
  ended: boolean;
  onGiven: (row: ExamMonitorRow) => void;
}

/** "Extra time" on a student's row: how many minutes, confirmed in a dialog; the server's rules decide. */
export function ExtraTimeButton({ row, ended, onGiven }: ExtraTimeButtonProps) {
  const t = useClassWorkTexts();
  const [open, setOpen] = useState(false);
  const [minutes, setMinutes] = useState<number | null>(10);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const confirm = async () => {
    if (!minutes) return setProblem(t('extraTimeRange', { min: EXTRA_TIME_MIN_MINUTES, max: EXTRA_TIME_MAX_MINUTES }));
    setBusy(true);
    setProblem(undefined);
    try {
      const given = await giveExtraTime(row.exerciseId, minutes);
      onGiven(given);
      // The screen's own words, so they follow the interface language (the server says the same in English).
      void message.success(t(minutes === 1 ? 'extraMinuteGiven' : 'extraMinutesGiven', { minutes, name: given.student.name }));
      setOpen(false);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" disabled={ended} onClick={() => (setProblem(undefined), setOpen(true))} aria-label={t('extraTimeFor', { name: row.student.name })}>
        {t('extraTime')}
      </Button>
      <Modal
        title={t('extraTimeFor', { name: row.student.name })}
        open={open}
        okText={t('giveExtraTime')}
        confirmLoading={busy}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <label className="tp-monitor-extra">
          {t('minutesToAdd')}
          <InputNumber min={EXTRA_TIME_MIN_MINUTES} max={EXTRA_TIME_MAX_MINUTES} precision={0} value={minutes} onChange={setMinutes} aria-label={t('minutesToAdd')} />
        </label>
        <p>
          {row.status === 'not-started'
            ? t('extraBeforeStart')
            : t('extraAfterStart')}
        </p>
        <ProblemAlert problem={problem} />
      </Modal>
    </>
  );
}
