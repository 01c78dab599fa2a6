// Free-response answers as text, before any maths: what the student typed around the maths is taken off, and the
// grader decides whether the text is maths at all or plain words.

/** Longer answers are not graded by the machine (the teacher does): the grader runs inside a save. */
export const MAX_ANSWER_LENGTH = 500;
/** Longer maths is not given to the computer algebra (its parser alone takes tens of ms past this). */
export const MAX_MATH_LENGTH = 200;
/** Deeper bracket nesting is not maths a student types; it is not graded. */
export const MAX_BRACKET_DEPTH = 12;

/** Maths delimiters around the whole answer: `$…$`, `$$…$$`, `\(…\)`, `\[…\]`. */
const WRAPPERS: Array<[string, string]> = [['$$', '$$'], ['$', '$'], ['\\(', '\\)'], ['\\[', '\\]']];

/** Maths symbols typed from a phone or copied from a page, as the parser reads them. */
const UNICODE_MATHS: Record<string, string> = {
  '−': '-', '–': '-', '×': '\\times ', '·': '\\cdot ', '÷': '/', 'π': '\\pi ', '√': '\\sqrt', '²': '^2', '³': '^3',
  '≤': '\\le ', '≥': '\\ge ', '≠': '\\ne ', '∞': '\\infty ',
};

/** What `open … close` wraps when it wraps the whole text (`$a$ and $b$` is not wrapped by `$`), else null. */
function wrapped(text: string, [open, close]: [string, string]): string | null {
  if (text.length < open.length + close.length || !text.startsWith(open) || !text.endsWith(close)) return null;
  const inner = text.slice(open.length, text.length - close.length);
  return inner.includes(close) ? null : inner;
}

/** The answer without surrounding whitespace and maths delimiters (repeatedly: `$ \(x\) $` → `x`). */
export function stripMathDelimiters(raw: string): string {
  let text = raw.trim();
  for (;;) {
    const inner = WRAPPERS.map((wrapper) => wrapped(text, wrapper)).find((candidate) => candidate !== null);
    if (inner === undefined || inner === null) return text;
    text = inner.trim();
  }
}

/** Unicode maths symbols replaced by what the parser reads. */
export function asciiMaths(text: string): string {
  return text.replace(/[−–×·÷π√²³≤≥≠∞]/g, (symbol) => UNICODE_MATHS[symbol] ?? symbol);
}

/** Words compared as a person would: spaces collapsed, case ignored. */
export const plainWords = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Maths compared as written, spaces aside (case matters in maths: `X` and `x` are different). */
export const compactMaths = (text: string) => text.replace(/\s+/g, '');

/** Names of functions and constants written as words in maths (`sqrt(2)`, `\sin x`, `pi`, `\theta`). */
const MATHS_WORDS = new Set([
  'sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'arcsin', 'arccos', 'arctan', 'sinh', 'cosh', 'tanh', 'ln', 'log', 'lg',
  'exp', 'sqrt', 'abs', 'pi', 'frac', 'dfrac', 'tfrac', 'cdot', 'times', 'left', 'right', 'le', 'ge', 'ne', 'infty',
  'alpha', 'beta', 'gamma', 'delta', 'theta', 'lambda', 'mu', 'sigma', 'omega', 'phi', 'rho', 'tau', 'circ', 'mathrm',
]);

/**
 * Whether the text is words rather than maths: a word of three or more letters that is no maths name ('Paris',
 * 'the answer is 5'), a letter outside ASCII, or only letters with a word of two ('No'). The computer algebra
 * would read 'Paris' as a product of variables, so words never go to it.
 */
export function isPlainWords(text: string): boolean {
  if (/[^ -~\s]/.test(text)) return true;
  const words = text.match(/\\?[A-Za-z]+/g) ?? [];
  const prose = words.some((word) => !word.startsWith('\\') && word.length >= 3 && !MATHS_WORDS.has(word.toLowerCase()));
  return prose || (/^[A-Za-z\s.,!?'"-]+$/.test(text) && words.some((word) => word.length >= 2));
}

/** The deepest nesting of (), [] and {} in the text. */
export function bracketDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === '(' || char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ')' || char === ']' || char === '}') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/** Whether the computer algebra may be given this text: short and shallow enough to parse in a few ms. */
export const isWithinMathBounds = (text: string) => text.length <= MAX_MATH_LENGTH && bracketDepth(text) <= MAX_BRACKET_DEPTH;
