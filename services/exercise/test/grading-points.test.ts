import { describe, expect, test } from 'vitest';
import { POINTS_NEEDED, POINTS_TRIED, closeEnough, compareAtPoints, proportionalAtPoints, samplePoints, type RealFunction } from '../src/domain/grading/sample-points';
import { boundsProblem, isSmallToExpand, realValue } from '../src/domain/grading/math-tree';

// The random-point check and the evaluator behind it, on their own.

const x: RealFunction = (point) => point.x;

describe('the random points', () => {
  test('are the same on every call, whatever the order of the variables', () => {
    expect(samplePoints(['x', 'y'])).toEqual(samplePoints(['y', 'x']));
    expect(samplePoints(['x'])).toHaveLength(POINTS_TRIED);
  });

  test('spread over negative and positive values, none repeated', () => {
    const values = samplePoints(['x']).map((point) => point.x);
    expect(values.some((value) => value < -1)).toBe(true);
    expect(values.some((value) => value > 1)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('values compared', () => {
  test('0.333 is not 1/3, rounding in the 16th digit is no difference', () => {
    expect(closeEnough(0.333, 1 / 3)).toBe(false);
    expect(closeEnough(0.1 + 0.2, 0.3)).toBe(true);
  });

  test('tiny numbers compared as numbers are compared relatively: 6.626e-34 is not 6.7e-34', () => {
    expect(closeEnough(6.626e-34, 6.7e-34, 0)).toBe(false);
    expect(closeEnough(6.626e-34, 6.626e-34, 0)).toBe(true);
  });
});

describe('compareAtPoints', () => {
  test('the same function agrees; a different one differs', () => {
    expect(compareAtPoints((p) => (p.x - 1) * (p.x + 1), (p) => p.x * p.x - 1, ['x'])).toBe('agree');
    expect(compareAtPoints((p) => (p.x - 1) * (p.x + 2), (p) => p.x * p.x - 1, ['x'])).toBe('differ');
  });

  test('points where either is undefined are skipped (√x at negative x)', () => {
    expect(compareAtPoints((p) => Math.sqrt(p.x), (p) => Math.pow(p.x, 0.5), ['x'])).toBe('agree');
  });

  test(`fewer than ${POINTS_NEEDED} defined points decide nothing`, () => {
    const rarelyDefined: RealFunction = (p) => (p.x > 2.5 ? p.x : Number.NaN);
    expect(compareAtPoints(rarelyDefined, x, ['x'])).toBe('unknown');
  });

  test('a single odd point (rounding near a pole) decides nothing', () => {
    const first = samplePoints(['x'])[0].x;
    expect(compareAtPoints((p) => (p.x === first ? p.x + 1 : p.x), x, ['x'])).toBe('unknown');
  });
});

describe('proportionalAtPoints (equations with their sides moved to one side)', () => {
  test('x−2 and 2x−4 are proportional; x²−4 and x−2 are not', () => {
    expect(proportionalAtPoints((p) => 2 * p.x - 4, (p) => p.x - 2, ['x'])).toBe('agree');
    expect(proportionalAtPoints((p) => p.x * p.x - 4, (p) => p.x - 2, ['x'])).toBe('differ');
  });

  test('0 = 0 (every ratio zero) decides nothing', () => {
    expect(proportionalAtPoints(() => 0, x, ['x'])).toBe('unknown');
  });

  test('the first ratio being the odd one decides nothing', () => {
    const first = samplePoints(['x'])[0].x;
    expect(proportionalAtPoints((p) => (p.x === first ? 3 * p.x : 2 * p.x), x, ['x'])).toBe('unknown');
  });
});

describe('the evaluator and the bounds', () => {
  test('evaluates the algebra’s trees in real numbers; not-real is NaN', () => {
    expect(realValue(['Add', ['Power', 'x', 2], -1], { x: 3 })).toBe(8);
    expect(realValue(['Root', -8, 3], {})).toBeCloseTo(-2, 12);
    expect(realValue(['Log', 8, 2], {})).toBeCloseTo(3, 12);
    expect(realValue(['Sqrt', -1], {})).toBeNaN();
    expect(realValue(['Complex', 0, 1], {})).toBeNaN();
    expect(realValue({ num: '1.5e3' }, {})).toBe(1500);
  });

  test('refuses unknown functions, unknown names, factorials and huge exponents; accepts a complex exponent', () => {
    const x = new Set(['x']);
    expect(boundsProblem(['f', 'x'], x)).toMatch(/not graded/);
    expect(boundsProblem(['Add', 'y', 1], x)).toMatch(/unknown name/);
    expect(boundsProblem(['Factorial', 5], x)).toMatch(/not graded/);
    expect(boundsProblem(['Power', 'x', 1001], x)).toMatch(/exponent/);
    expect(boundsProblem(['Power', 9, ['Power', 9, 9]], x)).toMatch(/exponent/);
    expect(boundsProblem(['Power', 'ExponentialE', ['Multiply', ['Complex', 0, 1], 'Pi']], x)).toBeNull();
    expect(boundsProblem(['Power', 2, 'x'], x)).toBeNull();
  });

  test('a power of a sum is multiplied out only while it stays small', () => {
    const x = new Set(['x', 'y', 'z']);
    expect(isSmallToExpand(['Power', ['Add', 'x', 1], 12], x)).toBe(true);
    expect(isSmallToExpand(['Power', ['Add', 'x', 1], 13], x)).toBe(false);
    expect(isSmallToExpand(['Power', 'x', 500], x)).toBe(true);
    expect(isSmallToExpand(['Power', ['Add', 'x', 'y', 'z', 1], 12], x)).toBe(false);
  });
});
