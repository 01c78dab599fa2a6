import { describe, expect, test } from 'vitest';
import { recordsSummary } from '../src/features/student-exercises/utils/records-summary';

describe('Resource Records\' summary line', () => {
  test('the questions in all, right and wrong; given up only when there is one', () => {
    expect(recordsSummary({ total: 12, correct: 9, wrong: 3, gaveUp: 0 })).toBe('12 questions: 9 right, 3 wrong');
    expect(recordsSummary({ total: 3, correct: 1, wrong: 1, gaveUp: 1 })).toBe('3 questions: 1 right, 1 wrong, 1 given up');
    expect(recordsSummary({ total: 1, correct: 1, wrong: 0, gaveUp: 0 })).toBe('1 question: 1 right, 0 wrong');
    expect(recordsSummary({ total: 0, correct: 0, wrong: 0, gaveUp: 0 })).toBe('No practice question answered yet.');
  });
});
