import { describe, expect, test } from 'vitest';
import { currentGradeLabel, currentGradeOf, gradeLabel, gradeOptions } from '@tp/web-kit/grade';

describe('grade display', () => {
  test('labels grades and offers Grade 1 to Grade 12', () => {
    expect(gradeLabel(9)).toBe('Grade 9');
    expect(gradeLabel(null)).toBe('');
    expect(gradeOptions()).toHaveLength(12);
    expect(gradeOptions()[0]).toEqual({ value: 1, label: 'Grade 1' });
    expect(gradeOptions()[11]).toEqual({ value: 12, label: 'Grade 12' });
  });

  test('the grade rises by one for each 1 September passed since it was stored', () => {
    const stored = { gradeInSchoolYear: 9, gradeInSchoolYearAt: '2024-10-01T00:00:00.000Z' };
    expect(currentGradeOf(stored, new Date('2025-08-31T12:00:00Z'))).toBe(9);
    expect(currentGradeOf(stored, new Date('2025-09-01T12:00:00Z'))).toBe(10);
    expect(currentGradeLabel(stored, new Date('2026-09-02T12:00:00Z'))).toBe('Grade 11');
  });

  test('a grade stored in August rises on the coming 1 September, and never past 12', () => {
    expect(currentGradeOf({ gradeInSchoolYear: 5, gradeInSchoolYearAt: '2025-08-20T00:00:00Z' }, new Date('2025-09-01T12:00:00Z'))).toBe(6);
    expect(currentGradeOf({ gradeInSchoolYear: 12, gradeInSchoolYearAt: '2020-10-01T00:00:00Z' }, new Date('2025-10-01T00:00:00Z'))).toBe(12);
  });

  test('without a stored date the server\'s currentGrade is used; without any grade, nothing shows', () => {
    expect(currentGradeOf({ currentGrade: 7 })).toBe(7);
    expect(currentGradeLabel({})).toBe('');
  });
});
