import { GRADE_MAX, GRADE_MIN, PHONE_MAX_LENGTH, PHONE_PATTERN } from '@tp/contracts';

/** The first broken rule's message, or undefined: rules are checked in the order the spec lists them. */
export type Rule = () => string | undefined | false;

export function firstBroken(rules: Rule[]): string | undefined {
  for (const rule of rules) {
    const message = rule();
    if (message) return message;
  }
  return undefined;
}

export const PHONE_FORMAT_MESSAGE = 'Phone must be in the form ddd-ddd-dddd (for example 555-123-4567).';
export const GRADE_RANGE_MESSAGE = `Grade must be a whole number from ${GRADE_MIN} to ${GRADE_MAX}.`;
export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 6 characters.';

export function isPhone(value: string): boolean {
  return value.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(value);
}

/** A grade as forms send it (number or digits); '' and null mean "not given". */
export function gradeValue(value: number | string | null | undefined): number | undefined | 'invalid' {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const grade = typeof value === 'number' ? value : Number(value.trim());
  return Number.isInteger(grade) && grade >= GRADE_MIN && grade <= GRADE_MAX ? grade : 'invalid';
}

/** New passwords: long enough to mean something, short enough to hash quickly. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < 6) return PASSWORD_LENGTH_MESSAGE;
  if (password.length > 200) return 'Password must be at most 200 characters.';
  return undefined;
}
