import { describe, expect, test } from 'vitest';
import { firstProblem, formatDollars, quantityChoices, RATING_LABELS, reviewRequest, starsOf } from '@tp/contracts/product-rules';

describe('the shop rules the product page applies', () => {
  test('an average is drawn to the nearest half star', () => {
    expect([0, 1, 3.2, 3.25, 3.667, 4.5, 4.74, 4.75, 5].map(starsOf)).toEqual([0, 1, 3, 3.5, 3.5, 4.5, 4.5, 5, 5]);
  });

  test('the scale\'s labels run from Poor (1) to Excellent (5)', () => {
    expect(RATING_LABELS).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
  });

  test('the review form says what is missing before sending, in the server\'s words', () => {
    expect(firstProblem(reviewRequest, { comment: 'Nice' })).toBe('Please choose a rating from 1 (Poor) to 5 (Excellent).');
    expect(firstProblem(reviewRequest, { rating: 4, comment: '  ' })).toBe('Please write a comment.');
    expect(firstProblem(reviewRequest, { rating: 4, comment: 'Nice' })).toBeUndefined();
  });

  test('the quantity picker offers 1 to the stock, at most 20; none when out of stock', () => {
    expect(quantityChoices(3)).toEqual([1, 2, 3]);
    expect(quantityChoices(500)).toHaveLength(20);
    expect(quantityChoices(0)).toEqual([]);
  });

  test('prices show with cents', () => {
    expect(formatDollars(49.5)).toBe('$49.50');
  });
});
