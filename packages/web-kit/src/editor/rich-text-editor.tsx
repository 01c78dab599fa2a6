import { useState, type CSSProperties } from 'react';
import { Alert } from '@tp/web-kit/ui/alert';
import { message } from '@tp/web-kit/ui/message';
import { Spin } from '@tp/web-kit/ui/spin';
import {
  ACCEPT,
  acceptsFile,
  kindOf,
  sortDroppedFiles,
  uploadEditorFile,
  type EditorUpload,
  type UploadKind,
} from '@tp/web-kit/editor/editor-upload';
import { DialogLoading } from '@tp/web-kit/editor/dialog-loading';
import { onDemand, useOnDemand } from '@tp/web-kit/editor/on-demand';
import { pickFile } from '@tp/web-kit/editor/pick-file';
import { useQuillEditor } from '@tp/web-kit/editor/use-quill-editor';
import { useEditorTexts } from '@tp/web-kit/i18n/kit-editor-texts';

// Showing the editor and typing in it need neither dialog: their code (with antd's Modal, ColorPicker, Slider, Input,
// ...) is fetched when one is first opened, so a page with an editor shows sooner on a phone (docs/decisions/025).
const loadFormulaDialog = onDemand(() => import('@tp/web-kit/editor/formula-dialog'));
const loadDrawingBoard = onDemand(() => import('@tp/web-kit/editor/drawing-board'));

/** Editors are 500 px high; answers 200 px; an exercise answer 300 px. */
export const EDITOR_HEIGHT = { default: 500, answer: 200, exerciseAnswer: 300 } as const;

export interface RichTextEditorProps {
  /** The content as HTML (what MathView shows). */
  value: string;
  /** Called with the new HTML after every change the user makes ('' when the editor is empty). */
  onChange: (html: string) => void;
  /** Height of the writing area in px. */
  height?: number;
  placeholder?: string;
  readOnly?: boolean;
  /** Uploads an image or video and resolves to its URL; defaults to POST /api/file/upload as the stored user. */
  upload?: EditorUpload;
  'aria-label'?: string;
}

/** What the editor says when a chosen file is of the other kind. */
const WRONG_TYPE = { image: 'chooseImage', video: 'chooseVideo' } as const;

type Dialog = { kind: 'formula'; index: number; replace: boolean; tex: string } | { kind: 'drawing'; index: number };

/**
 * Rich text with maths (MathJax), image and video uploads and a drawing board; Quill is loaded on first use, the formula
 * dialog and the drawing board when first opened.
 */
