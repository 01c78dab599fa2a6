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
/** The DOM the sanitiser works in: the page's, or on the server one given by `sanitizeInWindow`. */
let home: Window & typeof globalThis = typeof window === 'undefined' ? (undefined as never) : window;

/**
 * On the server (a page drawn before it reaches the browser) there is no page: the renderer gives a DOM of its own
 * (jsdom, at the site's address so that /uploads media are recognised), and the same rules apply there.
 */
export function sanitizeInWindow(domWindow: Window & typeof globalThis): void {
  if (home === domWindow) return;
  home = domWindow;
  purifier = null;
}

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
  const instance = DOMPurify(home);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'use') keepInPageReferences(node);
    if (node.nodeName === 'A') {
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
    const url = new URL(src, home.location.href);
    return url.origin === home.location.origin && url.pathname.startsWith('/uploads/');
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
  if (home === globalThis.window) return sanitizeNow(html, options);
  // On the server the same texts (a featured class's introduction) are drawn page after page: kept, by text.
  const key = `${options.typesetMaths ? 1 : 0}${home.location.origin}\n${html}`;
  let clean = drawnBefore.get(key);
  if (clean === undefined) {
    clean = sanitizeNow(html, options);
    if (drawnBefore.size >= DRAWN_KEPT) drawnBefore.delete(drawnBefore.keys().next().value!);
    drawnBefore.set(key, clean);
  }
  return clean;
}

/** Texts sanitised on the server, kept: at most this many (the oldest goes first). */
const DRAWN_KEPT = 500;
const drawnBefore = new Map<string, string>();

function sanitizeNow(html: string, options: { typesetMaths?: boolean }): string {
  const fragment = getPurifier().sanitize(html, { ...(options.typesetMaths ? TYPESET_CONFIG : CONFIG), RETURN_DOM_FRAGMENT: true });
  for (const media of Array.from(fragment.querySelectorAll(MEDIA_TAGS))) {
    if (!fragment.contains(media)) continue; // inside a player already removed
    if (!mediaSources(media).every(isUploadUrl)) media.remove();
  }
  const holder = home.document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

/**
 * The first words of rich text as plain text, at most `length` characters (a page's description for search engines
 * and link previews): drawn maths is left out, since its text copy reads as a jumble of symbols.
 */
export function richTextSummary(html: string, length: number): string {
  const holder = home.document.createElement('div');
  holder.innerHTML = sanitizeRichText(html, { typesetMaths: true });
  for (const maths of Array.from(holder.querySelectorAll('mjx-container'))) maths.replaceWith(' … ');
  const text = (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}
