/**
 * The MathJax setup, loaded only through `load-mathjax.ts` (a dynamic import, so its own chunk): TeX in, CHTML out
 * (HTML drawn with MathJax's web fonts, which the site serves at /mathjax-fonts/ from the mathjax-full package;
 * nothing comes from another origin). CHTML rather than SVG keeps this chunk at ~145 KB gzip instead of ~560 KB:
 * SVG output carries the path of every glyph of every TeX font (docs/decisions/004-maths-output.md).
 */
import { TeX } from 'mathjax-full/js/input/tex.js';
import { CHTML } from 'mathjax-full/js/output/chtml.js';
import { browserAdaptor } from 'mathjax-full/js/adaptors/browserAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { SafeHandler } from 'mathjax-full/js/ui/safe/SafeHandler.js';
import { AssistiveMmlHandler, type AssistiveMmlMathDocument } from 'mathjax-full/js/a11y/assistive-mml.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/newcommand/NewcommandConfiguration.js';
import 'mathjax-full/js/input/tex/noerrors/NoErrorsConfiguration.js';
import 'mathjax-full/js/input/tex/noundefined/NoUndefinedConfiguration.js';
import { DISPLAY_MATH_DELIMITERS, INLINE_MATH_DELIMITERS, TEX_PACKAGES } from '@tp/contracts/math-delimiters';

const adaptor = browserAdaptor();
// The safe extension filters what TeX may put in the page (\href to javascript:, odd styles) after parsing.
// Assistive MathML puts a hidden MathML copy of each formula next to its picture, for screen readers; the SVG
// itself is then hidden from them (it would otherwise be an image with no text). The page's document is made by this
// handler, not looked up in MathJax's process-wide list, where another MathJax setup could be found first.
const handler = AssistiveMmlHandler(SafeHandler(RegisterHTMLHandler(adaptor)));

const tex = new TeX({
  packages: TEX_PACKAGES,
  inlineMath: INLINE_MATH_DELIMITERS,
  displayMath: DISPLAY_MATH_DELIMITERS,
  processEscapes: true,
});
const chtml = new CHTML({ fontURL: '/mathjax-fonts' });
const page = handler.create(document, { InputJax: tex, OutputJax: chtml }) as AssistiveMmlMathDocument<HTMLElement, Text, Document>;

/** Typesets the maths inside `element` only (not the rest of the page), in place. */
export function typesetWithin(element: HTMLElement): void {
  page.clear();
  page.findMath({ elements: [element] }).compile().getMetrics().typeset().assistiveMml().updateDocument();
  // Forget the items: the page's content changes under us, and MathJax needs nothing from them afterwards.
  page.clear();
}

/** One TeX formula as an element (`mjx-container` holding CHTML), for previews and the editor's formula blots. */
export function texToElement(source: string, display: boolean): HTMLElement {
  const node = page.convert(source, { display }) as HTMLElement;
  page.updateDocument(); // adds the stylesheet and the glyph cache once, if this is the page's first maths
  page.clear();
  return node;
}
