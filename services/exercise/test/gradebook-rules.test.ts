import { describe, expect, test } from 'vitest';
import type { GradebookCell, GradebookStatus } from '@tp/contracts';
import { averageOf, gradebookStatus, type GradebookExercise } from '../src/domain/gradebook/gradebook-rules';

const NOW = new Date('2026-06-01T12:00:00Z');
const exercise = (overrides: Partial<GradebookExercise> = {}): GradebookExercise => ({
  id: 'e', studentId: 's', homeworkId: 'h', questionCount: 3, dueDate: null, startedAt: null, finishedAt: null,
  correctionStatus: '0', answered: 0, correct: 0, ...overrides,
});
const PAST = new Date('2026-05-31T12:00:00Z');

describe('gradebookStatus', () => {
  test('corrected outranks submitted, submitted outranks overdue, overdue outranks in progress', () => {
    expect(gradebookStatus(exercise({ dueDate: PAST, finishedAt: PAST, correctionStatus: '1', answered: 1 }), NOW)).toBe('corrected');
    expect(gradebookStatus(exercise({ dueDate: PAST, finishedAt: PAST, answered: 1 }), NOW)).toBe('submitted');
    expect(gradebookStatus(exercise({ dueDate: PAST, startedAt: PAST, answered: 2 }), NOW)).toBe('overdue');
    expect(gradebookStatus(exercise({ dueDate: NOW, answered: 1 }), NOW)).toBe('in-progress');
    expect(gradebookStatus(exercise({ startedAt: PAST }), NOW)).toBe('in-progress');
    expect(gradebookStatus(exercise(), NOW)).toBe('not-started');
  });

  test('past its due date with every question answered but not submitted is in progress, not overdue', () => {
    expect(gradebookStatus(exercise({ dueDate: PAST, answered: 3 }), NOW)).toBe('in-progress');
  });
});

describe('averageOf', () => {
  const cell = (status: GradebookStatus, accuracy: number | null): GradebookCell => ({ exerciseId: 'e', status, accuracy, answered: 1, total: 1 });
  test('counts handed-in work (nothing answered as 0) and overdue work as 0; skips work not yet due and unpublished cells', () => {
    expect(averageOf([cell('corrected', 90), cell('submitted', null), cell('overdue', 50), cell('in-progress', 10), cell('not-started', null), null])).toBe(30);
    expect(averageOf([cell('in-progress', 40), null])).toBeNull();
    expect(averageOf([cell('submitted', 33), cell('submitted', 34)])).toBe(34);
  });
});
