// An unescaped `$…$` (a `\$` is a literal dollar, as MathJax's processEscapes reads it), `\(…\)`, `\[…\]`, or a
// bare `\begin{…}` environment, which MathJax also typesets.
const MATH_PATTERN = /(?<!\\)\$(?:[^$\\]|\\[\s\S])+?\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\]|\\begin\{[a-zA-Z*]+\}/;

/**
 * Whether `text` may hold maths MathJax would typeset. Pages without it never load MathJax, so a false positive
 * only costs a download; a false negative would leave TeX showing.
 */
export function hasMathDelimiter(text: string | null | undefined): boolean {
  return !!text && MATH_PATTERN.test(text);
}
