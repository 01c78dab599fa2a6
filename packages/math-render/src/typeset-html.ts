/**
 * Server-side maths: TeX in stored rich text turned into SVG before it is sent, so pages that only show content
 * never download MathJax (docs/decisions/004-maths-output.md). The browser's MathJax (web-kit) stays for editors and
 * live previews. SVG with no font cache: every formula is self-contained (no ids that could clash between the
 * pieces of one page, no web fonts), and a hidden MathML copy lets screen readers read it.
 */
import { createHash } from 'node:crypto';
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { SafeHandler } from 'mathjax-full/js/ui/safe/SafeHandler.js';
import { AssistiveMmlHandler } from 'mathjax-full/js/a11y/assistive-mml.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/newcommand/NewcommandConfiguration.js';
import 'mathjax-full/js/input/tex/noerrors/NoErrorsConfiguration.js';
import 'mathjax-full/js/input/tex/noundefined/NoUndefinedConfiguration.js';
import { DISPLAY_MATH_DELIMITERS, INLINE_MATH_DELIMITERS, TEX_PACKAGES } from '@tp/contracts/math-delimiters';

const adaptor = liteAdaptor();
// As in the browser: the safe extension filters what TeX may put in the page (\href to javascript:, odd styles).
AssistiveMmlHandler(SafeHandler(RegisterHTMLHandler(adaptor)));

/** A cheap first look: text with none of the delimiters' openings cannot hold maths. */
const MAY_HOLD_MATH = /\$|\\\(|\\\[|\\begin\{/;

/** Rendered texts kept in memory: the same class texts are asked for again and again. */
const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

function render(html: string): string {
  // A document per text: MathJax's input jax carry state (labels, \newcommand) that must not leak between texts.
  const tex = new TeX({ packages: TEX_PACKAGES, inlineMath: INLINE_MATH_DELIMITERS, displayMath: DISPLAY_MATH_DELIMITERS, processEscapes: true });
  const svg = new SVG({ fontCache: 'none' });
  const doc = mathjax.document(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`, { InputJax: tex, OutputJax: svg });
  doc.render();
  return adaptor.innerHTML(adaptor.body(doc.document));
}

/**
 * `html` (already sanitised) with each `$…$`, `\(…\)`, `$$…$$`, `\[…\]` replaced by an `mjx-container` holding an
 * SVG picture and a hidden MathML copy. Text without maths comes back unchanged. A formula MathJax cannot read is
 * shown as its TeX (noerrors), never an error.
 */
export function typesetHtml(html: string): string {
  if (!MAY_HOLD_MATH.test(html)) return html;
  const key = createHash('sha1').update(html).digest('base64');
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key); // re-inserted below: most recently used last
    cache.set(key, hit);
    return hit;
  }
  const out = render(html);
  cache.set(key, out);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return out;
}
