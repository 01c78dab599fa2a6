// The random-point check: two expressions with the same value at many random points are (almost surely) the same
// function; two that differ at several points are not. The points are seeded, so a verdict never changes between
// two gradings of the same answer.

/** 0.333 and 1/3 differ by 1e-3 of their size; floating-point rounding by about 1e-15. */
export const RELATIVE_TOLERANCE = 1e-9;
/** Below this both values count as zero (sin²x + cos²x − 1 rounds to about 1e-16, not 0). */
const ABSOLUTE_TOLERANCE = 1e-12;
/** Points tried, and how many must give both values for a verdict (√x is undefined at half of them). */
export const POINTS_TRIED = 24;
export const POINTS_NEEDED = 6;
/** Values of the variables are drawn from [-RANGE, RANGE]. */
const RANGE = 3;
const SEED = 0x5eed_2a7e;

export type PointsOutcome = 'agree' | 'differ' | 'unknown';
export type RealFunction = (point: Readonly<Record<string, number>>) => number;

/**
 * Whether two values are the same up to rounding. `absolute` is the size under which both count as zero: for values
 * of functions at points; numbers themselves (6.626e-34 against 6.7e-34) are compared relatively only (0).
 */
export function closeEnough(a: number, b: number, absolute = ABSOLUTE_TOLERANCE): boolean {
  const difference = Math.abs(a - b);
  return difference <= absolute || difference <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

/** mulberry32: a small seeded generator, numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same POINTS_TRIED points for the same variables, every time. */
export function samplePoints(variables: readonly string[]): Array<Record<string, number>> {
  const random = seededRandom(SEED);
  const names = [...variables].sort();
  return Array.from({ length: POINTS_TRIED }, () => Object.fromEntries(names.map((name) => [name, (2 * random() - 1) * RANGE])));
}

/** The pairs of values at the points where both are defined (finite). */
function valuesAt(f: RealFunction, g: RealFunction, variables: readonly string[]): Array<[number, number]> {
  return samplePoints(variables)
    .map((point): [number, number] => [f(point), g(point)])
    .filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b));
}

/**
 * Whether f and g have the same values: 'agree' when they agree at all of at least POINTS_NEEDED defined points,
 * 'differ' when they differ at two or more; one odd point (rounding near a pole) or too few points decide nothing.
 */
export function compareAtPoints(f: RealFunction, g: RealFunction, variables: readonly string[]): PointsOutcome {
  const values = valuesAt(f, g, variables);
  const differing = values.filter(([a, b]) => !closeEnough(a, b)).length;
  if (differing >= 2) return 'differ';
  return differing === 0 && values.length >= POINTS_NEEDED ? 'agree' : 'unknown';
}

/**
 * Whether f is a constant non-zero multiple of g (the two sides of equations `x=2` and `2x=4` moved to one side):
 * the same ratio at every defined point, read as `compareAtPoints` reads values.
 */
export function proportionalAtPoints(f: RealFunction, g: RealFunction, variables: readonly string[]): PointsOutcome {
  const ratios = valuesAt(f, g, variables)
    .filter(([, b]) => Math.abs(b) > ABSOLUTE_TOLERANCE)
    .map(([a, b]) => a / b);
  if (ratios.length < POINTS_NEEDED || ratios.every((ratio) => Math.abs(ratio) <= ABSOLUTE_TOLERANCE)) return 'unknown';
  const outliersFrom = (reference: number) => ratios.filter((ratio) => !closeEnough(ratio, reference));
  const outliers = outliersFrom(ratios[0]);
  if (outliers.length === 0) return 'agree';
  // The first ratio may be the odd one: then the others agree among themselves and nothing is decided.
  return outliers.length >= 2 && outliersFrom(outliers[0]).length >= 2 ? 'differ' : 'unknown';
}
