import { describe, expect, test } from 'vitest';
import { hasMathDelimiter } from '../src/math/math-delimiters';

describe('hasMathDelimiter', () => {
  test.each([
    ['display maths in $$', 'Energy: $$E = mc^2$$'],
    ['display maths in \\[ \\]', '<p>\\[ \\int_0^1 x\\,dx \\]</p>'],
    ['inline maths in $', 'the root $\\sqrt{2}$ is irrational'],
    ['inline maths in \\( \\)', '<span class="ql-formula" data-value="x">\\(x\\)</span>'],
    ['maths across lines', '$$a\n= b$$'],
    ['a bare environment', '\\begin{align} a &= b \\end{align}'],
  ])('finds %s', (_, text) => {
    expect(hasMathDelimiter(text)).toBe(true);
  });

  test.each([
    ['plain text', '<p>No maths here, just prose.</p>'],
    ['a single dollar', 'It costs $5 per lesson'],
    ['escaped dollars', 'From \\$5 to \\$10'],
    ['an empty $$ pair', 'Price: $$'],
    ['an opening \\( alone', 'a \\( without its end'],
    ['nothing', ''],
  ])('finds nothing in %s', (_, text) => {
    expect(hasMathDelimiter(text)).toBe(false);
  });

  test('is false for null and undefined', () => {
    expect(hasMathDelimiter(null)).toBe(false);
    expect(hasMathDelimiter(undefined)).toBe(false);
  });
});
