import { useEffect, useState } from 'react';
import { examMonitorChange, examMonitorSnapshot, type ExamMonitorRow } from '@tp/contracts/exam-monitor';
import { errorMessage } from '@tp/web-kit/api-error';
import { openEventStream } from '@tp/web-kit/event-stream';
import { classWorkText } from '../../../components/class-work-texts';
import { MONITOR_STREAM_PATH } from '../api/exam-monitor';
import { applyChange } from '../utils/monitor-rows';

export interface ExamMonitorState {
  rows: Map<string, ExamMonitorRow>;
  /** 'connecting' until the first rows arrive; 'reconnecting' while the stream is down (the rows shown may be old). */
  connection: 'connecting' | 'live' | 'reconnecting';
  /**
   * The server refused the monitor (another teacher's class, no such class), or has no room for it now (too many
   * monitors open: tried again later, and cleared once it opens).
   */
  problem?: string;
  /** The server's clock now, on this page's monotonic clock: the last server time heard plus the time since. */
  serverNow: () => number;
  /** A row as the server answered an action on it (extra time), shown before the stream brings it. */
  put: (row: ExamMonitorRow) => void;
}

/** The live rows of a homework's exam monitor: the stream's snapshot, then its changes; reconnects by itself. */
export function useExamMonitor(classId: string, homeworkId: string): ExamMonitorState {
  const [rows, setRows] = useState<Map<string, ExamMonitorRow>>(new Map());
  const [connection, setConnection] = useState<ExamMonitorState['connection']>('connecting');
  const [problem, setProblem] = useState<string>();
  const [clock, setClock] = useState({ server: Date.now(), at: performance.now() });

  useEffect(() => {
    setRows(new Map());
    setConnection('connecting');
    setProblem(undefined);
    const noteClock = (serverNow: string) => setClock({ server: Date.parse(serverNow), at: performance.now() });
    return openEventStream(MONITOR_STREAM_PATH, { classID: classId, hwID: homeworkId }, {
      onEvent: ({ name, data }) => {
        if (name === 'snapshot') {
          const snapshot = examMonitorSnapshot.parse(JSON.parse(data));
          noteClock(snapshot.serverNow);
          setRows(new Map(snapshot.rows.map((row) => [row.exerciseId, row])));
          setConnection('live');
        } else if (name === 'change') {
          const change = examMonitorChange.parse(JSON.parse(data));
          noteClock(change.serverNow);
          setRows((shown) => applyChange(shown, change.rows, change.removed));
        }
      },
      onState: (state) => {
        if (state === 'open') setProblem(undefined);
        // Before the first rows there is nothing shown to call out of date: still connecting.
        else setConnection((shown) => (shown === 'connecting' ? 'connecting' : 'reconnecting'));
      },
      onBusy: setProblem,
      onRefused: (error) => setProblem(errorMessage(error, classWorkText('monitorNotOpened'))),
    });
  }, [classId, homeworkId]);

  return {
    rows,
    connection,
    problem,
    serverNow: () => clock.server + (performance.now() - clock.at),
    put: (row) => setRows((shown) => applyChange(shown, [row], [])),
  };
}
