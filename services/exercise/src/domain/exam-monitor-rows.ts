import { EXAM_CONNECTED_WINDOW_MS, type ExamMonitorRow, type ExamStatus } from '@tp/contracts';
import type { MonitorRecord } from './exercise-records';

// What the teacher's exam monitor shows of each student's exam, and what changed since it was last sent: pure.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function statusOf(record: Pick<MonitorRecord, 'startedAt' | 'finishedAt'>): ExamStatus {
  if (record.finishedAt) return 'finished';
  return record.startedAt ? 'in-progress' : 'not-started';
}

/** One student's row; connected: heard from (a write or a heartbeat) within EXAM_CONNECTED_WINDOW_MS of `now`. */
export function toMonitorRow(record: MonitorRecord, now: Date): ExamMonitorRow {
  return {
    exerciseId: record.id,
    student: { _id: record.studentId, name: record.studentName, email: record.studentEmail },
    status: statusOf(record),
    answered: record.answered,
    total: record.questionCount,
    examDuration: record.examDuration,
    extraMinutes: record.extraMinutes,
    startedAt: iso(record.startedAt),
    endExamAt: iso(record.endExamAt),
    finishedAt: iso(record.finishedAt),
    finishedBy: record.finishedBy,
    lastSavedAt: iso(record.lastSavedAt),
    lastSeenAt: iso(record.lastSeenAt),
    connected: record.lastSeenAt !== null && now.getTime() - record.lastSeenAt.getTime() <= EXAM_CONNECTED_WINDOW_MS,
  };
}

/**
 * Rows that differ from what was last sent (`sent`: exercise id → the row as sent), and exercise ids no longer
 * there; `sent` is brought up to date.
 */
export function monitorChanges(sent: Map<string, string>, rows: readonly ExamMonitorRow[]): { rows: ExamMonitorRow[]; removed: string[] } {
  const changed = rows.filter((row) => sent.get(row.exerciseId) !== JSON.stringify(row));
  const present = new Set(rows.map((row) => row.exerciseId));
  const removed = [...sent.keys()].filter((id) => !present.has(id));
  for (const id of removed) sent.delete(id);
  for (const row of changed) sent.set(row.exerciseId, JSON.stringify(row));
  return { rows: changed, removed };
}
