import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadQuill } from '@tp/web-kit/editor/load-quill';
import { labelToolbar } from '@tp/web-kit/editor/toolbar';
import { useEditorTexts } from '@tp/web-kit/i18n/kit-editor-texts';
import type { Quill, EditorActions } from '@tp/web-kit/editor/quill-engine';

type QuillEngine = Awaited<ReturnType<typeof loadQuill>>;

export interface QuillEditorOptions {
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  readOnly: boolean;
  ariaLabel: string;
  actions: EditorActions;
  /** A click on a formula inside the editor (to edit it). */
  onFormulaClick: (formula: { index: number; tex: string }) => void;
}

export interface QuillEditor {
  quill: Quill;
  engine: QuillEngine;
}

function toolbarOf(quill: Quill): HTMLElement | undefined {
  return (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
}

type EditorTexts = ReturnType<typeof useEditorTexts>;

/** Names the writing area, its toolbar and the link tooltip for assistive technology (and axe), in `t`'s language. */
function labelEditor(quill: Quill, ariaLabel: string, t: EditorTexts) {
  const { root } = quill;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-label', ariaLabel);
  const toolbar = toolbarOf(quill);
  if (toolbar) labelToolbar(toolbar, ariaLabel, t);
  quill.container.querySelector('.ql-tooltip input')?.setAttribute('aria-label', t('linkAddress'));
}

/** Locked content (e.g. an answer once checked) is not editable and offers no formatting. */
function applyReadOnly(quill: Quill, readOnly: boolean) {
  quill.enable(!readOnly);
  quill.root.setAttribute('aria-readonly', String(readOnly));
  const toolbar = toolbarOf(quill);
  if (toolbar) toolbar.hidden = readOnly;
}

/**
 * Mounts Quill (loaded lazily) into `hostRef` and keeps it in step with a controlled `value`: the content is only
 * replaced when `value` differs from what the editor itself last reported.
 */
export function useQuillEditor(options: QuillEditorOptions) {
  const t = useEditorTexts();
  const hostRef = useRef<HTMLDivElement>(null);
  const latest = useRef(options);
  const latestTexts = useRef(t);
  const reported = useRef<string | null>(null);
  const [editor, setEditor] = useState<QuillEditor | null>(null);
  // The editor is on the page (and takes a paste) before React renders with `editor`: handlers read this instead.
  const editorRef = useRef<QuillEditor | null>(null);
  const [failed, setFailed] = useState(false);

  useLayoutEffect(() => {
    latest.current = options;
    latestTexts.current = t;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    loadQuill()
      .then((engine) => {
        if (cancelled) return;
        const container = document.createElement('div');
        host.appendChild(container);
        const actions: EditorActions = {
          image: () => latest.current.actions.image(),
          video: () => latest.current.actions.video(),
          formula: () => latest.current.actions.formula(),
          drawing: () => latest.current.actions.drawing(),
          dropFiles: (index, files) => latest.current.actions.dropFiles(index, files),
        };
        const quill = engine.createQuill(container, actions, latest.current.placeholder);
        engine.setEditorHtml(quill, latest.current.value);
        reported.current = latest.current.value;
        quill.on('text-change', () => {
          const html = engine.editorHtml(quill);
          reported.current = html;
          latest.current.onChange(html);
        });
        quill.root.addEventListener('click', (event) => {
          const formula = engine.formulaAt(quill, event.target);
          if (formula && quill.isEnabled()) latest.current.onFormulaClick(formula);
        });
        // Named and locked at once: the page never shows the editor without its names or, if read-only, unlocked.
        labelEditor(quill, latest.current.ariaLabel, latestTexts.current);
        applyReadOnly(quill, latest.current.readOnly);
        editorRef.current = { quill, engine };
        setEditor(editorRef.current);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      host.replaceChildren(); // Quill has no destroy(): dropping its nodes (and listeners) is the way out
      editorRef.current = null;
      setEditor(null);
    };
  }, []);

  const { value, readOnly, ariaLabel } = options;

  useEffect(() => {
    if (!editor || value === reported.current) return;
    editor.engine.setEditorHtml(editor.quill, value);
    reported.current = value;
  }, [editor, value]);

  useEffect(() => {
    if (editor) applyReadOnly(editor.quill, readOnly);
  }, [editor, readOnly]);

  useEffect(() => {
    if (editor) labelEditor(editor.quill, ariaLabel, t);
  }, [editor, ariaLabel, t]);

  return { hostRef, editor, editorRef, failed };
}
