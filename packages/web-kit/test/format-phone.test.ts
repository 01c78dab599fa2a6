import { describe, expect, test } from 'vitest';
import { formatPhone } from '@tp/web-kit/format-phone';

describe('formatPhone (ddd-ddd-dddd, at most 12 characters)', () => {
  test.each([
    ['', ''],
    ['5', '5'],
    ['555', '555'],
    ['5551', '555-1'],
    ['555123', '555-123'],
    ['5551234', '555-123-4'],
    ['5551234567', '555-123-4567'],
  ])('typing %j shows %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  test('extra digits are cut so the value never passes 12 characters', () => {
    expect(formatPhone('55512345678999')).toBe('555-123-4567');
    expect(formatPhone('55512345678999')).toHaveLength(12);
  });

  test('letters, spaces, brackets and the user\'s own dashes are re-laid as ddd-ddd-dddd', () => {
    expect(formatPhone('(555) 123-45ab67')).toBe('555-123-4567');
    expect(formatPhone('555-')).toBe('555');
    expect(formatPhone(null)).toBe('');
  });
});
