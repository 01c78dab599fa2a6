import { describe, expect, test } from 'vitest';
import { expiredTimeLabel, myClassAction } from '../src/features/my-classes/utils/expired-time';

const entry = (includeLibrary: boolean, endDate: string | null, expirationDate: string | null) => ({ classInfo: { classID: { includeLibrary, endDate } }, expirationDate });
const at = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).toISOString();

describe('Expired Time (the expiry display rule, shared with catalog through contracts)', () => {
  test('with the library included, the registration\'s expiry reads YYYY-MM-DD even when the class ends later', () => {
    expect(expiredTimeLabel(entry(true, at(2027, 6, 30), at(2027, 1, 5)))).toBe('2027-01-05');
  });

  test('without the library, the later of the class end and the registration\'s expiry', () => {
    expect(expiredTimeLabel(entry(false, at(2027, 6, 30), at(2027, 1, 5)))).toBe('2027-06-30');
    expect(expiredTimeLabel(entry(false, at(2026, 6, 30), at(2027, 1, 5)))).toBe('2027-01-05');
    expect(expiredTimeLabel(entry(false, null, at(2027, 1, 5)))).toBe('2027-01-05');
    expect(expiredTimeLabel(entry(false, at(2027, 6, 30), null))).toBe('2027-06-30');
  });

  test('no expiry or an unreadable one reads -', () => {
    expect(expiredTimeLabel(entry(true, at(2027, 6, 30), null))).toBe('-');
    expect(expiredTimeLabel(entry(false, null, null))).toBe('-');
    expect(expiredTimeLabel(entry(true, null, 'not a date'))).toBe('-');
  });
});

describe('my class action', () => {
  test('a valid class starts learning in its homework', () => {
    expect(myClassAction({ classId: 'c1', isValid: true })).toEqual({ action: 'startLearning', to: '/myHomework/c1' });
  });

  test('an expired class is renewed on its class register page', () => {
    expect(myClassAction({ classId: 'c1', isValid: false })).toEqual({ action: 'renew', to: '/classRegister/c1' });
  });
});
