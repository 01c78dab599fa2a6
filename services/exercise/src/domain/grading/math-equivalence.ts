import { algebra, parsePair, withAlgebraTime, type ParsedMaths } from './math-engine';
import { boundsProblem, isPolynomial, isSmallToExpand, isExactNumber, realValue, type MathJson } from './math-tree';
import { closeEnough, compareAtPoints, proportionalAtPoints, type PointsOutcome } from './sample-points';

// Two answers compared as maths. The algebra proves what it can ('symbolic'); evaluation at random points backs it
// and decides what the algebra leaves open ('numeric'). When the two disagree, or neither decides, the answer is
// left to the teacher (null).

/** A decided verdict on maths: proven by the algebra, or found by evaluation. */
export interface MathsVerdict {
  correct: boolean;
  method: 'symbolic' | 'numeric';
}

const symbolic = (correct: boolean): MathsVerdict => ({ correct, method: 'symbolic' });
const numeric = (correct: boolean): MathsVerdict => ({ correct, method: 'numeric' });

/**
 * The verdict on `answer` against `correct`, both maths text (LaTeX or ascii), or null when the machine cannot
 * decide: not valid maths, beyond the bounds, an equation against an expression, or no clear outcome.
 * `false` is only said when both use the same variables: `9.8` against `9.8 m/s^2` is a question of units, `x+1`
 * against `y+1` one of naming, and the teacher decides those.
 */
export function compareMaths(answer: string, correct: string): MathsVerdict | null {
  return withAlgebraTime(() => compareParsed(answer, correct));
}

function compareParsed(answer: string, correct: string): MathsVerdict | null {
  const pair = parsePair(answer, correct);
  if (!pair) return null;
  const [a, b] = pair;
  const variables = [...new Set([...a.variables, ...b.variables])];
  const verdict = isEquation(a.tree) || isEquation(b.tree) ? compareEquations(a, b, variables) : compareExpressions(a, b, variables);
  if (verdict?.correct === false && !sameVariables(a, b)) return null;
  return verdict;
}

const isEquation = (tree: MathJson): tree is ['Equal', MathJson, MathJson] => Array.isArray(tree) && tree[0] === 'Equal' && tree.length === 3;

function sameVariables(a: ParsedMaths, b: ParsedMaths): boolean {
  return a.variables.length === b.variables.length && a.variables.every((name) => b.variables.includes(name));
}

function withinBounds(trees: MathJson[], variables: readonly string[]): boolean {
  const names = new Set(variables);
  return trees.every((tree) => boundsProblem(tree, names) === null);
}

function compareExpressions(a: ParsedMaths, b: ParsedMaths, variables: readonly string[]): MathsVerdict | null {
  if (!withinBounds([a.tree, b.tree], variables)) return null;
  if (variables.length === 0) return compareNumbers(a.tree, b.tree);
  const points = compareAtPoints((point) => realValue(a.tree, point), (point) => realValue(b.tree, point), variables);
  // Different values with different variables can only end with the teacher: the algebra need not be asked.
  if (points === 'differ' && !sameVariables(a, b)) return null;
  return combine(identityProof(difference(a.tree, b.tree), variables, points), points);
}

/**
 * Numbers: exact arithmetic first (`\frac12 - 0.5` is 0, `0.333 - \frac13` is -1/3000, `2^{100}+1 - 2^{100}` is 1);
 * what it cannot settle (`\sqrt2` against 1.41421356237) is compared in floating point.
 */
function compareNumbers(a: MathJson, b: MathJson): MathsVerdict | null {
  const exact = algebra(difference(a, b), 'evaluate');
  if (exact !== undefined && isExactNumber(exact)) return symbolic(exact === 0);
  const [x, y] = [realValue(a, {}), realValue(b, {})];
  return Number.isFinite(x) && Number.isFinite(y) ? numeric(closeEnough(x, y, 0)) : null;
}

/**
 * Equations are equivalent when one side-difference is a constant non-zero multiple of the other (`x=2`, `2=x` and
 * `2x=4` are one equation; `x^2=4` is not `x=2`). An equation against an expression (`x=2` for `2`) is for the teacher.
 */
function compareEquations(a: ParsedMaths, b: ParsedMaths, variables: readonly string[]): MathsVerdict | null {
  if (!isEquation(a.tree) || !isEquation(b.tree) || variables.length === 0) return null;
  const sides = (tree: ['Equal', MathJson, MathJson]): MathJson => ['Subtract', tree[1], tree[2]];
  const [left, right] = [sides(a.tree), sides(b.tree)];
  if (!withinBounds([left, right], variables)) return null;
  const points = proportionalAtPoints((point) => realValue(left, point), (point) => realValue(right, point), variables);
  const same = (tree: MathJson) => identityProof(tree, variables, points) === true;
  const sameOrOpposite = same(difference(left, right)) || same(['Add', left, right]);
  return combine(sameOrOpposite ? true : undefined, points);
}

/**
 * What the algebra proves about `tree` (a difference) being zero for every value of the variables: true when it
 * expands (products and powers of sums multiplied out) or then simplifies to 0, false when it expands to a non-zero
 * polynomial, undefined otherwise or when expanding could blow up. Simplifying is the slow step: it is skipped when
 * the points already differ, since it could then only contradict them.
 */
function identityProof(tree: MathJson, variables: readonly string[], points: PointsOutcome): boolean | undefined {
  const names = new Set(variables);
  if (!isSmallToExpand(tree, names)) return undefined;
  const expanded = algebra(tree, 'expand');
  if (expanded === undefined) return undefined;
  if (isZero(expanded)) return true;
  if (isPolynomial(expanded, names)) return false;
  if (points === 'differ') return undefined;
  // The algebra's rules see 1 − sin²x − cos²x less well than sin²x + cos²x − 1: the other sign gets its chance.
  return isZero(algebra(expanded, 'simplify')) || isZero(algebra(['Negate', expanded], 'simplify')) ? true : undefined;
}

const isZero = (tree: MathJson | undefined) => tree === 0;

/** a − b, or b − a: the same order whichever is the student's answer, so that swapping them changes nothing. */
const difference = (a: MathJson, b: MathJson): MathJson => (JSON.stringify(a) <= JSON.stringify(b) ? ['Subtract', a, b] : ['Subtract', b, a]);

/** The algebra's proof backed by the points: a contradiction between them, or neither deciding, is no verdict. */
function combine(proof: boolean | undefined, points: PointsOutcome): MathsVerdict | null {
  if (proof === true) return points === 'differ' ? null : symbolic(true);
  if (proof === false) return points === 'agree' ? null : symbolic(false);
  if (points === 'unknown') return null;
  return numeric(points === 'agree');
}
