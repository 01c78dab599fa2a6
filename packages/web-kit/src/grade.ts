import { GRADE_MAX, GRADE_MIN } from '@tp/contracts/constants';
import { currentGrade } from '@tp/contracts/grade';
import { kitText } from '@tp/web-kit/i18n/kit-texts';

/** 'Grade 9' (in the interface's language); an empty string when there is no grade. */
export function gradeLabel(grade: number | null | undefined): string {
  return typeof grade === 'number' && grade >= GRADE_MIN ? kitText('grade', { grade }) : '';
}

/** The choices of a grade select: Grade 1 to Grade 12, in the interface's language when asked. */
export function gradeOptions(): { value: number; label: string }[] {
  return Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => ({ value: GRADE_MIN + i, label: gradeLabel(GRADE_MIN + i) }));
}

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
