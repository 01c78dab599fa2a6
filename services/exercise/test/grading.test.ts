import { describe, expect, test } from 'vitest';
import type { GradingMethod } from '@tp/contracts';
import { gradeAnswer } from '../src/domain/grading/grade-answer';
import { TABLES } from './grading-table';

// The equivalence table (grading-table.ts), one test per row, and the choice questions.

const free = (correctAnswer: string) => ({ isChoice: 2 as const, correctAnswer });
const graded = (answer: string, correctAnswer: string) => gradeAnswer(free(correctAnswer), answer);

const verdictName = (correct: boolean | null, method: GradingMethod | null) => (correct === null ? 'left to the teacher' : `${correct} by ${method}`);

describe.each(TABLES)('free response: %s', (_, rows) => {
  test.each(rows.map((row) => [...row, verdictName(row[2], row[3])] as const))('%s against %s is %s/%s (%s)', (answer, correctAnswer, correct, method) => {
    expect(graded(answer, correctAnswer)).toEqual({ correct, method });
  });
});

describe('free response: the verdict does not depend on which side is the correct answer', () => {
  const rows = TABLES.flatMap(([, table]) => table).filter(([answer, correct]) => answer !== '' && correct !== '');
  test.each(rows)('%s and %s swapped is still %s/%s', (answer, correctAnswer, correct, method) => {
    expect(graded(correctAnswer, answer)).toEqual({ correct, method });
  });
});

describe('free response: one grading never changes the next', () => {
  test('f read as a function in one answer is a plain variable in the next; the same pair graded twice gets the same verdict', () => {
    expect(graded('f(x)', 'f(x)')).toEqual({ correct: true, method: 'text' });
    expect(graded('f+1', '1+f')).toEqual({ correct: true, method: 'symbolic' });
    expect(graded('2x=4', 'x=2')).toEqual(graded('2x=4', 'x=2'));
  });
});

describe('choice questions', () => {
  test('a stored single answer equal to the correct letter is true by exact comparison', () => {
    expect(gradeAnswer({ isChoice: 0, correctAnswer: 'B' }, 'B')).toEqual({ correct: true, method: 'exact' });
  });

  test('another letter is false by exact comparison', () => {
    expect(gradeAnswer({ isChoice: 0, correctAnswer: 'B' }, 'C')).toEqual({ correct: false, method: 'exact' });
  });

  test('multiple choice compares the sorted letters, the correct answer normalised too (c, a → A,C)', () => {
    expect(gradeAnswer({ isChoice: 1, correctAnswer: 'c, a' }, 'A,C')).toEqual({ correct: true, method: 'exact' });
    expect(gradeAnswer({ isChoice: 1, correctAnswer: 'A,C' }, 'A')).toEqual({ correct: false, method: 'exact' });
    expect(gradeAnswer({ isChoice: 1, correctAnswer: 'A,C' }, 'A,B,C')).toEqual({ correct: false, method: 'exact' });
  });

  test('a question without a correct answer is left to the teacher', () => {
    expect(gradeAnswer({ isChoice: 0, correctAnswer: '' }, 'A')).toEqual({ correct: null, method: null });
    expect(gradeAnswer({ isChoice: 1, correctAnswer: ' ' }, 'A')).toEqual({ correct: null, method: null });
  });
});
