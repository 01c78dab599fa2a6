import { typesetHtml } from '@tp/math-render/typeset-html';

/** The rich-text fields of a class as the public calls send them. */
const RICH_TEXT_FIELDS = ['description', 'introduction', 'bulletin', 'paymentInfo'] as const;
type RichTexts = Partial<Record<(typeof RICH_TEXT_FIELDS)[number], string | null>>;

/** `view` with the maths of its rich-text fields drawn on the server (docs/decisions/004-maths-output.md). */
export function withTypesetMaths<V extends RichTexts>(view: V): V {
  const out: V = { ...view };
  for (const field of RICH_TEXT_FIELDS) {
    const html = view[field];
    if (typeof html === 'string') out[field] = typesetHtml(html) as V[typeof field];
  }
  return out;
}

