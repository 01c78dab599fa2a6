import { describe, expect, test } from 'vitest';
import { expiredTimeLabel, myClassAction } from '../src/features/my-classes/utils/expired-time';

describe('Expired Time (SPEC §9; catalog computes the date, the screen formats it)', () => {
  test('a date reads YYYY-MM-DD', () => {
    expect(expiredTimeLabel(new Date(2027, 0, 5, 12).toISOString())).toBe('2027-01-05');
  });

  test('no expiry or an unreadable one reads -', () => {
    expect(expiredTimeLabel(null)).toBe('-');
    expect(expiredTimeLabel('not a date')).toBe('-');
  });
});

describe('my class action (SPEC §4)', () => {
  test('a valid class starts learning in its homework', () => {
    expect(myClassAction({ classId: 'c1', isValid: true })).toEqual({ label: 'start learning', to: '/myHomework/c1' });
  });

  test('an expired class is renewed on its class register page', () => {
    expect(myClassAction({ classId: 'c1', isValid: false })).toEqual({ label: 'renew', to: '/classRegister/c1' });
  });
});
