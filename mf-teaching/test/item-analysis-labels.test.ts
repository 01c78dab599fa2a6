import { describe, expect, test } from 'vitest';
import { basisSentence, percent, twoDecimals } from '../src/features/correction/utils/item-analysis-labels';

describe('item analysis labels', () => {
  test('the basis names what was counted and each thing left out', () => {
    expect(basisSentence({ students: 6, unfinished: 0, otherVersions: 0 })).toBe('From 6 finished exercises.');
    expect(basisSentence({ students: 1, unfinished: 2, otherVersions: 1 })).toBe(
      'From 1 finished exercise; left out: 2 exercises not finished yet and 1 exercise published with other questions.',
    );
  });

  test('numbers read as a person writes them, and a missing one as a dash, never NaN', () => {
    expect([percent(2 / 3), percent(null), twoDecimals(-0.15617), twoDecimals(0.632), twoDecimals(null)]).toEqual(['67%', '—', '−0.16', '0.63', '—']);
  });
});