export function RichTextEditor({
  value,
  onChange,
  height = EDITOR_HEIGHT.default,
  placeholder,
  readOnly = false,
  upload = uploadEditorFile,
  'aria-label': givenLabel,
}: RichTextEditorProps) {
  const t = useEditorTexts();
  const ariaLabel = givenLabel ?? t('editor');
  const [messages, messageHolder] = message.useMessage();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const formulaCode = useOnDemand(loadFormulaDialog, dialog?.kind === 'formula');
  const boardCode = useOnDemand(loadDrawingBoard, dialog?.kind === 'drawing');
  const { hostRef, editor, editorRef, failed } = useQuillEditor({
    value,
    onChange,
    placeholder,
    readOnly,
    ariaLabel,
    actions: {
      image: () => void chooseAndUpload('image'),
      video: () => void chooseAndUpload('video'),
      formula: () => setDialog({ kind: 'formula', index: cursorIndex(), replace: false, tex: '' }),
      drawing: () => setDialog({ kind: 'drawing', index: cursorIndex() }),
      dropFiles: (index, files) => void insertDropped(index, files),
    },
    onFormulaClick: ({ index, tex }) => setDialog({ kind: 'formula', index, replace: true, tex }),
  });

  function cursorIndex(): number {
    return editorRef.current?.quill.getSelection(true)?.index ?? 0;
  }

  /** Uploads and inserts at `index`; resolves to whether it worked (failures are shown as a message). */
  async function insertUpload(file: File, kind: UploadKind, index: number): Promise<boolean> {
    const mounted = editorRef.current;
    if (!mounted) return false;
    const hide = messages.loading(t(kind === 'video' ? 'uploadingVideo' : 'uploadingImage'), 0);
    try {
      const url = await upload(file, kind);
      mounted.quill.insertEmbed(index, kind, url, 'user');
      mounted.quill.setSelection(index + 1, 0, 'user');
      return true;
    } catch (error) {
      messages.error(error instanceof Error && error.message ? error.message : t('uploadFailed'));
      return false;
    } finally {
      hide();
    }
  }

  async function chooseAndUpload(kind: UploadKind) {
    if (readOnly) return;
    const index = cursorIndex();
    const file = await pickFile(ACCEPT[kind]);
    if (!file) return;
    if (!acceptsFile(file, kind)) {
      messages.error(t(WRONG_TYPE[kind]));
      return;
    }
    await insertUpload(file, kind, index);
  }

  async function insertDropped(index: number, files: File[]) {
    if (readOnly) return;
    const { accepted, refused } = sortDroppedFiles(files);
    // Editor uploads are images or videos: the others are left out, and the editor says so.
    if (refused.length) messages.error(refused.length === 1 ? t('oneFileRefused', { name: refused[0]!.name }) : t('filesRefused', { count: refused.length }));
    let at = index;
    for (const file of accepted) if (await insertUpload(file, kindOf(file), at)) at += 1; // in order, one after another
  }

  function insertFormula(tex: string) {
    const mounted = editorRef.current;
    if (!mounted || dialog?.kind !== 'formula') return;
    const { quill } = mounted;
    if (dialog.replace) quill.deleteText(dialog.index, 1, 'user');
    quill.insertEmbed(dialog.index, 'formula', tex, 'user');
    quill.setSelection(dialog.index + 1, 0, 'user');
    setDialog(null);
  }

  async function insertDrawing(file: File) {
    if (dialog?.kind === 'drawing' && (await insertUpload(file, 'image', dialog.index))) setDialog(null);
  }

  /** Once the student writes here, the formula dialog is fetched too: it then opens at once, and still offline. */
  function warmUp() {
    if (!readOnly) loadFormulaDialog().catch(() => undefined); // a failure shows when the dialog is opened
  }

  const FormulaDialog = formulaCode.loaded?.FormulaDialog;
  const DrawingBoard = boardCode.loaded?.DrawingBoard;
  const close = () => setDialog(null);
  const style = { '--tp-editor-height': `${height}px` } as CSSProperties;
  return (
    <div className="tp-rich-text-editor" style={style} onFocus={warmUp}>
      {messageHolder}
      {failed && <Alert type="error" showIcon title={t('editorFailed')} />}
      {!editor && !failed && (
        // The label is the status's: on the spinner's plain element it is an ARIA attribute that element may not have.
        <div role="status" aria-label={t('loadingEditor')} style={{ height: height + 42, display: 'grid', placeItems: 'center', border: '1px solid #ccc' }}>
          <Spin />
        </div>
      )}
      <div ref={hostRef} />
      {FormulaDialog && (
        <FormulaDialog open={dialog?.kind === 'formula'} initialTex={dialog?.kind === 'formula' ? dialog.tex : ''} onInsert={insertFormula} onCancel={close} />
      )}
      {dialog?.kind === 'formula' && !FormulaDialog && (
        <DialogLoading what={t('formulaEditor')} failed={formulaCode.failed} onRetry={formulaCode.retry} onCancel={close} />
      )}
      {DrawingBoard && <DrawingBoard open={dialog?.kind === 'drawing'} onCancel={close} onInsert={insertDrawing} />}
      {dialog?.kind === 'drawing' && !DrawingBoard && (
        <DialogLoading what={t('drawingBoard')} failed={boardCode.failed} onRetry={boardCode.retry} onCancel={close} />
      )}
    </div>
  );
}
