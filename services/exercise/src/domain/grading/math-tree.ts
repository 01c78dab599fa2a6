// Parsed maths as MathJSON (the computer algebra's tree: `["Add", ["Power", "x", 2], -1]`): the bounds an answer must
// keep to be graded, and its value at a point in plain floating point, for the random-point check.

export type MathJson = number | string | { num: string } | MathJson[] | Record<string, unknown>;

/** Bigger trees are not graded (a student's answer is a line of maths, not a page). */
export const MAX_NODES = 150;
export const MAX_DEPTH = 20;
/** Larger exponents are not graded: exact arithmetic or expansion on them could take seconds or all memory. */
export const MAX_EXPONENT = 1000;
/**
 * Exact numbers the algebra could reach are kept under this many digits: each exponent within MAX_EXPONENT still
 * nests (`(999^{999})^{999}` has three million digits, hours of arithmetic), so the size is bounded as a whole.
 */
export const MAX_EXACT_DIGITS = 5000;
/** Products are expanded symbolically only up to this power of a sum ((x+1)^12) and this many terms: past it, only evaluation. */
export const MAX_EXPANDED_EXPONENT = 12;
export const MAX_EXPANDED_TERMS = 200;

const UNARY: Record<string, (a: number) => number> = {
  Negate: (a) => -a,
  Sqrt: Math.sqrt,
  Exp: Math.exp,
  Ln: Math.log,
  Abs: Math.abs,
  Sin: Math.sin,
  Cos: Math.cos,
  Tan: Math.tan,
  Cot: (a) => 1 / Math.tan(a),
  Sec: (a) => 1 / Math.cos(a),
  Csc: (a) => 1 / Math.sin(a),
  Arcsin: Math.asin,
  Arccos: Math.acos,
  Arctan: Math.atan,
  Sinh: Math.sinh,
  Cosh: Math.cosh,
  Tanh: Math.tanh,
  Floor: Math.floor,
  Ceil: Math.ceil,
};

/** The real `n`th root; an odd root of a negative number is real (∛-8 = -2), an even one is not. */
function root(a: number, n: number): number {
  if (a < 0 && Number.isInteger(n) && n % 2 === 1) return -Math.pow(-a, 1 / n);
  return Math.pow(a, 1 / n);
}

const BINARY: Record<string, (a: number, b: number) => number> = {
  Subtract: (a, b) => a - b,
  Divide: (a, b) => a / b,
  Rational: (a, b) => a / b,
  Power: Math.pow,
  Root: root,
  Log: (a, base) => Math.log(a) / Math.log(base),
};

const CONSTANTS: Record<string, number> = { Pi: Math.PI, ExponentialE: Math.E };
/** Heads of lists of any length. */
const VARIADIC: Record<string, (values: number[]) => number> = {
  Add: (values) => values.reduce((sum, value) => sum + value, 0),
  Multiply: (values) => values.reduce((product, value) => product * value, 1),
};
const ALLOWED_HEADS = new Set([...Object.keys(UNARY), ...Object.keys(BINARY), ...Object.keys(VARIADIC), 'Complex']);

const isDecimalText = (text: string) => /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text);

/** A number node's value, or null when the node is not a plain number. */
function numberOf(node: MathJson): number | null {
  if (typeof node === 'number') return node;
  if (!Array.isArray(node) && typeof node === 'object' && typeof node.num === 'string' && isDecimalText(node.num)) return Number(node.num);
  return null;
}

/**
 * Why the tree is beyond what the machine grades, or null when it is within bounds: too big or deep, an operation
 * the grader does not evaluate (an unknown function, a sum, a factorial, a set...), or an exponent so large that
 * exact arithmetic could hang. `variables` are the free variables, any other name is refused.
 */
