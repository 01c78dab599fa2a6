import { useState } from 'react';
import { EXTRA_TIME_MAX_MINUTES, EXTRA_TIME_MIN_MINUTES, type ExamMonitorRow } from '@tp/contracts/exam-monitor';
import { errorMessage } from '@tp/web-kit/api-error';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { Button } from '@tp/web-kit/ui/button';
import { InputNumber } from '@tp/web-kit/ui/input-number';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { giveExtraTime } from '../api/exam-monitor';

interface ExtraTimeButtonProps {
  row: ExamMonitorRow;
  /** The exam has ended (finished, or its time is up): extra time can no longer be given. */
  ended: boolean;
  onGiven: (row: ExamMonitorRow) => void;
}

/** "Extra time" on a student's row: how many minutes, confirmed in a dialog; the server's rules decide. */
export function ExtraTimeButton({ row, ended, onGiven }: ExtraTimeButtonProps) {
  const [open, setOpen] = useState(false);
  const [minutes, setMinutes] = useState<number | null>(10);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const confirm = async () => {
    if (!minutes) return setProblem(`Extra time is ${EXTRA_TIME_MIN_MINUTES} to ${EXTRA_TIME_MAX_MINUTES} minutes.`);
    setBusy(true);
    setProblem(undefined);
    try {
      const given = await giveExtraTime(row.exerciseId, minutes);
      onGiven(given.row);
      void message.success(given.msg);
      setOpen(false);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" disabled={ended} onClick={() => (setProblem(undefined), setOpen(true))} aria-label={`Extra time for ${row.student.name}`}>
        Extra time
      </Button>
      <Modal
        title={`Extra time for ${row.student.name}`}
        open={open}
        okText="Give extra time"
        confirmLoading={busy}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <label className="tp-monitor-extra">
          Minutes to add
          <InputNumber min={EXTRA_TIME_MIN_MINUTES} max={EXTRA_TIME_MAX_MINUTES} precision={0} value={minutes} onChange={setMinutes} aria-label="Minutes to add" />
        </label>
        <p>
          {row.status === 'not-started'
            ? 'The exam has not started: the extra time is added to its length when the student starts it.'
            : "The exam's end moves by this much; the student's countdown follows within seconds."}
        </p>
        <ProblemAlert problem={problem} />
      </Modal>
    </>
  );
}
