/**
 * How a formula is stored in rich text: `<span class="ql-formula" data-value="TeX">\(TeX\)</span>`. The editor
 * reads the TeX back from `data-value`; MathView (and anything else running MathJax) typesets the `\(…\)` text.
 */
export const FORMULA_CLASS = 'ql-formula';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The formula as inline maths text, the way MathJax finds it. */
export function inlineMathText(tex: string): string {
  return `\\(${tex}\\)`;
}

export function formulaHtml(tex: string): string {
  return `<span class="${FORMULA_CLASS}" data-value="${escapeHtml(tex)}">${escapeHtml(inlineMathText(tex))}</span>`;
}

/** TeX a formula may hold: not empty, and without a `\)` that would end the inline maths early. */
export function normaliseFormula(tex: string): string | null {
  const trimmed = tex.trim();
  if (!trimmed || trimmed.includes('\\)')) return null;
  return trimmed;
}
