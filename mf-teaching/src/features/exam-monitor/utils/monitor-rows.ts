import type { ExamMonitorRow } from '@tp/contracts/exam-monitor';
import { classWorkText } from '../../../components/class-work-texts';

/** The monitor's filters: a status, or in progress but not heard from lately. */
export type MonitorFilter = 'all' | 'not-started' | 'in-progress' | 'finished' | 'disconnected';

/** In progress and not heard from within the connected window: the teacher may want to check on them. */
export const isDisconnected = (row: Pick<ExamMonitorRow, 'status' | 'connected'>) => row.status === 'in-progress' && !row.connected;

export function matchesFilter(row: ExamMonitorRow, filter: MonitorFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'disconnected' ? isDisconnected(row) : row.status === filter;
}

/** How many rows each filter shows (the counts at the top). */
export function filterCounts(rows: readonly ExamMonitorRow[]): Record<MonitorFilter, number> {
  const counts: Record<MonitorFilter, number> = { all: rows.length, 'not-started': 0, 'in-progress': 0, finished: 0, disconnected: 0 };
  for (const row of rows) {
    counts[row.status] += 1;
    if (isDisconnected(row)) counts.disconnected += 1;
  }
  return counts;
}

/**
 * Milliseconds left of a student's exam at the server's time `serverNowMs`: the whole time (with extra time) before
 * the start, until the end once started, null once finished.
 */
export function timeLeftMs(row: Pick<ExamMonitorRow, 'status' | 'endExamAt' | 'examDuration' | 'extraMinutes'>, serverNowMs: number): number | null {
  if (row.status === 'finished') return null;
  if (row.status === 'not-started' || !row.endExamAt) return (row.examDuration + row.extraMinutes) * 60_000;
  return Math.max(0, Date.parse(row.endExamAt) - serverNowMs);
}

/** '12 s ago', '3 min ago', '2 h ago'; '—' when never. Times are the server's, compared with the server's now. */
export function agoLabel(iso: string | null, serverNowMs: number): string {
  if (!iso) return '—';
  const seconds = Math.max(0, Math.round((serverNowMs - Date.parse(iso)) / 1000));
  if (seconds < 60) return classWorkText('secondsAgo', { count: seconds });
  if (seconds < 3600) return classWorkText('minutesAgo', { count: Math.floor(seconds / 60) });
  return classWorkText('hoursAgo', { count: Math.floor(seconds / 3600) });
}

/** The rows kept by exercise id, with a change applied: changed rows replaced, removed ones dropped. */
export function applyChange(rows: ReadonlyMap<string, ExamMonitorRow>, changed: readonly ExamMonitorRow[], removed: readonly string[]): Map<string, ExamMonitorRow> {
  const next = new Map(rows);
  for (const id of removed) next.delete(id);
  for (const row of changed) next.set(row.exerciseId, row);
  return next;
}
