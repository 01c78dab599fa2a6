import { describe, expect, test } from 'vitest';
import { countTicks } from '../src/count-ticks';

describe('the ticks of an axis of counts', () => {
  test('whole numbers from 0 to the largest count, one apart while there are five or fewer', () => {
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  test('larger counts take whole steps of at most five, the top at or above the largest count; nothing drawn still has an axis', () => {
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(countTicks(0)).toEqual([0, 1]);
  });
});
