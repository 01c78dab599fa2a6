import Embed from 'quill/blots/embed.js';
import { BlockEmbed } from 'quill/blots/block.js';
import Image from 'quill/formats/image.js';
import Link from 'quill/formats/link.js';
import { loadMathJax } from '@tp/web-kit/math/typeset-math';
import { FORMULA_CLASS, formulaHtml, inlineMathText } from '@tp/web-kit/editor/formula-html';
import { rememberUploadLink, showOwnCopyOnError, shownUploadUrl, storedUploadPath } from '@tp/web-kit/editor/upload-links';

/** The plain path a picture or video was made with, while the page shows it through another address. */
const STORED_PATH = 'data-upload-path';

/**
 * Uploaded pictures and videos are stored as their plain `/uploads/<key>` path and shown through the best address the
 * page has for them (upload-links.ts): a signed link met in content or given by the upload is remembered, the value
 * and the stored HTML keep the plain path.
 */
function showUpload(node: HTMLElement, value: string, sanitize: (url: string) => string) {
  rememberUploadLink(value);
  const path = storedUploadPath(value);
  node.setAttribute('src', sanitize(shownUploadUrl(path)));
  if (path === value && !path.startsWith('/uploads/')) return;
  node.setAttribute(STORED_PATH, path);
  showOwnCopyOnError(node as HTMLImageElement | HTMLVideoElement, path);
}

/** A node's stored address: the path it was made with, or (content read or pasted in) its src without a signature. */
function storedValue(node: HTMLElement): string | null {
  const made = node.getAttribute(STORED_PATH);
  if (made) return made;
  const src = node.getAttribute('src');
  if (src === null) return null;
  rememberUploadLink(src);
  return storedUploadPath(src);
}

/** The element as stored rich text has it: its plain path, none of the page's own attributes. */
function storedHtml(node: HTMLElement): string {
  const copy = node.cloneNode(false) as HTMLElement;
  copy.removeAttribute(STORED_PATH);
  const value = storedValue(node);
  if (value !== null) copy.setAttribute('src', value);
  return copy.outerHTML;
}

/** Quill's image, stored as its plain upload path and shown through the best address the page has (see above). */
export class UploadedImage extends Image {
  static override create(value: string): Element {
    const node = super.create(value) as HTMLElement;
    if (typeof value === 'string') showUpload(node, value, (url) => Image.sanitize(url));
    return node;
  }

  static override value(domNode: Element): string | null {
    return storedValue(domNode as HTMLElement);
  }

  html(): string {
    return storedHtml(this.domNode);
  }
}

/**
 * Quill's own formula format needs KaTeX; this one keeps the TeX in `data-value`, shows it typeset by MathJax in
 * the editor, and stores it as `\(TeX\)` text that MathView typesets (see formula-html.ts).
 */
export class MathFormula extends Embed {
  static override blotName = 'formula';
  static override className = FORMULA_CLASS;
  static override tagName = 'SPAN';

  static override create(value: unknown): Node {
    const node = super.create(value) as HTMLElement;
    if (typeof value === 'string') node.setAttribute('data-value', value);
    return node;
  }

  static override value(domNode: HTMLElement): string | null {
    return domNode.getAttribute('data-value');
  }

  constructor(...args: ConstructorParameters<typeof Embed>) {
    super(...args);
    const tex = this.tex();
    this.contentNode.textContent = inlineMathText(tex); // shown until MathJax has arrived
    const target = this.contentNode;
    loadMathJax()
      .then(({ texToElement }) => target.replaceChildren(texToElement(tex, false)))
      .catch(() => undefined); // the TeX text stays readable
  }

  tex(): string {
    return MathFormula.value(this.domNode as HTMLElement) ?? '';
  }

  /** What `getSemanticHTML()` stores. */
  html(): string {
    return formulaHtml(this.tex());
  }
}

/** Quill's video format is an <iframe> for YouTube links; ours plays a file uploaded to /uploads. */
export class UploadedVideo extends BlockEmbed {
  static override blotName = 'video';
  static override className = 'ql-video';
  static override tagName = 'VIDEO';

  static override create(value: unknown): Node {
    const node = super.create(value) as HTMLVideoElement;
    node.setAttribute('controls', '');
    node.setAttribute('preload', 'metadata');
    showUpload(node, String(value), (url) => Link.sanitize(url));
    return node;
  }

  static override value(domNode: HTMLElement): string | null {
    return storedValue(domNode);
  }

  html(): string {
    return storedHtml(this.domNode as HTMLElement);
  }
}
