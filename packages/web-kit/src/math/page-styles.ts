/**
 * Adds a small stylesheet to the page once. Used instead of a CSS file so that a remote showing rich text needs
 * no CSS rule in its bundler config (antd styles itself in JS too).
 */
export function ensurePageStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}

export const MATH_VIEW_CSS = `
.tp-math-view { overflow-wrap: break-word; }
.tp-math-view img, .tp-math-view video { max-width: 100%; height: auto; }
.tp-math-view mjx-container[display="true"] { overflow-x: auto; overflow-y: hidden; max-width: 100%; }
.tp-math-view mjx-container[jax="SVG"] { direction: ltr; }
.tp-math-view mjx-container[jax="SVG"] > svg { overflow: visible; min-height: 1px; min-width: 1px; }
.tp-math-view mjx-container[jax="SVG"][display="true"] { display: block; text-align: center; margin: 1em 0; }
.tp-math-view mjx-assistive-mml {
  position: absolute !important; top: 0; left: 0; clip: rect(1px, 1px, 1px, 1px); padding: 1px 0 0 0 !important;
  border: 0 !important; display: block !important; width: auto !important; overflow: hidden !important; user-select: none;
}
.tp-math-view mjx-assistive-mml[display="block"] { width: 100% !important; }
`;
