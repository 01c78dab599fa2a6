import { describe, expect, test } from 'vitest';
import { positionsAfterMove } from '../src/domain/library-order';

const siblings = (...positions: number[]) => positions.map((position, i) => ({ id: `n${i + 1}`, position }));

describe('positionsAfterMove', () => {
  test('moving up swaps positions with the one above; down with the one below', () => {
    expect(positionsAfterMove(siblings(1, 2, 5), 'n2', 'up')).toEqual([{ id: 'n2', position: 1 }, { id: 'n1', position: 2 }]);
    expect(positionsAfterMove(siblings(1, 2, 5), 'n2', 'down')).toEqual([{ id: 'n2', position: 5 }, { id: 'n3', position: 2 }]);
  });

  test('the first moving up and the last moving down write nothing', () => {
    expect(positionsAfterMove(siblings(1, 2, 3), 'n1', 'up')).toEqual([]);
    expect(positionsAfterMove(siblings(1, 2, 3), 'n3', 'down')).toEqual([]);
    expect(positionsAfterMove(siblings(7), 'n1', 'down')).toEqual([]);
  });

  test('an id that is not among the siblings writes nothing', () => {
    expect(positionsAfterMove(siblings(1, 2), 'elsewhere', 'up')).toEqual([]);
  });

  test('when siblings share a position, all are renumbered 1..n in the new order so the move shows', () => {
    expect(positionsAfterMove(siblings(1, 1, 2), 'n2', 'up')).toEqual([
      { id: 'n2', position: 1 }, { id: 'n1', position: 2 }, { id: 'n3', position: 3 },
    ]);
  });
});
