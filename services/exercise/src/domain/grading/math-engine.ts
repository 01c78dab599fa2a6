import { ComputeEngine, expand } from '@cortex-js/compute-engine';
import { isTooLargeToRead, type MathJson } from './math-tree';

// The computer algebra (Cortex Compute Engine): it reads LaTeX and plain ascii maths into MathJSON, and proves
// identities by expanding and simplifying. One engine for the process: loading and building it takes about half a
// second, so it is built once when the service starts, never per answer.

const engine = new ComputeEngine();

/**
 * The longest the algebra may work on one grading, all steps together: a safety net behind the bounds on the input
 * (within them a grading takes a few ms to a few hundred on a busy machine), generous so that load alone never
 * changes a verdict.
 */
export const ALGEBRA_TIME_LIMIT_MS = 1_000;

/** When the algebra's time for the grading under way ends (performance.now()). */
let deadline = Number.POSITIVE_INFINITY;

/** Runs one grading's algebra with at most ALGEBRA_TIME_LIMIT_MS for all its steps. */
export function withAlgebraTime<T>(work: () => T): T {
  deadline = performance.now() + ALGEBRA_TIME_LIMIT_MS;
  try {
    return work();
  } finally {
    deadline = Number.POSITIVE_INFINITY;
  }
}

/** Runs one step of the algebra in the time left; undefined when there is none left, or the algebra fails. */
function bounded<T>(work: () => T): T | undefined {
  const left = Math.min(deadline - performance.now(), ALGEBRA_TIME_LIMIT_MS);
  if (left < 1) return undefined;
  try {
    return engine.withTimeLimit(left, work as () => T extends Promise<unknown> ? never : T);
  } catch {
    return undefined;
  }
}

export interface ParsedMaths {
  tree: MathJson;
  /** Free variables (`x`, `y`), not constants such as `\pi`. */
  variables: readonly string[];
}

/**
 * Both answers parsed, in one fresh scope of the engine: the names an answer brings (`f` used as a function)
 * are forgotten afterwards, so one grading never changes the next. Null when either is not valid maths, or could
 * reach numbers too large to compute (checked as written, before reading it computes anything).
 */
export function parsePair(first: string, second: string): [ParsedMaths, ParsedMaths] | null {
  return inFreshScope(() => {
    const written = [first, second].map((text) => bounded(() => engine.parse(text, { form: 'raw', strict: false, parseNumbers: 'rational' })));
    if (written.some((expression) => !expression || isTooLargeToRead(expression.json as MathJson))) return null;
    const parsed = [first, second].map((text) => bounded(() => engine.parse(text, { strict: false, parseNumbers: 'rational' })));
    if (parsed.some((expression) => !expression?.isValid)) return null;
    const [a, b] = parsed.map((expression) => ({ tree: expression!.json as MathJson, variables: [...expression!.unknowns] }));
    return [a, b];
  });
}

function inFreshScope<T>(work: () => T): T {
  engine.pushScope();
  try {
    return work();
  } finally {
    engine.popScope();
  }
}

/**
 * `tree` after one step of the algebra: `expand` multiplies out products and powers of sums, `simplify` applies its
 * identities (sin²x + cos²x = 1), `evaluate` computes exactly where it can (`\sqrt{8} - 2\sqrt{2}` → 0).
 */
export function algebra(tree: MathJson, step: 'expand' | 'simplify' | 'evaluate'): MathJson | undefined {
  return inFreshScope(() =>
    bounded(() => {
      const expression = engine.expr(tree as never);
      const result = step === 'expand' ? expand(expression) : step === 'simplify' ? expression.simplify() : expression.evaluate();
      return result.json as MathJson;
    }),
  );
}

/** Loads the algebra's rules once at start, so that the first student's save does not pay for it. */
function warmUp(): void {
  const pair = parsePair('\\sin^2x+\\cos^2x', '(x-1)*(x+1)');
  if (!pair) return;
  algebra(['Subtract', pair[0].tree, pair[1].tree], 'expand');
  algebra(['Subtract', pair[0].tree, pair[1].tree], 'simplify');
  algebra(['Subtract', ['Power', 'ExponentialE', ['Multiply', ['Complex', 0, 1], 'Pi']], ['Sqrt', 8]], 'evaluate');
}

warmUp();
