import { GRADE_MAX } from './constants';

/**
 * The stored grade rises by one for each school year passed, a school year starting on 1 September.
 * `gradeAt` is when the grade was stored.
 */
export function currentGrade(grade: number, gradeAt: Date | string, now: Date = new Date()): number {
  const stored = new Date(gradeAt);
  const yearsPassed = schoolYearOf(now) - schoolYearOf(stored);
  return Math.min(GRADE_MAX, grade + Math.max(0, yearsPassed));
}

/** The calendar year in which the school year containing `date` began (months are 0-based: 8 is September). */
function schoolYearOf(date: Date): number {
  return date.getUTCMonth() >= 8 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}
