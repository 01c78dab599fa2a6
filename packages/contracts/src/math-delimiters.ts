/**
 * The maths delimiters, in the form MathJax's TeX input takes them, shared by the browser (web-kit) and the server
 * (math-render) so both find the same formulas. Display first: `$$` must win over `$`.
 */
export const DISPLAY_MATH_DELIMITERS: [string, string][] = [
  ['$$', '$$'],
  ['\\[', '\\]'],
];
export const INLINE_MATH_DELIMITERS: [string, string][] = [
  ['$', '$'],
  ['\\(', '\\)'],
];

/** The TeX packages both sides load: what a teacher may write. */
export const TEX_PACKAGES = ['base', 'ams', 'newcommand', 'noerrors', 'noundefined'];
