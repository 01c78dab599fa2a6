import { useEffect, useRef } from 'react';
import { EXAM_HEARTBEAT_MS, type ExamClockResult } from '@tp/contracts/exam-monitor';
import { examHeartbeat } from '../api/answer-calls';

/**
 * While an exam is being taken, tells the server every EXAM_HEARTBEAT_MS that the screen is open (the teacher's
 * monitor shows the student as connected) and hands each answer's clock to `onClock`: extra time the teacher gives
 * reaches a student who is not saving within one beat. A failed beat (offline) is simply skipped.
 */
export function useExamHeartbeat(exerciseId: string, active: boolean, onClock: (clock: ExamClockResult) => void): void {
  const onClockRef = useRef(onClock);
  onClockRef.current = onClock;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const beat = () =>
      examHeartbeat(exerciseId).then(
        (clock) => !stopped && onClockRef.current(clock),
        () => undefined,
      );
    const timer = window.setInterval(() => void beat(), EXAM_HEARTBEAT_MS);
    void beat();
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [exerciseId, active]);
}
