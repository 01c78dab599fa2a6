/**
 * Quill with the snow theme and our formats, loaded only through `load-quill.ts` (a dynamic import, so pages
 * without an editor never download it).
 */
import Quill from 'quill';
import Uploader from 'quill/modules/uploader';
import 'quill/dist/quill.snow.css';
import { MathFormula, UploadedImage, UploadedVideo } from '@tp/web-kit/editor/quill-formats';
import { FORMULA_CLASS } from '@tp/web-kit/editor/formula-html';
import { DRAWING_ICON, TOOLBAR } from '@tp/web-kit/editor/toolbar';
import { ensurePageStyles } from '@tp/web-kit/math/page-styles';

/**
 * Quill's uploader drops files of other types without a word; this one hands every dropped or pasted file to the
 * editor, which uploads the ones it accepts and says which types those are when it refuses some.
 */
class EveryFileUploader extends Uploader {
  override upload(range: { index: number; length: number }, files: FileList | File[]) {
    const all = Array.from(files).filter(Boolean);
    if (all.length) (this.options.handler as (range: { index: number }, files: File[]) => void).call(this, range, all);
  }
}

Quill.register({ 'formats/formula': MathFormula, 'formats/image': UploadedImage, 'formats/video': UploadedVideo, 'modules/uploader': EveryFileUploader }, true);
(Quill.import('ui/icons') as Record<string, string>).drawing = DRAWING_ICON;
ensurePageStyles(
  'tp-rich-text-editor-styles',
  `.tp-rich-text-editor .ql-container { height: var(--tp-editor-height, 500px); font-size: 14px; }
.tp-rich-text-editor .ql-editor .ql-formula { cursor: pointer; }
.tp-rich-text-editor .ql-editor .ql-formula mjx-container { display: inline-block; }`,
);

export interface EditorActions {
  image(): void;
  video(): void;
  formula(): void;
  drawing(): void;
  /** Files dropped or pasted at `index`, of any type: uploaded like the toolbar's, never inlined as data: URLs. */
  dropFiles(index: number, files: File[]): void;
}

export function createQuill(container: HTMLElement, actions: EditorActions, placeholder?: string): Quill {
  return new Quill(container, {
    theme: 'snow',
    placeholder,
    modules: {
      toolbar: {
        container: TOOLBAR,
        handlers: {
          image: () => actions.image(),
          video: () => actions.video(),
          formula: () => actions.formula(),
          drawing: () => actions.drawing(),
        },
      },
      uploader: {
        handler: (range: { index: number }, files: File[]) => actions.dropFiles(range.index, files),
      },
    },
  });
}

/**
 * The editor's content as stored rich text: Quill's semantic HTML (real <ul>/<ol>, formulas as `\(TeX\)`), or ''
 * when there is nothing in it. Quill 2 writes every space there as &nbsp;, which stops lines wrapping: a single
 * space becomes a plain space again, and a run keeps its width as one space plus no-break spaces.
 */
export function editorHtml(quill: Quill): string {
  if (quill.getLength() <= 1) return '';
  const html = quill
    .getSemanticHTML()
    .replace(/(?:&nbsp;)+/g, (run) => ` ${'&nbsp;'.repeat(run.length / 6 - 1)}`)
    .replace(/<(p|h[1-6])><\/\1>/g, '<$1><br></$1>'); // a blank line stays a blank line outside the editor
  if (!html.includes('ql-cursor')) return html;
  const holder = document.createElement('div');
  holder.innerHTML = html;
  holder.querySelectorAll('.ql-cursor').forEach((cursor) => cursor.remove());
  return holder.innerHTML;
}

/** Replaces the editor's content with stored rich text, without reporting it as a change. */
export function setEditorHtml(quill: Quill, html: string) {
  quill.setContents(quill.clipboard.convert({ html }), 'silent');
}

/** The formula under a click in the editor, to edit it. */
export function formulaAt(quill: Quill, target: EventTarget | null): { index: number; tex: string } | null {
  const node = target instanceof Element ? target.closest(`.${FORMULA_CLASS}`) : null;
  if (!node || !quill.root.contains(node)) return null;
  const blot = Quill.find(node);
  return blot instanceof MathFormula ? { index: quill.getIndex(blot), tex: blot.tex() } : null;
}

export type { Quill };
