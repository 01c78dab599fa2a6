import { useCallback, useEffect, useRef, useState } from 'react';
import { deadlineAfter, remainingUntil } from '../utils/exam-clock';

const TICK_MS = 250;

/**
 * An exam's countdown from the server's remaining time. `correct` (each save's reply, the start) sets it anew;
 * `onEnd` runs once when it reaches 0.
 */
export function useExamClock(onEnd: () => void): { remainingMs: number | null; correct: (remainingMs: number | null) => void } {
  const deadline = useRef<number | null>(null);
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  const [remainingMs, setRemainingMs] = useState<number | null>(null);

  const tick = useCallback(() => {
    if (deadline.current === null) return;
    const left = remainingUntil(deadline.current, performance.now());
    setRemainingMs(left);
    if (left === 0 && !ended.current) {
      ended.current = true;
      onEndRef.current();
    }
  }, []);

  const correct = useCallback(
    (remaining: number | null) => {
      if (remaining === null || ended.current) return;
      deadline.current = deadlineAfter(remaining, performance.now());
      tick();
    },
    [tick],
  );

  useEffect(() => {
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [tick]);

  return { remainingMs, correct };
}
