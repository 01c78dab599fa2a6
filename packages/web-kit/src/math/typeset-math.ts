import { hasMathDelimiter } from '@tp/web-kit/math/math-delimiters';

/** Maths is typeset 300 ms after the content last changed, so typing in a preview stays smooth. */
export const TYPESET_DEBOUNCE_MS = 300;

type MathJaxEngine = typeof import('@tp/web-kit/math/mathjax-engine');

let engine: Promise<MathJaxEngine> | null = null;

/** MathJax arrives in its own chunk, fetched the first time some maths needs it. */
export function loadMathJax(): Promise<MathJaxEngine> {
  if (!engine) {
    engine = import(/* webpackChunkName: "mathjax" */ '@tp/web-kit/math/mathjax-engine');
    engine.catch(() => {
      engine = null; // a failed download (flaky network, new deployment) is retried next time
    });
  }
  return engine;
}

/**
 * Typesets the TeX inside `element` (`$$…$$`, `\[…\]`, `$…$`, `\(…\)`) in place. Costs nothing when the element
 * holds no maths: MathJax is only loaded once something needs it.
 */
export async function typesetMath(element: HTMLElement): Promise<void> {
  if (!hasMathDelimiter(element.textContent)) return;
  const { typesetWithin } = await loadMathJax();
  if (element.isConnected) typesetWithin(element);
}
