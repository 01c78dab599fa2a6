import type { useEditorTexts } from '@tp/web-kit/i18n/kit-editor-texts';

/** Toolbar: headers, bold, italic, underline, strike, lists, link, image, video, formula, drawing, clean. */
export const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image', 'video', 'formula', 'drawing'],
  ['clean'],
];

/** Quill labels its buttons with the format's name ("strike", "list: bullet"); each has a text for people. */
const BUTTONS = ['bold', 'italic', 'underline', 'strike', 'list:ordered', 'list:bullet', 'link', 'image', 'video', 'formula', 'drawing', 'clean'] as const;
type EditorTexts = ReturnType<typeof useEditorTexts>;
const isButton = (name: string): name is (typeof BUTTONS)[number] => (BUTTONS as readonly string[]).includes(name);

function formatOf(element: Element): string | undefined {
  return Array.from(element.classList).find((name) => name.startsWith('ql-'))?.slice(3);
}

function label(element: Element, text: string) {
  element.setAttribute('aria-label', text);
  element.setAttribute('title', text);
}

/** Gives the toolbar, its buttons and the heading picker accessible names (and matching tooltips) in `t`'s language. */
export function labelToolbar(toolbar: HTMLElement, editorLabel: string, t: EditorTexts) {
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', t('formatting', { editor: editorLabel }));
  for (const button of Array.from(toolbar.querySelectorAll('button'))) {
    const format = formatOf(button);
    const name = button.value ? `${format}:${button.value}` : `${format}`;
    if (isButton(name)) label(button, t(name));
  }
  const heading = toolbar.querySelector('.ql-header.ql-picker');
  if (!heading) return;
  const current = heading.querySelector('.ql-picker-label');
  if (current) label(current, t('heading'));
  for (const item of Array.from(heading.querySelectorAll('.ql-picker-item'))) {
    const level = item.getAttribute('data-value');
    item.setAttribute('aria-label', level ? t('headingLevel', { level }) : t('normalText'));
  }
}

/** Quill's snow theme draws a button's icon from this table, by the button's `ql-<name>` class. */
export const DRAWING_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="M3 14.5c2-3 3.5-1 5-3s1.5-5 4-6.5"/>' +
  '<path class="ql-fill" d="M12.3 3.4l2.3 2.3-6.1 6.1-2.6.3.3-2.6z"/></svg>';
