import type { TextValues } from '@tp/web-kit/i18n/messages';

/**
 * A list of addresses or names for a table cell: the first `shown`, then how many more ('a, b, c and 4 more'), in
 * the words `say` gives (the admin texts' `andMore`).
 */
export function summarise(items: string[], say: (key: 'andMore', values: TextValues) => string, shown = 3): string {
  const names = items.slice(0, shown).join(', ');
  const more = items.length - shown;
  return more > 0 ? say('andMore', { names, count: more }) : names;
}
