/**
 * The MathJax setup, loaded only through `load-mathjax.ts` (a dynamic import, so its own chunk): TeX in, SVG out,
 * in this browser page. Only the packages named below are bundled; nothing is fetched at run time.
 */
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { browserAdaptor } from 'mathjax-full/js/adaptors/browserAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { SafeHandler } from 'mathjax-full/js/ui/safe/SafeHandler.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/newcommand/NewcommandConfiguration.js';
import 'mathjax-full/js/input/tex/noerrors/NoErrorsConfiguration.js';
import 'mathjax-full/js/input/tex/noundefined/NoUndefinedConfiguration.js';
import { DISPLAY_MATH_DELIMITERS, INLINE_MATH_DELIMITERS } from '@tp/web-kit/math/math-delimiters';

const adaptor = browserAdaptor();
// The safe extension filters what TeX may put in the page (\href to javascript:, odd styles) after parsing.
SafeHandler(RegisterHTMLHandler(adaptor));

const tex = new TeX({
  packages: ['base', 'ams', 'newcommand', 'noerrors', 'noundefined'],
  inlineMath: INLINE_MATH_DELIMITERS,
  displayMath: DISPLAY_MATH_DELIMITERS,
  processEscapes: true,
});
// One cache of glyph paths for the whole page: each formula refers to it instead of repeating the paths.
const svg = new SVG({ fontCache: 'global' });
const page = mathjax.document(document, { InputJax: tex, OutputJax: svg });

/** Typesets the maths inside `element` only (not the rest of the page), in place. */
export function typesetWithin(element: HTMLElement): void {
  page.clear();
  page.findMath({ elements: [element] }).compile().getMetrics().typeset().updateDocument();
  // Forget the items: the page's content changes under us, and MathJax needs nothing from them afterwards.
  page.clear();
}

/** One TeX formula as an element (`mjx-container` holding an SVG), for previews and the editor's formula blots. */
export function texToElement(source: string, display: boolean): HTMLElement {
  const node = page.convert(source, { display }) as HTMLElement;
  page.updateDocument(); // adds the stylesheet and the glyph cache once, if this is the page's first maths
  page.clear();
  return node;
}
