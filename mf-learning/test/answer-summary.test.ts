import { describe, expect, test } from 'vitest';
import { answerSummary } from '../src/features/exercise-take/utils/answer-summary';

const questions = [{ _id: 'q1' }, { _id: 'q2' }, { _id: 'q3' }, { _id: 'q4' }];

describe('what is answered before Submit All Solutions', () => {
  test('a blank or whitespace-only answer is unanswered; questions are numbered from 1 as the screen shows them', () => {
    const answers: Record<string, string> = { q1: 'A', q2: '', q3: '  \n', q4: 'x = 2' };
    expect(answerSummary(questions, (id) => answers[id]!, new Set())).toEqual({ total: 4, answered: 2, unanswered: [2, 3], waiting: [] });
  });

  test('an answer still waiting on the device counts as answered and is listed as not sent yet', () => {
    const answers: Record<string, string> = { q1: 'A', q2: 'B', q3: 'C', q4: '' };
    expect(answerSummary(questions, (id) => answers[id]!, new Set(['q3', 'q4']))).toEqual({ total: 4, answered: 3, unanswered: [4], waiting: [3, 4] });
  });

  test('no questions: nothing answered, nothing missing', () => {
    expect(answerSummary([], () => '', new Set())).toEqual({ total: 0, answered: 0, unanswered: [], waiting: [] });
  });
});
