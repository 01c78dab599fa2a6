import { describe, expect, test } from 'vitest';
import { ApiError } from '@tp/web-kit/api-error';
import {
  classifyFailure,
  mayBeSent,
  nextTryDelay,
  ownedBy,
  retryDelay,
  saveStateOf,
  supersededBy,
  unownedOf,
  type QueuedAnswer,
} from '../src/features/exercise-take/answer-queue/queue-core';
import { clockLabel } from '@tp/web-kit/clock-label';
import { deadlineAfter, remainingUntil } from '../src/features/exercise-take/utils/exam-clock';

const entry = (opId: string, questionId: string, seq: number, kind: QueuedAnswer['kind'] = 'save', ownerId = 'student-a'): QueuedAnswer => ({
  opId, ownerId, exerciseId: 'ex', questionId, kind, seq, answer: 'A', content: '', queuedAt: seq,
});

describe('answer queue rules', () => {
  test('no connection, timeouts, rate limits and 5xx are retried; other 4xx are refused for good; a sign-out waits', () => {
    const error = (status: number, redirected = false) => new ApiError({ code: status, msg: 'x', result: null }, status, redirected);
    expect(classifyFailure(new TypeError('fetch failed'))).toBe('retry');
    expect([0, 408, 429, 500, 502, 503].map((s) => classifyFailure(error(s)))).toEqual(Array(6).fill('retry'));
    expect([400, 403, 404, 409, 422].map((s) => classifyFailure(error(s)))).toEqual(Array(5).fill('refused'));
    expect(classifyFailure(error(401, true))).toBe('signed-out');
  });

  test('the pause doubles from 1 s and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  test('a save replaces older unsent writes of its question; working alone replaces only working alone', () => {
    const queued = [entry('a', 'q1', 1), entry('b', 'q1', 2, 'content'), entry('c', 'q2', 3), entry('d', 'q1', 4)];
    expect(supersededBy(entry('new', 'q1', 5), queued, undefined)).toEqual(['a', 'b', 'd']);
    expect(supersededBy(entry('new', 'q1', 5), queued, 'a')).toEqual(['b', 'd']);
    expect(supersededBy(entry('new', 'q1', 5, 'content'), queued, undefined)).toEqual(['b']);
  });

  test('while hurrying at time-up the pause stays at 1 s however many tries failed', () => {
    expect([1, 2, 5, 20].map((failures) => nextTryDelay(failures, true))).toEqual([1_000, 1_000, 1_000, 1_000]);
    expect([1, 2, 5, 20].map((failures) => nextTryDelay(failures, false))).toEqual([1_000, 2_000, 16_000, 30_000]);
  });

  test('a student\'s queue holds only his writes; ownerless writes are picked out by exercise', () => {
    const { ownerId: _, ...ownerless } = entry('old', 'q1', 1);
    const stored = [entry('a1', 'q1', 2), entry('b1', 'q1', 3, 'save', 'student-b'), ownerless, { ...ownerless, opId: 'old-2', exerciseId: 'other' }];
    expect(ownedBy(stored, 'student-a').map((e) => e.opId)).toEqual(['a1']);
    expect(ownedBy(stored, 'student-b').map((e) => e.opId)).toEqual(['b1']);
    expect(ownedBy(stored, 'student-c')).toEqual([]);
    expect(unownedOf(stored, 'ex').map((e) => e.opId)).toEqual(['old']);
  });

  test('a write may be sent only while its owner is the one signed in', () => {
    expect(mayBeSent(entry('a', 'q1', 1), 'student-a')).toBe(true);
    expect(mayBeSent(entry('a', 'q1', 1), 'student-b')).toBe(false);
    expect(mayBeSent(entry('a', 'q1', 1), undefined)).toBe(false);
  });

  test('a new write never replaces another student\'s', () => {
    expect(supersededBy(entry('new', 'q1', 5, 'save', 'student-b'), [entry('a', 'q1', 1)], undefined)).toEqual([]);
  });

  test('Saved, Saving… and Offline', () => {
    expect(saveStateOf({ pending: 0, online: true, unreachable: false })).toBe('saved');
    expect(saveStateOf({ pending: 2, online: true, unreachable: false })).toBe('saving');
    expect(saveStateOf({ pending: 2, online: true, unreachable: true })).toBe('offline');
    expect(saveStateOf({ pending: 0, online: false, unreachable: false })).toBe('offline');
  });
});

describe('exam clock', () => {
  test('counts on the monotonic clock from the server\'s remaining time, whatever the calendar clock says', () => {
    const deadline = deadlineAfter(60_000, 1_000);
    expect(remainingUntil(deadline, 31_000)).toBe(30_000);
    expect(remainingUntil(deadline, 90_000)).toBe(0);
  });

  test('shows mm:ss, h:mm:ss from an hour, and rounds part seconds up', () => {
    expect(clockLabel(60_000)).toBe('01:00');
    expect(clockLabel(59_001)).toBe('01:00');
    expect(clockLabel(500)).toBe('00:01');
    expect(clockLabel(0)).toBe('00:00');
    expect(clockLabel(3_725_000)).toBe('1:02:05');
  });
});
