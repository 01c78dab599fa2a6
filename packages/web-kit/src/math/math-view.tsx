import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { hasMathDelimiter } from '@tp/web-kit/math/math-delimiters';
import { MATH_VIEW_CSS, ensurePageStyles } from '@tp/web-kit/math/page-styles';
import { sanitizeRichText } from '@tp/web-kit/math/sanitize-rich-text';
import { TYPESET_DEBOUNCE_MS, typesetMath } from '@tp/web-kit/math/typeset-math';

export interface MathViewProps {
  /** Stored rich text (HTML from the editor); it is sanitised before it reaches the page. */
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  /**
   * Who draws the maths: the browser (MathJax, loaded when the content has maths) or the server (content from a
   * `typeset=true` call, docs/decisions/004): then MathJax is never loaded and the drawn maths is kept.
   */
  typeset?: 'browser' | 'server';
}

function show(element: HTMLElement, html: string, typesetHere: boolean) {
  element.innerHTML = html;
  if (typesetHere && hasMathDelimiter(html)) {
    typesetMath(element).catch((error: unknown) => console.error('MathJax could not typeset this content', error));
  }
}

/**
 * Shows stored rich text safely, with its maths typeset by MathJax (loaded only when there is maths).
 *
 * The first content shows at once. A change to content with maths is typeset 300 ms after the last change,
 * and the previous, typeset content stays until then: a live preview never flashes raw TeX.
 */
export function MathView({ html, className, style, 'aria-label': ariaLabel, typeset = 'browser' }: MathViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const typesetHere = typeset === 'browser';
  const clean = useMemo(() => sanitizeRichText(html ?? '', { typesetMaths: !typesetHere }), [html, typesetHere]);

  // The DOM is written by hand, not by React: MathJax rewrites these nodes and React must not fight it.
  useLayoutEffect(() => {
    ensurePageStyles('tp-math-view-styles', MATH_VIEW_CSS);
    const element = ref.current;
    if (!element || shown.current === clean) return;
    const update = () => {
      shown.current = clean;
      show(element, clean, typesetHere);
    };
    if (shown.current === null || !typesetHere || !hasMathDelimiter(clean)) return update();
    const timer = setTimeout(update, TYPESET_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [clean, typesetHere]);

  // On the server (a page drawn before it reaches the browser) no effect runs: the clean HTML is written in place.
  const drawnOnServer = typeof window === 'undefined' ? { __html: clean } : undefined;
  return (
    <div
      ref={ref}
      dangerouslySetInnerHTML={drawnOnServer}
      className={['tp-math-view', className].filter(Boolean).join(' ')}
      style={style}
      role={ariaLabel ? 'region' : undefined}
      aria-label={ariaLabel}
    />
  );
}
