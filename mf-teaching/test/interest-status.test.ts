import { describe, expect, test } from 'vitest';
import { canChangeInterest, interestStatus, planLabel } from '../src/features/roster/utils/interest-status';

describe('interest status, teacher view', () => {
  test('registered outranks paid; paid and unregistered waits for confirmation; otherwise interested', () => {
    expect(interestStatus({ registered: true, paid: false })).toBe('Registered');
    expect(interestStatus({ registered: true, paid: true })).toBe('Registered');
    expect(interestStatus({ registered: false, paid: true })).toBe('Pending payment confirmation');
    expect(interestStatus({ registered: false, paid: false })).toBe('Interested');
  });

  test('Add and Delete only while not registered', () => {
    expect(canChangeInterest({ registered: false })).toBe(true);
    expect(canChangeInterest({ registered: true })).toBe(false);
  });

  test('plans read as 1 month and 1 year', () => {
    expect(planLabel(1)).toBe('1 month');
    expect(planLabel(2)).toBe('1 year');
  });
});
