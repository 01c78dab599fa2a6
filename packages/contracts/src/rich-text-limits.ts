import { DISPLAY_MATH_DELIMITERS, INLINE_MATH_DELIMITERS } from './math-delimiters';

/**
 * How much one rich-text field (a class's description, introduction, bulletin, payment information; the home
 * introduction) may hold. Pages draw every formula of these on the server, so an unbounded field is an unbounded
 * answer for every visitor. Images and videos are uploaded files referenced by URL (data: URLs are never stored),
 * so these bounds are about text and maths only; the demo school's longest field is under 400 characters.
 */
export const RICH_TEXT_MAX_CHARACTERS = 20_000;
export const RICH_TEXT_MAX_FORMULAS = 200;

const quote = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** The closing delimiter of each opening one. */
const CLOSING = new Map<string, string>([...INLINE_MATH_DELIMITERS, ...DISPLAY_MATH_DELIMITERS]);

/**
 * Where a formula may start, as MathJax's TeX input looks for it (FindTeX with processEscapes, processEnvironments
 * and processRefs): a delimiter (longest first, so `$$` wins over `$`), `\begin{env}`, or `\$`, `\\`, `\ref{…}`.
 */
const START = new RegExp(
  [
    [...CLOSING.keys()].sort((a, b) => b.length - a.length).map(quote).join('|'),
    '\\\\begin\\s*\\{([^}]*)\\}',
    '(\\\\[\\\\$])',
    '(\\\\(?:eq)?ref\\s*\\{[^}]*\\})',
  ].join('|'),
  'g',
);

/**
 * Looking for the end of a formula that never closes reads to the end of the text, so a text of many unclosed
 * openings (`\(` ten thousand times) costs the square of its length to search, in MathJax as here. Past this many
 * steps a text counts as tangled: refused on save, and not typeset on the server.
 */
const SEARCH_STEPS = 100_000;

interface Search {
  formulas: number;
  steps: number;
}

const endPatterns = new Map<string, RegExp>();

/** What ends a formula: its closing delimiter, unless escaped or inside braces (MathJax's FindTeX end pattern). */
function endPattern(close: string): RegExp {
  let pattern = endPatterns.get(close);
  if (!pattern) {
    pattern = new RegExp(`${close}|\\\\(?:[a-zA-Z]|.)|[{}]`, 'g');
    if (endPatterns.size < 100) endPatterns.set(close, pattern); // environments' names are the user's: keep a few
  }
  return pattern;
}

/**
 * Where the formula opened at `from` ends, or -1 when it never closes: the first `close` outside braces, skipping
 * escaped characters and control words, as MathJax does.
 */
function endOf(search: Search, text: string, from: number, close: string, isClose: (match: RegExpExecArray) => boolean): number {
  const pattern = endPattern(close);
  pattern.lastIndex = from;
  let braces = 0;
  for (let match = pattern.exec(text); match && search.steps++ < SEARCH_STEPS; match = pattern.exec(text)) {
    if (braces === 0 && isClose(match)) return match.index + match[0].length;
    if (match[0] === '{') braces++;
    else if (match[0] === '}' && braces) braces--;
  }
  return -1;
}

/** Adds the formulas of one run of text, as MathJax finds them. Escaped `\$` and `\\` are text, not formulas. */
function searchRun(search: Search, text: string) {
  START.lastIndex = 0;
  for (let start = START.exec(text); start && search.steps++ < SEARCH_STEPS; start = START.exec(text)) {
    if (start[2] !== undefined) continue; // an escape
    if (start[3] !== undefined) {
      search.formulas++;
      continue;
    }
    const from = start.index + start[0].length;
    const environment = start[1];
    const closing = environment === undefined ? CLOSING.get(start[0])! : '';
    const end =
      environment === undefined
        ? endOf(search, text, from, quote(closing), (match) => match[0] === closing)
        : endOf(search, text, from, `\\\\end\\s*(\\{${quote(environment)}\\})`, (match) => match[1] === `{${environment}}`);
    if (end < 0) continue;
    search.formulas++;
    START.lastIndex = end;
  }
}

/**
 * The runs of text MathJax searches in stored HTML: every tag but `<br>` (a line break inside the formula) ends a
 * run, and code blocks are never searched.
 */
function textRuns(html: string): string[] {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(pre|code|script|style|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '<>')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<wbr\s*\/?>/gi, '')
    .split(/<[^>]*>/);
}

export interface FormulaCount {
  /** Formulas the pages would draw (`$…$`, `\(…\)`, `$$…$$`, `\[…\]`, `\begin{…}…\end{…}`). */
  formulas: number;
  /** Too many openings that never close to search the text in reasonable time: `formulas` is then a lower bound. */
  tangled: boolean;
}

/** The formulas of stored rich text, found as MathJax's TeX input finds them. */
export function countFormulas(html: string): FormulaCount {
  const search: Search = { formulas: 0, steps: 0 };
  for (const run of textRuns(html)) {
    searchRun(search, run);
    if (search.steps >= SEARCH_STEPS) return { formulas: search.formulas, tangled: true };
  }
  return { formulas: search.formulas, tangled: false };
}

/** The sentence refusing `html` as the field called `label`, or undefined when it is within the limits. */
export function richTextProblem(label: string, html: string): string | undefined {
  if (html.length > RICH_TEXT_MAX_CHARACTERS) {
    return `The ${label} is too long (at most ${RICH_TEXT_MAX_CHARACTERS} characters, it has ${html.length}).`;
  }
  const { formulas, tangled } = countFormulas(html);
  if (tangled) return `The ${label} has too many maths delimiters ($, \\(, \\[, \\begin) that are never closed.`;
  if (formulas > RICH_TEXT_MAX_FORMULAS) {
    return `The ${label} has too many formulas (at most ${RICH_TEXT_MAX_FORMULAS}, it has ${formulas}).`;
  }
  return undefined;
}
