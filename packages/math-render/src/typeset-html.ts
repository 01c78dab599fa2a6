/**
 * Server-side maths: TeX in stored rich text turned into SVG before it is sent, so pages that only show content
 * never download MathJax (docs/decisions/004-maths-output.md). The browser's MathJax (web-kit) stays for editors and
 * live previews. Glyph outlines are written once per text (MathJax's global font cache) and each formula refers to
 * them; a hidden MathML copy lets screen readers read it.
 */
import { createHash } from 'node:crypto';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { liteAdaptor, type LiteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import type { LiteDocument } from 'mathjax-full/js/adaptors/lite/Document.js';
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import type { LiteText } from 'mathjax-full/js/adaptors/lite/Text.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { SafeHandler } from 'mathjax-full/js/ui/safe/SafeHandler.js';
import { AssistiveMmlHandler } from 'mathjax-full/js/a11y/assistive-mml.js';
import type { MathDocument } from 'mathjax-full/js/core/MathDocument.js';
import type { MathItem } from 'mathjax-full/js/core/MathItem.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/newcommand/NewcommandConfiguration.js';
import 'mathjax-full/js/input/tex/noerrors/NoErrorsConfiguration.js';
import 'mathjax-full/js/input/tex/noundefined/NoUndefinedConfiguration.js';
import { DISPLAY_MATH_DELIMITERS, INLINE_MATH_DELIMITERS, TEX_PACKAGES } from '@tp/contracts/math-delimiters';
import { countFormulas, RICH_TEXT_MAX_FORMULAS } from '@tp/contracts/rich-text-limits';

type LiteMathDocument = MathDocument<LiteElement, LiteText, LiteDocument>;
type LiteMathItem = MathItem<LiteElement, LiteText, LiteDocument>;

const adaptor: LiteAdaptor = liteAdaptor();
// As in the browser: the safe extension filters what TeX may put in the page (\href to javascript:, odd styles).
// Documents are made by this handler itself, never by MathJax's process-wide list of handlers, where another
// MathJax set up in the same process (the browser's, in a screen test) could be picked for a string of HTML.
const handler = AssistiveMmlHandler(SafeHandler(RegisterHTMLHandler(adaptor)));

/** A cheap first look: text with none of the delimiters' openings cannot hold maths. */
const MAY_HOLD_MATH = /\$|\\\(|\\\[|\\begin\{/;

/**
 * What one text may cost to draw, whatever was saved before the save rules existed: at most this many formulas,
 * and at most this many MathML nodes in all (a macro can expand a few characters into thousands of symbols).
 * Formulas beyond either stay as their TeX. About 150 bytes of SVG per node.
 */
export const TYPESET_LIMITS = { formulas: RICH_TEXT_MAX_FORMULAS, nodes: 5_000 };

/** Rendered texts kept in memory, least recently used dropped first, bounded by their total length. */
const CACHE_MAX_CHARACTERS = 32 * 1024 * 1024;
const cache = new Map<string, string>();
let cachedCharacters = 0;
const stats = { rendered: 0, fromCache: 0 };

/** How many texts were drawn and how many answered from the cache since the process started. */
export function typesetStats(): Readonly<typeof stats> {
  return { ...stats };
}

function nodeCount(item: LiteMathItem): number {
  let count = 0;
  item.root.walkTree(() => {
    count++;
  });
  return count;
}

/**
 * Compiles the formulas in order while they fit TYPESET_LIMITS and takes the rest out of the document's list, so
 * MathJax leaves them as text. Escaped dollars are always kept: they turn `\$` into `$`.
 */
function keepAffordableFormulas(doc: LiteMathDocument) {
  let formulas = 0;
  let nodes = 0;
  const dropped: LiteMathItem[] = [];
  for (const item of doc.math) {
    if (item.isEscaped) continue;
    if (dropped.length || formulas >= TYPESET_LIMITS.formulas) {
      dropped.push(item);
      continue;
    }
    try {
      item.compile(doc);
    } catch {
      dropped.push(item); // not TeX MathJax can read at all: shown as written
      continue;
    }
    const size = nodeCount(item);
    if (nodes + size > TYPESET_LIMITS.nodes) {
      dropped.push(item);
      continue;
    }
    nodes += size;
    formulas++;
  }
  doc.math.remove(...dropped);
}

/**
 * Glyph ids made unique per text (`MJX-<hash>-TEX-I-1D465`): texts are drawn separately and shown together, and
 * the same glyph in two texts must not be two elements with one id.
 */
function withTextIds(html: string, textId: string): string {
  return html.replace(/(\bid="|\bhref="#)MJX-/g, `$1MJX-${textId}-`);
}

function render(html: string, textId: string): string {
  // A document per text: MathJax's input jax carry state (labels, \newcommand) that must not leak between texts.
  const tex = new TeX({ packages: TEX_PACKAGES, inlineMath: INLINE_MATH_DELIMITERS, displayMath: DISPLAY_MATH_DELIMITERS, processEscapes: true });
  const svg = new SVG<LiteElement, LiteText, LiteDocument>({ fontCache: 'global' });
  const doc = handler.create(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`, { InputJax: tex, OutputJax: svg }) as LiteMathDocument;
  doc.findMath();
  keepAffordableFormulas(doc);
  doc.render();
  const glyphs = svg.fontCache.getCache();
  if (adaptor.childNodes(glyphs).length === 0) adaptor.remove(adaptor.parent(glyphs)); // no formula drawn
  return withTextIds(adaptor.innerHTML(adaptor.body(doc.document)), textId);
}

function remember(key: string, out: string) {
  cache.set(key, out);
  cachedCharacters += out.length;
  for (const [oldest, value] of cache) {
    if (cachedCharacters <= CACHE_MAX_CHARACTERS) break;
    cache.delete(oldest);
    cachedCharacters -= value.length;
  }
}

/**
 * `html` (already sanitised) with each `$…$`, `\(…\)`, `$$…$$`, `\[…\]` replaced by an `mjx-container` holding an
 * SVG picture and a hidden MathML copy, and the glyphs they use in one hidden `<svg>` at the end. Text without maths
 * comes back unchanged. A formula MathJax cannot read is shown as its TeX (noerrors), never an error; so is every
 * formula of a text with thousands of openings that never close.
 */
export function typesetHtml(html: string): string {
  if (!MAY_HOLD_MATH.test(html)) return html;
  const key = createHash('sha256').update(html).digest('hex');
  const hit = cache.get(key);
  if (hit !== undefined) {
    stats.fromCache++;
    cache.delete(key); // re-inserted: most recently used last
    cache.set(key, hit);
    return hit;
  }
  stats.rendered++;
  // MathJax's search for formulas is quadratic in unclosed openings: a text too tangled to search is shown as written.
  const out = countFormulas(html).tangled ? html : render(html, key.slice(0, 10));
  remember(key, out);
  return out;
}