export function boundsProblem(tree: MathJson, variables: ReadonlySet<string>): string | null {
  let nodes = 0;
  const visit = (node: MathJson, depth: number): string | null => {
    if (++nodes > MAX_NODES) return 'too many terms';
    if (depth > MAX_DEPTH) return 'nested too deeply';
    if (numberOf(node) !== null) return null;
    if (typeof node === 'string') return node in CONSTANTS || variables.has(node) ? null : `unknown name ${node}`;
    if (!Array.isArray(node) || typeof node[0] !== 'string') return 'not a formula';
    const [head, ...args] = node;
    if (!ALLOWED_HEADS.has(head)) return `not graded: ${head}`;
    if (head === 'Complex') return args.every((arg) => numberOf(arg) !== null) ? null : 'not a number';
    if ((head === 'Power' || head === 'Root') && !exponentWithinBounds(args[1], variables)) return 'exponent too large';
    for (const arg of args) {
      const problem = visit(arg, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return visit(tree, 0) ?? (exactDigits(tree, (name) => variables.has(name)) > MAX_EXACT_DIGITS ? 'numbers too large' : null);
}

/**
 * Whether maths as written, before the algebra reads it into its canonical form, could reach numbers beyond
 * MAX_EXACT_DIGITS: that form already computes (`(999^{999})^{999}` becomes `999^{998001}`), so it is checked first.
 * Every name but the constants counts as a variable here.
 */
export const isTooLargeToRead = (written: MathJson): boolean => exactDigits(written, (name) => !(name in CONSTANTS)) > MAX_EXACT_DIGITS;

/** Digits of a number as written (`{num: "123.45"}` is 5; `5e+36` is 37). */
function writtenDigits(node: MathJson): number {
  const value = numberOf(node);
  if (value === null) return 1;
  const text = typeof node === 'number' ? String(node) : (node as { num: string }).num;
  const exponent = /e([+-]?\d+)$/i.exec(text);
  const digits = text.replace(/e[+-]?\d+$/i, '').replace(/[^0-9]/g, '').length;
  return Math.max(1, digits + (exponent ? Math.abs(Number(exponent[1])) : 0));
}

/**
 * An upper bound on the digits of the exact numbers that computing `node` could produce: a product or a sum (of
 * fractions) has at most the digits of its parts together, `a^n` n times those of `a`. A power with a variable in
 * its exponent is only ever evaluated in floating point, so it adds its parts alone.
 */
function exactDigits(node: MathJson, isVariable: (name: string) => boolean): number {
  if (!Array.isArray(node)) return writtenDigits(node);
  const [head, ...args] = node;
  const parts = args.map((arg) => exactDigits(arg, isVariable));
  const together = parts.reduce((sum, digits) => sum + digits, 0);
  if ((head === 'Power' || head === 'Root') && args.length === 2 && !mentions(args[1], isVariable)) {
    const exponent = Math.abs(realValue(args[1], {}));
    const times = head === 'Power' && Number.isFinite(exponent) ? Math.max(1, Math.ceil(exponent)) : 1;
    return parts[0] * times + parts[1];
  }
  return together;
}

/** An exponent is within bounds when it depends on a variable (evaluated, never expanded) or is at most MAX_EXPONENT. */
function exponentWithinBounds(exponent: MathJson, variables: ReadonlySet<string>): boolean {
  if (hasVariable(exponent, variables)) return true;
  // A constant exponent that is not real (`e^{i\pi}`) is no tower: its own powers are checked as the tree is visited.
  const value = realValue(exponent, {});
  return Number.isNaN(value) || Math.abs(value) <= MAX_EXPONENT;
}

export const hasVariable = (node: MathJson, variables: ReadonlySet<string>): boolean => mentions(node, (name) => variables.has(name));

function mentions(node: MathJson, isVariable: (name: string) => boolean): boolean {
  if (typeof node === 'string') return isVariable(node);
  return Array.isArray(node) && node.slice(1).some((arg) => mentions(arg, isVariable));
}

/**
 * Whether multiplying out the tree stays small: no part of it expands to more than MAX_EXPANDED_TERMS terms
 * ((x+1)^12 has 13, (a+b+c+d+e+f+g+h)^12 fifty thousand), and no power of a sum above MAX_EXPANDED_EXPONENT.
 */
export function isSmallToExpand(tree: MathJson, variables: ReadonlySet<string>): boolean {
  let largest = 0;
  const termsOf = (node: MathJson): number => {
    if (!Array.isArray(node)) return 1;
    const [head, ...args] = node;
    const terms = args.map(termsOf);
    let count = 1;
    if (head === 'Add') count = terms.reduce((sum, n) => sum + n, 0);
    else if (head === 'Multiply') count = terms.reduce((product, n) => product * n, 1);
    else if (head === 'Negate' || head === 'Divide') count = terms[0];
    else if (head === 'Power' && hasVariable(args[0], variables)) count = powerTerms(terms[0], numberOf(args[1]));
    largest = Math.max(largest, count);
    return count;
  };
  termsOf(tree);
  return largest <= MAX_EXPANDED_TERMS;
}

/** Terms of a sum of `terms` terms raised to `exponent`: the multinomial count, Infinity past MAX_EXPANDED_EXPONENT. */
function powerTerms(terms: number, exponent: number | null): number {
  if (exponent === null || !Number.isInteger(exponent)) return terms;
  const n = Math.abs(exponent);
  if (n > MAX_EXPANDED_EXPONENT) return terms > 1 ? Number.POSITIVE_INFINITY : 1;
  let count = 1;
  for (let i = 1; i < terms; i++) count = (count * (n + i)) / i;
  return Math.round(count);
}

/**
 * The tree's real value with the variables set as in `point`: NaN where it is undefined or not real (√-1, 1/0 is
 * ±Infinity). Expects a tree within bounds (`boundsProblem` null).
 */
export function realValue(node: MathJson, point: Readonly<Record<string, number>>): number {
  const number = numberOf(node);
  if (number !== null) return number;
  if (typeof node === 'string') return CONSTANTS[node] ?? point[node] ?? Number.NaN;
  if (!Array.isArray(node) || typeof node[0] !== 'string') return Number.NaN;
  const [head, ...args] = node;
  const values = args.map((arg) => realValue(arg, point));
  if (head === 'Complex') return values[1] === 0 ? values[0] : Number.NaN;
  if (head in VARIADIC) return VARIADIC[head](values);
  if (head in UNARY && values.length === 1) return UNARY[head](values[0]);
  if (head === 'Log' && values.length === 1) return Math.log10(values[0]);
  if (head in BINARY && values.length === 2) return BINARY[head](values[0], values[1]);
  return Number.NaN;
}

/** An integer written as one (`12`, a long `{num: "123…"}` or `{num: "5e+36"}`), not a decimal that happens to be whole. */
function isIntegerNode(node: MathJson): boolean {
  if (typeof node === 'number') return Number.isInteger(node);
  return !Array.isArray(node) && typeof node === 'object' && typeof node.num === 'string' && /^[+-]?\d+(e\+?\d+)?$/i.test(node.num);
}

/** An exact number as the algebra writes one: an integer or a fraction of integers (not a rounded decimal). */
export function isExactNumber(node: MathJson): boolean {
  if (isIntegerNode(node)) return true;
  return Array.isArray(node) && node[0] === 'Rational' && node.length === 3 && isIntegerNode(node[1]) && isIntegerNode(node[2]);
}

/** A polynomial in the variables with number coefficients, as an expanded tree reads: a non-zero one is not identically 0. */
export function isPolynomial(node: MathJson, variables: ReadonlySet<string>): boolean {
  if (numberOf(node) !== null || isExactNumber(node)) return true;
  if (typeof node === 'string') return variables.has(node);
  if (!Array.isArray(node)) return false;
  const [head, ...args] = node;
  if (head === 'Add' || head === 'Multiply' || head === 'Negate') return args.every((arg) => isPolynomial(arg, variables));
  if (head === 'Power') return isPolynomial(args[0], variables) && isIntegerNode(args[1]) && (numberOf(args[1]) ?? -1) > 0;
  return false;
}
