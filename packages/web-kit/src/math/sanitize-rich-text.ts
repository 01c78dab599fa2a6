import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/** Stored rich text is plain HTML: no SVG/MathML (MathJax makes its own after sanitising), no forms, no styles. */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog'],
  ADD_ATTR: ['target'],
};

/**
 * Rich text whose maths the server already drew (`typeset=true` calls, docs/decisions/004): the same rules, plus the
 * SVG pictures and hidden MathML copies MathJax makes. DOMPurify's SVG and MathML profiles keep them safe; `<use>`
 * (a formula's glyphs, drawn once per text) may only point inside the page.
 */
const TYPESET_CONFIG: Config = {
  ...CONFIG,
  USE_PROFILES: { html: true, svg: true, mathMl: true },
  ADD_TAGS: ['mjx-container', 'mjx-assistive-mml', 'use'],
  ADD_ATTR: ['target', 'jax', 'display', 'unselectable', 'focusable'],
};

const MEDIA_TAGS = 'video, audio, source, track';

let purifier: Purifier | null = null;

/** A `<use>` shows a glyph of the same text (`#MJX-…`), never a file or another origin's picture. */
function keepInPageReferences(use: Element) {
  for (const name of ['href', 'xlink:href']) {
    const href = use.getAttribute(name);
    if (href !== null && !/^#[A-Za-z][\w-]*$/.test(href)) use.removeAttribute(name);
  }
}

/** A private DOMPurify instance, so our hooks never change how other code's sanitising behaves. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'use') keepInPageReferences(node);
    if (node instanceof HTMLAnchorElement) {
      const target = node.getAttribute('target');
      if (target !== null && target !== '_blank') node.removeAttribute('target');
      if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Video and audio only play from our own /uploads: no hot-linked media, no tracking pixels in disguise. */
export function isUploadUrl(src: string): boolean {
  try {
    const url = new URL(src, window.location.href);
    return url.origin === window.location.origin && url.pathname.startsWith('/uploads/');
  } catch {
    return false;
  }
}

function mediaSources(element: Element): string[] {
  return [element, ...Array.from(element.querySelectorAll('source, track'))]
    .flatMap((el) => ['src', 'poster'].map((name) => el.getAttribute(name)))
    .filter((src): src is string => src !== null);
}

/**
 * Stored rich text made safe to show: no scripts, event handlers or `javascript:` URLs; images kept; video and
 * audio only from /uploads; links get `rel="noopener noreferrer"`. `typesetMaths`: the content holds maths the server
 * drew, which is kept.
 */
export function sanitizeRichText(html: string, options: { typesetMaths?: boolean } = {}): string {
  const fragment = getPurifier().sanitize(html, { ...(options.typesetMaths ? TYPESET_CONFIG : CONFIG), RETURN_DOM_FRAGMENT: true });
  for (const media of Array.from(fragment.querySelectorAll(MEDIA_TAGS))) {
    if (!fragment.contains(media)) continue; // inside a player already removed
    if (!mediaSources(media).every(isUploadUrl)) media.remove();
  }
  const holder = document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}
