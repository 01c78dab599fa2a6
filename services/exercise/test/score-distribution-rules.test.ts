import { describe, expect, test } from 'vitest';
import { scoreBinLabel, scoreBinOf } from '@tp/contracts';
import { scoreDistribution } from '../src/domain/homework-item-analysis';

describe('the score distribution (bins of 10%)', () => {
  test('a score falls in the bin of its tens of percent; a full score in the last bin, none in a bin of its own', () => {
    expect(scoreBinOf(0, 7)).toBe(0);
    expect(scoreBinOf(1, 10)).toBe(1);
    expect(scoreBinOf(2, 3)).toBe(6); // 66.7%
    expect(scoreBinOf(9, 10)).toBe(9);
    expect(scoreBinOf(10, 10)).toBe(9);
    expect(scoreBinOf(0, 0)).toBe(0);
  });

  test('bins are labelled by their percent range, the last one including 100%', () => {
    expect([0, 1, 9].map(scoreBinLabel)).toEqual(['0–9%', '10–19%', '90–100%']);
  });

  test('each student counts once, in the bin of their number of right answers', () => {
    expect(scoreDistribution([[1, 1, 1], [1, 1, 0], [0, 1, 1], [0, 0, 0]], 3)).toEqual([1, 0, 0, 0, 0, 0, 2, 0, 0, 1]);
    expect(scoreDistribution([], 3)).toEqual(Array(10).fill(0));
  });
});
