/** Toolbar: headers, bold, italic, underline, strike, lists, link, image, video, formula, drawing, clean. */
export const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image', 'video', 'formula', 'drawing'],
  ['clean'],
];

/** Quill labels its buttons with the format's name ("strike", "list: bullet"); these are for people. */
const BUTTON_LABELS: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  'list:ordered': 'Numbered list',
  'list:bullet': 'Bulleted list',
  link: 'Insert link',
  image: 'Upload image',
  video: 'Upload video',
  formula: 'Insert formula',
  drawing: 'Drawing board',
  clean: 'Clear formatting',
};

function formatOf(element: Element): string | undefined {
  return Array.from(element.classList).find((name) => name.startsWith('ql-'))?.slice(3);
}

function label(element: Element, text: string) {
  element.setAttribute('aria-label', text);
  element.setAttribute('title', text);
}

/** Gives the toolbar, its buttons and the heading picker accessible names (and matching tooltips). */
export function labelToolbar(toolbar: HTMLElement, editorLabel: string) {
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', `${editorLabel} formatting`);
  for (const button of Array.from(toolbar.querySelectorAll('button'))) {
    const format = formatOf(button);
    const text = BUTTON_LABELS[button.value ? `${format}:${button.value}` : `${format}`];
    if (text) label(button, text);
  }
  const heading = toolbar.querySelector('.ql-header.ql-picker');
  if (!heading) return;
  const current = heading.querySelector('.ql-picker-label');
  if (current) label(current, 'Heading');
  for (const item of Array.from(heading.querySelectorAll('.ql-picker-item'))) {
    const level = item.getAttribute('data-value');
    item.setAttribute('aria-label', level ? `Heading ${level}` : 'Normal text');
  }
}

/** Quill's snow theme draws a button's icon from this table, by the button's `ql-<name>` class. */
export const DRAWING_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="M3 14.5c2-3 3.5-1 5-3s1.5-5 4-6.5"/>' +
  '<path class="ql-fill" d="M12.3 3.4l2.3 2.3-6.1 6.1-2.6.3.3-2.6z"/></svg>';
