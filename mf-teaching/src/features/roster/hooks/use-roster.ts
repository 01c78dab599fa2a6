import { useEffect, useState } from 'react';
import { useApi } from '@tp/web-kit/use-api';
import { fetchRoster } from '../api/roster';

/** How long the screen waits for a registration to reach the roster (catalog learns it from billing's event). */
const ARRIVAL_TRIES = 20;
const ARRIVAL_INTERVAL_MS = 500;

/**
 * The class roster, plus `expect(studentId)`: after the teacher registers an interest, the roster is read again
 * until the student appears (or the tries run out), since catalog adds them when billing's event arrives.
 */
export function useRoster(classId: string) {
  const roster = useApi((signal) => fetchRoster(classId, signal), [classId]);
  const [expected, setExpected] = useState<{ studentId: string; triesLeft: number }>();
  const { data, loading, reload } = roster;

  useEffect(() => {
    if (!expected || loading) return;
    if (data?.some((entry) => entry.student.ID === expected.studentId) || expected.triesLeft <= 0) {
      setExpected(undefined);
      return;
    }
    const timer = setTimeout(() => {
      setExpected({ ...expected, triesLeft: expected.triesLeft - 1 });
      reload();
    }, ARRIVAL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [expected, data, loading, reload]);

  return { ...roster, expect: (studentId: string) => setExpected({ studentId, triesLeft: ARRIVAL_TRIES }) };
}
