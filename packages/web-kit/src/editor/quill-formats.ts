import Embed from 'quill/blots/embed.js';
import { BlockEmbed } from 'quill/blots/block.js';
import Link from 'quill/formats/link.js';
import { loadMathJax } from '@tp/web-kit/math/typeset-math';
import { FORMULA_CLASS, formulaHtml, inlineMathText } from '@tp/web-kit/editor/formula-html';

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
    node.setAttribute('src', Link.sanitize(String(value)));
    return node;
  }

  static override value(domNode: HTMLElement): string | null {
    return domNode.getAttribute('src');
  }
}
