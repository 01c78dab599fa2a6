import { describe, expect, test } from 'vitest';
import type { ExamMonitorRow } from '@tp/contracts/exam-monitor';
import { agoLabel, applyChange, filterCounts, matchesFilter, timeLeftMs } from '../src/features/exam-monitor/utils/monitor-rows';

const NOW = Date.parse('2026-06-01T09:30:00Z');
const row = (id: string, fields: Partial<ExamMonitorRow>): ExamMonitorRow => ({
  exerciseId: id, student: { _id: `s-${id}`, name: `Student ${id}`, email: `${id}@school.test` }, status: 'not-started', answered: 0, total: 5,
  examDuration: 45, extraMinutes: 0, startedAt: null, endExamAt: null, finishedAt: null, finishedBy: null, lastSavedAt: null, lastSeenAt: null,
  connected: false, ...fields,
});

const waiting = row('a', {});
const working = row('b', { status: 'in-progress', startedAt: '2026-06-01T09:00:00Z', endExamAt: '2026-06-01T09:45:00Z', connected: true });
const gone = row('c', { status: 'in-progress', startedAt: '2026-06-01T09:00:00Z', endExamAt: '2026-06-01T09:29:00Z', connected: false });
const done = row('d', { status: 'finished', finishedAt: '2026-06-01T09:20:00Z', connected: true });

describe('the monitor\'s rows', () => {
  test('counts per filter: a student in progress who is not connected is also counted as disconnected', () => {
    expect(filterCounts([waiting, working, gone, done])).toEqual({ all: 4, 'not-started': 1, 'in-progress': 2, finished: 1, disconnected: 1 });
    expect([waiting, working, gone, done].filter((r) => matchesFilter(r, 'disconnected'))).toEqual([gone]);
  });

  test('time left: the whole length with extra time before the start, to the end once started (never below 0), none once finished', () => {
    expect(timeLeftMs({ ...waiting, extraMinutes: 10 }, NOW)).toBe(55 * 60_000);
    expect(timeLeftMs(working, NOW)).toBe(15 * 60_000);
    expect(timeLeftMs(gone, NOW)).toBe(0);
    expect(timeLeftMs(done, NOW)).toBeNull();
  });

  test('"ago" reads in seconds, minutes or hours of the server\'s clock', () => {
    expect([agoLabel(null, NOW), agoLabel('2026-06-01T09:29:48Z', NOW), agoLabel('2026-06-01T09:25:00Z', NOW), agoLabel('2026-06-01T07:00:00Z', NOW)]).toEqual([
      '—', '12 s ago', '5 min ago', '2 h ago',
    ]);
  });

  test('a change replaces the rows it carries and drops the removed ones, leaving the rest', () => {
    const shown = new Map([waiting, working].map((r) => [r.exerciseId, r]));
    const next = applyChange(shown, [{ ...working, answered: 3 }, done], ['a']);
    expect([...next.values()].map((r) => [r.exerciseId, r.answered])).toEqual([['b', 3], ['d', 0]]);
    expect(shown.size).toBe(2);
  });
});
