import { GRADE_MAX, GRADE_MIN } from '@tp/contracts/constants';
import { currentGrade } from '@tp/contracts/grade';

/** 'Grade 9'; an empty string when there is no grade. */
export function gradeLabel(grade: number | null | undefined): string {
  return typeof grade === 'number' && grade >= GRADE_MIN ? `Grade ${grade}` : '';
}

/** The choices of a grade select: Grade 1 to Grade 12. */
export const GRADE_OPTIONS = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => ({ value: GRADE_MIN + i, label: gradeLabel(GRADE_MIN + i) }));

interface GradedUser {
  gradeInSchoolYear?: number | null;
  gradeInSchoolYearAt?: string | Date | null;
  currentGrade?: number | null;
}

/** The stored grade risen by one per school year (from 1 September) since it was stored. */
export function currentGradeOf(user: GradedUser | null | undefined, now: Date = new Date()): number | null {
  if (!user || typeof user.gradeInSchoolYear !== 'number') return user?.currentGrade ?? null;
  if (!user.gradeInSchoolYearAt) return user.gradeInSchoolYear;
  return currentGrade(user.gradeInSchoolYear, user.gradeInSchoolYearAt, now);
}

/** The current grade as shown to people: 'Grade 10', or '' when unknown. */
export function currentGradeLabel(user: GradedUser | null | undefined, now: Date = new Date()): string {
  return gradeLabel(currentGradeOf(user, now));
}
