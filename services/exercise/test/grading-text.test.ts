import { describe, expect, test } from 'vitest';
import { asciiMaths, bracketDepth, isPlainWords, stripMathDelimiters } from '../src/domain/grading/answer-text';

// Free-response answers as text, before the maths.

describe('maths delimiters around the whole answer are taken off', () => {
  test.each([
    ['$x^2$', 'x^2'],
    ['$$x^2$$', 'x^2'],
    ['\\(x^2\\)', 'x^2'],
    ['\\[x^2\\]', 'x^2'],
    ['  $ \\(x\\) $ ', 'x'],
  ])('%s → %s', (raw, text) => {
    expect(stripMathDelimiters(raw)).toBe(text);
  });

  test('delimiters that do not wrap the whole answer stay', () => {
    expect(stripMathDelimiters('$a$ and $b$')).toBe('$a$ and $b$');
    expect(stripMathDelimiters('\\(a\\) or \\(b\\)')).toBe('\\(a\\) or \\(b\\)');
    expect(stripMathDelimiters('5 $')).toBe('5 $');
  });
});

test('unicode maths typed on a phone reads as LaTeX', () => {
  expect(asciiMaths('x² − 2·π ÷ 3')).toBe('x^2 - 2\\cdot \\pi  / 3');
});

describe('words or maths', () => {
  test.each(['Paris', 'the answer is 5', 'No', 'xy', 'photosynthèse', '5 apples', '光合作用'])('%s is words', (text) => {
    expect(isPlainWords(text)).toBe(true);
  });

  test.each(['x^2-1', 'sqrt(2)', '\\frac{1}{2}', '\\sin^2x+\\cos^2x', '9.8 m/s^2', '2x', 'x', 'ln(x)+pi', '\\text{cm}'])('%s is maths', (text) => {
    expect(isPlainWords(text)).toBe(false);
  });
});

test('bracket depth counts (), [] and {} together', () => {
  expect(bracketDepth('x')).toBe(0);
  expect(bracketDepth('\\frac{(x+1)}{2}')).toBe(2);
  expect(bracketDepth('((([x])))')).toBe(4);
});
